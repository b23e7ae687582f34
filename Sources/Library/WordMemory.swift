import Foundation

/// Where a word stands in spaced repetition: the scheduler's state, stored as plain values so the
/// library does not depend on any one scheduler.
public struct WordMemory: Equatable, Sendable {
    /// `new`, `learning`, `review` or `relearning`.
    public var state: String
    /// The index of the current learning or relearning step, nil in review.
    public var learningStep: Int?
    /// FSRS stability in days; nil before the first review.
    public var stability: Double?
    /// FSRS difficulty from 1 to 10; nil before the first review.
    public var difficulty: Double?
    /// When the word is next due for study.
    public var due: Date
    /// When it was last reviewed; nil before the first review.
    public var lastReviewedAt: Date?
    /// How many times it was reviewed.
    public var reps: Int
    /// How many times it was forgotten in review.
    public var lapses: Int

    /// Makes a memory state.
    public init(
        state: String, learningStep: Int?, stability: Double?, difficulty: Double?, due: Date,
        lastReviewedAt: Date?, reps: Int, lapses: Int
    ) {
        self.state = state
        self.learningStep = learningStep
        self.stability = stability
        self.difficulty = difficulty
        self.due = due
        self.lastReviewedAt = lastReviewedAt
        self.reps = reps
        self.lapses = lapses
    }

    /// Words that lapse this often are leeches: flagged so the reader can rework them.
    public static let leechLapses = 8

    /// True for a word forgotten `leechLapses` times or more.
    public var isLeech: Bool { lapses >= Self.leechLapses }
}
