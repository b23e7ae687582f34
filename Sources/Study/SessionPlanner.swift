import Foundation

/// Chooses the cards of a study session: the due cards in a sensible order, within the limits.
public enum SessionPlanner {
    /// Plans a session at `now`. Cards in learning or relearning that are due come first (they
    /// are mid-way through short steps and are not limited); then due review cards, most overdue
    /// first, up to `limits.reviews`; then new cards, oldest first, up to `limits.newCards`.
    /// Mastered cards are left out. Ties keep the order of `candidates`.
    public static func plan<ID>(_ candidates: [SessionCandidate<ID>], limits: SessionLimits, now: Date) -> SessionPlan<
        ID
    > {
        var learning: [Int] = []
        var reviews: [Int] = []
        var new: [Int] = []
        var nextDue: Date?
        for (index, candidate) in candidates.enumerated() where !candidate.mastered {
            guard candidate.due <= now else {
                nextDue = min(nextDue ?? candidate.due, candidate.due)
                continue
            }
            switch candidate.state {
            case .learning, .relearning: learning.append(index)
            case .review: reviews.append(index)
            case .new: new.append(index)
            }
        }
        // Sorting positions against a plain array of dates keeps the comparisons concrete (fast
        // even when `ID` is not specialized across modules), and comparing positions on equal
        // dates makes the order stable.
        let dues = candidates.map(\.due)
        let byDue = { (left: Int, right: Int) in dues[left] != dues[right] ? dues[left] < dues[right] : left < right }
        let reviewLimit = max(0, limits.reviews)
        let newLimit = max(0, limits.newCards)
        let chosen =
            learning.sorted(by: byDue) + reviews.sorted(by: byDue).prefix(reviewLimit)
            + new.sorted(by: byDue).prefix(newLimit)
        let heldBack = max(0, reviews.count - reviewLimit) + max(0, new.count - newLimit)
        return SessionPlan(ids: chosen.map { candidates[$0].id }, nextDue: nextDue, heldBack: heldBack)
    }
}
