public import Flashcard
import Foundation

/// A word met in a book (or global, tied to none), with what it means, where it was met, and
/// where it stands in study.
public struct VocabularyWord: DetailedWord, Equatable, Sendable {
    /// The word entry's local id.
    public var id: Int
    /// The book it belongs to; nil for a global word.
    public var bookID: Int?
    /// The title of its book, for lists.
    public var bookTitle: String?
    /// The word as the reader added it.
    public var word: String
    /// The dictionary language code.
    public var language: String
    /// Where it was met and what it means.
    public var details: WordDetails
    /// When the word was added.
    public var addedAt: Date
    /// When the entry last changed.
    public var updatedAt: Date
    /// Mastered words leave the study queue.
    public var mastered: Bool
    /// Where the word stands in study.
    public var memory: Card
}
