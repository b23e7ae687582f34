import Foundation

/// One answer in a study session, logged so the schedule can be recomputed.
public struct WordReview: Equatable, Sendable {
    /// 1 again, 2 hard, 3 good, 4 easy.
    public var rating: Int
    /// `flashcards`, `choice` or `fill`.
    public var mode: String
    /// When the answer was given.
    public var at: Date
    /// Days since the previous review (0 for the first).
    public var elapsedDays: Double
    /// Days until the next review, as scheduled by this one.
    public var scheduledDays: Double
    /// The state the word was in before this review.
    public var stateBefore: String

    /// Makes a review record.
    public init(rating: Int, mode: String, at: Date, elapsedDays: Double, scheduledDays: Double, stateBefore: String) {
        self.rating = rating
        self.mode = mode
        self.at = at
        self.elapsedDays = elapsedDays
        self.scheduledDays = scheduledDays
        self.stateBefore = stateBefore
    }
}
