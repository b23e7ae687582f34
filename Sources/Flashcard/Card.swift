import Foundation

/// The scheduling state of one flashcard: everything FSRS needs to decide when it is due next.
/// A value type so a review returns a new card and the caller decides when to store it. The
/// library stores it with each word and the scheduler computes the next one, so it lives in a
/// module of its own that both import.
public struct Card: Equatable, Sendable {
    /// The card's phase; `.new` until its first review.
    public var state: CardState
    /// The index of the current learning or relearning step; nil in review.
    public var step: Int?
    /// FSRS stability in days (the interval at which recall probability falls to 90 %);
    /// nil until the first review.
    public var stability: Double?
    /// FSRS difficulty, between 1 and 10; nil until the first review.
    public var difficulty: Double?
    /// When the card should next be shown.
    public var due: Date
    /// When the card was last reviewed; nil for a new card.
    public var lastReview: Date?
    /// How many times the card has been reviewed.
    public var reps: Int
    /// How many times the card was forgotten while in review.
    public var lapses: Int

    /// Creates a card from stored fields; `Card.new(due:)` is the usual way to start one.
    public init(
        state: CardState, step: Int?, stability: Double?, difficulty: Double?, due: Date,
        lastReview: Date?, reps: Int, lapses: Int
    ) {
        self.state = state
        self.step = step
        self.stability = stability
        self.difficulty = difficulty
        self.due = due
        self.lastReview = lastReview
        self.reps = reps
        self.lapses = lapses
    }

    /// A card that has never been reviewed, due at `due` (normally the moment it was added).
    public static func new(due: Date) -> Card {
        // Step 0 mirrors the reference implementations: a new card starts at its first learning step.
        Card(state: .new, step: 0, stability: nil, difficulty: nil, due: due, lastReview: nil, reps: 0, lapses: 0)
    }

    /// Stability never falls below this many days (py-fsrs `STABILITY_MIN`).
    public static let minimumStability = 0.001
    /// The values difficulty is kept within.
    public static let difficulties = 1.0...10.0

    /// Cards that lapse this often are leeches: flagged so the reader can rework them.
    public static let leechLapses = 8

    /// True for a card forgotten `leechLapses` times or more.
    public var isLeech: Bool { lapses >= Self.leechLapses }
}
