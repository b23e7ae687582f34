/// A word to add or update in a book's vocabulary; nil fields keep what an existing entry has.
public struct NewWord: DetailedWord, Sendable {
    /// The word as the reader typed it; it needs at least one letter.
    public var word: String
    /// nil for a global word.
    public var bookID: Int?
    /// The dictionary language code; nil for the language the word already has there, or
    /// English for a word new there.
    public var language: String?
    /// Where it was met and what it means.
    public var details = WordDetails()
    /// The dictionary's full record (JSON), shared by every entry of this word.
    public var dictionaryRecord: String?

    /// A word for `bookID` (nil: global).
    public init(word: String, bookID: Int?) {
        self.word = word
        self.bookID = bookID
    }
}
