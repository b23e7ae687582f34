import Foundation

/// The words a study session starts with, chosen and ordered by the database: learning and
/// relearning words that are due, then due reviews (most overdue first) up to the review limit,
/// then new words (oldest first) up to the new-word limit. Only these words are read, so a session
/// costs what it studies, not what the library holds.
public struct StudyQueue: Equatable, Sendable {
    /// The words to ask, in order.
    public var words: [VocabularyWord]
    /// New words that wait for another day because the new-word limit was reached.
    public var newHeldBack: Int
    /// Due reviews that wait for another day because the review limit was reached.
    public var reviewsHeldBack: Int
    /// Every due word waiting for another day's limits.
    public var heldBack: Int { newHeldBack + reviewsHeldBack }
    /// When the next word not mastered falls due after the queue's cut-off; nil when none does.
    public var nextDue: Date?
    /// Whether the scope holds any word at all, mastered ones included.
    public var scopeHasWords: Bool

    /// Creates a queue (the library makes them; this is for callers' tests).
    public init(words: [VocabularyWord], newHeldBack: Int, reviewsHeldBack: Int, nextDue: Date?, scopeHasWords: Bool) {
        self.words = words
        self.newHeldBack = newHeldBack
        self.reviewsHeldBack = reviewsHeldBack
        self.nextDue = nextDue
        self.scopeHasWords = scopeHasWords
    }
}
