import Library
import Study

/// Converting between the library's stored memory state and the scheduler's card, the one seam
/// where Library and Study meet.
extension Card {
    init(_ memory: WordMemory) {
        self.init(
            state: CardState(rawValue: memory.state) ?? .new, step: memory.learningStep,
            stability: memory.stability, difficulty: memory.difficulty, due: memory.due,
            lastReview: memory.lastReviewedAt, reps: memory.reps, lapses: memory.lapses)
    }
}

extension WordMemory {
    init(_ card: Card) {
        self.init(
            state: card.state.rawValue, learningStep: card.step, stability: card.stability,
            difficulty: card.difficulty, due: card.due, lastReviewedAt: card.lastReview, reps: card.reps,
            lapses: card.lapses)
    }
}
