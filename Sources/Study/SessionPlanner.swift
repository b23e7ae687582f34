import Foundation

/// Chooses the cards of a study session: the due cards in a sensible order, within the limits.
public enum SessionPlanner {
    /// Plans a session at `now`. Cards in learning or relearning that are due come first (they
    /// are mid-way through short steps and are not limited); then due review cards, most overdue
    /// first, up to `limits.reviews`; then new cards, oldest first, up to `limits.newCards`.
    /// Mastered cards are left out. Ties keep the order of `candidates`.
    public static func plan<ID>(_ candidates: [SessionCandidate<ID>], limits: SessionLimits, now: Date) -> SessionPlan<ID> {
        let active = candidates.enumerated().filter { !$0.element.mastered }
        let due = active.filter { $0.element.due <= now }
            // Sorting by position too makes the order stable whatever `sort` guarantees.
            .sorted { ($0.element.due, $0.offset) < ($1.element.due, $1.offset) }
            .map(\.element)

        let learning = due.filter { $0.state == .learning || $0.state == .relearning }
        let reviews = due.filter { $0.state == .review }
        let new = due.filter { $0.state == .new }
        let reviewLimit = max(0, limits.reviews)
        let newLimit = max(0, limits.newCards)

        let chosen = learning + reviews.prefix(reviewLimit) + new.prefix(newLimit)
        let heldBack = max(0, reviews.count - reviewLimit) + max(0, new.count - newLimit)
        let nextDue = active.map(\.element.due).filter { $0 > now }.min()
        return SessionPlan(ids: chosen.map(\.id), nextDue: nextDue, heldBack: heldBack)
    }
}
