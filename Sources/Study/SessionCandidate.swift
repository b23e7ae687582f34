import Foundation

/// What the session planner needs to know about one card: its identity, where it is in its life,
/// when it is due, and whether the reader took it out of study.
public struct SessionCandidate<ID: Hashable & Sendable>: Sendable {
    /// The caller's identifier for the card (a word id, say).
    public var id: ID
    /// The card's state.
    public var state: CardState
    /// When the card is due.
    public var due: Date
    /// Mastered cards never enter a session.
    public var mastered: Bool

    /// Creates a candidate.
    public init(id: ID, state: CardState, due: Date, mastered: Bool = false) {
        self.id = id
        self.state = state
        self.due = due
        self.mastered = mastered
    }
}
