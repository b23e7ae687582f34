import Flashcard
import Foundation

/// The record of one review: enough, together with the ratings before it, to recompute the
/// card's schedule later (for example with different parameters).
public struct ReviewLog: Equatable, Sendable {
    /// The rating given.
    public var rating: Rating
    /// When the review happened.
    public var reviewedAt: Date
    /// Whole days since the previous review (0 for a first review), as FSRS counts them.
    public var elapsedDays: Int
    /// Whole days until the card is due again; 0 when it was scheduled in minutes (a step).
    public var scheduledDays: Int
    /// The card's state before this review.
    public var stateBefore: CardState

    /// Creates a log entry, for example when reading one back from storage.
    public init(rating: Rating, reviewedAt: Date, elapsedDays: Int, scheduledDays: Int, stateBefore: CardState) {
        self.rating = rating
        self.reviewedAt = reviewedAt
        self.elapsedDays = elapsedDays
        self.scheduledDays = scheduledDays
        self.stateBefore = stateBefore
    }
}
