import Flashcard
import Foundation
import Testing

@testable import Study

@Suite struct CardTests {
    @Test func aNewCardHasNoMemoryStateYet() {
        let card = Card.new(due: SchedulerTests.start)
        #expect(card.state == .new)
        #expect(card.step == 0)
        #expect(card.stability == nil && card.difficulty == nil && card.lastReview == nil)
        #expect(card.reps == 0 && card.lapses == 0)
        #expect(CardState(rawValue: "relearning") == .relearning)
    }
}
