/// Where a card is in its life: never seen, in its first short learning steps, in long-term
/// review, or back in short steps after a lapse. The raw values are what storage and JSON show.
public enum CardState: String, CaseIterable, Sendable {
    /// Never reviewed; it has no memory state yet.
    case new
    /// Reviewed at least once and still working through the learning steps.
    case learning
    /// Graduated: scheduled in whole days from its stability.
    case review
    /// Forgotten during review and working through the relearning steps.
    case relearning
}
