import Foundation

/// A word met in a book (or global, tied to none), with what it means, where it was met, and
/// where it stands in study.
public struct VocabularyWord: Equatable, Sendable {
    public var id: Int
    /// The book it belongs to; nil for a global word.
    public var bookID: Int?
    public var bookTitle: String?
    public var word: String
    public var language: String
    public var page: Int?
    /// The sentence it appeared in.
    public var context: String?
    /// The main definition.
    public var definition: String?
    public var example: String?
    public var partOfSpeech: String?
    public var phonetic: String?
    public var addedAt: Date
    public var updatedAt: Date
    /// Mastered words leave the study queue.
    public var mastered: Bool
    public var memory: WordMemory
}
