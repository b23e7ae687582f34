/// Where a word was met and what it means, as the reader or a dictionary noted them: what a word
/// to add (`NewWord`) and a stored one (`VocabularyWord`) both carry.
public struct WordDetails: Equatable, Sendable {
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
}
