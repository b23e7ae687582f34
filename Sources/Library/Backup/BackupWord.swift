/// A vocabulary word with its memory state and every review, as a backup holds it.
struct BackupWord: Codable, Equatable {
    var id: Int
    /// The book's id in the same backup; absent for a global word.
    var bookId: Int?
    var word: String
    var wordKey: String
    var language: String
    var page: Int?
    var context: String?
    var definition: String?
    var example: String?
    var partOfSpeech: String?
    var phonetic: String?
    var addedAt: BackupTime
    var updatedAt: BackupTime
    var mastered: Bool
    /// `new`, `learning`, `review` or `relearning`.
    var state: String
    var learningStep: Int?
    var stability: Double?
    var difficulty: Double?
    var due: BackupTime
    var lastReviewedAt: BackupTime?
    var reps: Int
    var lapses: Int
    var reviews: [BackupReview]
}
