/// One logged page, as a backup holds it.
struct BackupProgressEntry: Codable, Equatable {
    var id: Int
    var page: Int
    var at: BackupTime
}
