import Flashcard
import Foundation
import Testing

@testable import Study

/// Cards come back from storage; whatever is stored there, a review must not trap and must
/// produce a finite, usable schedule.
@Suite struct SchedulerRobustnessTests {
    static let start = SchedulerTests.start
    let scheduler = Scheduler(parameters: SchedulerParameters.default.withFuzzing(false))

    static let damagedCards: [Card] = [
        Card(
            state: .review, step: nil, stability: nil, difficulty: nil, due: start, lastReview: start, reps: 3,
            lapses: 0),
        Card(
            state: .learning, step: -4, stability: 1, difficulty: 5, due: start, lastReview: start, reps: 1, lapses: 0),
        Card(
            state: .learning, step: 99, stability: 1, difficulty: 5, due: start, lastReview: start, reps: 1, lapses: 0),
        Card(
            state: .relearning, step: nil, stability: 3, difficulty: 5, due: start, lastReview: start, reps: 5,
            lapses: 1),
        Card(
            state: .review, step: nil, stability: .nan, difficulty: 5, due: start, lastReview: start, reps: 2, lapses: 0
        ),
        Card(
            state: .review, step: nil, stability: -8, difficulty: 50, due: start, lastReview: start, reps: 2, lapses: 0),
        Card(
            state: .review, step: nil, stability: 1e300, difficulty: -2, due: start, lastReview: start, reps: 2,
            lapses: 0),
        Card(
            state: .review, step: 3, stability: 20, difficulty: 5, due: start,
            lastReview: start.addingTimeInterval(9e9), reps: 2, lapses: 0),
    ]

    @Test(arguments: damagedCards)
    func damagedCardsStillGetAFiniteSchedule(card: Card) throws {
        for rating in Rating.allCases {
            let (next, log) = scheduler.review(card, rating: rating, at: Self.start.addingTimeInterval(86_400 * 3))
            let stability = try #require(next.stability)
            let difficulty = try #require(next.difficulty)
            #expect(stability.isFinite && stability >= 0.001)
            #expect((1...10).contains(difficulty))
            #expect(next.due > log.reviewedAt)
            #expect(log.scheduledDays <= 36_500)
            #expect(log.elapsedDays >= 0)
            #expect(next.state != .new)
            #expect((next.state == .review) == (next.step == nil))
            let retrievability = scheduler.retrievability(of: next, at: next.due)
            #expect(retrievability >= 0 && retrievability <= 1)
        }
    }

    @Test func countersSaturateInsteadOfOverflowing() {
        let card = Card(
            state: .review, step: nil, stability: 5, difficulty: 5, due: Self.start, lastReview: Self.start,
            reps: .max, lapses: .max)
        let next = scheduler.review(card, rating: .again, at: Self.start.addingTimeInterval(86_400)).card
        #expect(next.reps == .max)
        #expect(next.lapses == .max)
    }

    @Test func aStepBeyondTheStepsGraduatesUnlessForgotten() {
        let card = Card(
            state: .learning, step: 5, stability: 2, difficulty: 5, due: Self.start, lastReview: Self.start, reps: 1,
            lapses: 0)
        #expect(scheduler.review(card, rating: .hard, at: Self.start).card.state == .review)
        let again = scheduler.review(card, rating: .again, at: Self.start).card
        #expect(again.state == .learning)
        #expect(again.step == 0)
    }
}
