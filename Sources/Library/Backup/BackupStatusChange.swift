/// One move between lists, as a backup holds it.
struct BackupStatusChange: Codable, Equatable {
    var id: Int
    /// nil for the first list a book was put on.
    var from: BookStatus?
    var to: BookStatus
    var at: BackupTime
}
