import Foundation

/// The words a study session starts with, chosen and ordered by the database: learning and
/// relearning words that are due, then due reviews (most overdue first) up to the review limit,
/// then new words (oldest first) up to the new-word limit. Only these words are read, so a session
/// costs what it studies, not what the library holds.
public struct StudyQueue: Equatable, Sendable {
    /// The words to ask, in order.
    public var words: [VocabularyWord]
    /// Words that are due but wait for another day because a limit was reached.
    public var heldBack: Int
    /// When the next word not mastered falls due after the queue's cut-off; nil when none does.
    public var nextDue: Date?
    /// Whether the scope holds any word at all, mastered ones included.
    public var scopeHasWords: Bool

    /// Creates a queue (the library makes them; this is for callers' tests).
    public init(words: [VocabularyWord], heldBack: Int, nextDue: Date?, scopeHasWords: Bool) {
        self.words = words
        self.heldBack = heldBack
        self.nextDue = nextDue
        self.scopeHasWords = scopeHasWords
    }
}
