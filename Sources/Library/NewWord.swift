/// A word to add or update in a book's vocabulary; nil fields keep what an existing entry has.
public struct NewWord: Sendable {
    /// The word as the reader typed it; it needs at least one letter.
    public var word: String
    /// nil for a global word.
    public var bookID: Int?
    /// The dictionary language code.
    public var language: String = "en"
    /// The page where the word was met.
    public var page: Int?
    /// The sentence it appeared in.
    public var context: String?
    /// The main definition.
    public var definition: String?
    /// An example sentence.
    public var example: String?
    /// The part of speech, such as `noun`.
    public var partOfSpeech: String?
    /// The pronunciation, such as `/həˈləʊ/`.
    public var phonetic: String?
    /// The dictionary's full record (JSON), shared by every entry of this word.
    public var dictionaryRecord: String?

    /// A word for `bookID` (nil: global).
    public init(word: String, bookID: Int?) {
        self.word = word
        self.bookID = bookID
    }
}
