/// A word to add or update in a book's vocabulary; nil fields keep what an existing entry has.
public struct NewWord: Sendable {
    public var word: String
    /// nil for a global word.
    public var bookID: Int?
    public var language: String = "en"
    public var page: Int?
    public var context: String?
    public var definition: String?
    public var example: String?
    public var partOfSpeech: String?
    public var phonetic: String?
    /// The dictionary's full record (JSON), shared by every entry of this word.
    public var dictionaryRecord: String?

    /// A word for `bookID` (nil: global).
    public init(word: String, bookID: Int?) {
        self.word = word
        self.bookID = bookID
    }
}
