/// One study answer of a word, as a backup holds it.
struct BackupReview: Codable, Equatable {
    var id: Int
    /// 1 again, 2 hard, 3 good, 4 easy.
    var rating: Int
    var mode: String
    var at: BackupTime
    var elapsedDays: Double
    var scheduledDays: Double
    var stateBefore: String
}
