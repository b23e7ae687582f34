import Foundation

/// The cards chosen for a study session, in the order to show them, and what to tell the reader
/// when there is nothing (more) to study.
public struct SessionPlan<ID: Hashable & Sendable>: Sendable {
    /// The cards to study, in order.
    public let ids: [ID]
    /// The earliest due time, after now, of a card not mastered: when the next card will be due.
    /// Nil when no card is due later.
    public let nextDue: Date?
    /// Cards that are due now but were left out because a limit was reached.
    public let heldBack: Int

    /// Creates a plan (the planner makes them; this is for callers' tests).
    public init(ids: [ID], nextDue: Date?, heldBack: Int) {
        self.ids = ids
        self.nextDue = nextDue
        self.heldBack = heldBack
    }
}

extension SessionPlan: Equatable where ID: Equatable {}
