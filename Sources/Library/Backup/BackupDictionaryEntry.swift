/// A dictionary record shared by every entry of a word, as a backup holds it.
struct BackupDictionaryEntry: Codable, Equatable {
    var language: String
    var wordKey: String
    /// The dictionary's JSON, kept as the text it was stored as.
    var record: String
    var fetchedAt: BackupTime
}
