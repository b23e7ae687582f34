import Flashcard
import Foundation
import Testing

@testable import Study

/// Interval fuzz follows py-fsrs `_get_fuzzed_interval` and its `FUZZ_RANGES` (fsrs/scheduler.py,
/// v6): intervals under 2.5 days are left alone; otherwise the spread is 1 day plus 15 % of the part
/// of the interval between 2.5 and 7 days, 10 % of the part between 7 and 20, and 5 % beyond.
@Suite struct SchedulerFuzzTests {
    static let start = SchedulerTests.start

    /// Two Good answers graduate a new card with a 2-day interval; a third Good two days later
    /// gives 11 days without fuzz (the reference sequence). With fuzz, 11 ± 2.075 → 9...13 days.
    func thirdReviewInterval(random: @escaping @Sendable () -> Double) -> Int {
        let scheduler = Scheduler(random: random)
        var card = Card.new(due: Self.start)
        card = scheduler.review(card, rating: .good, at: card.due).card
        card = scheduler.review(card, rating: .good, at: card.due).card
        let reviewed = scheduler.review(card, rating: .good, at: card.due)
        #expect(reviewed.log.scheduledDays == Scheduler.wholeDays(from: card.due, to: reviewed.card.due))
        return reviewed.log.scheduledDays
    }

    @Test func shortIntervalsAreNotFuzzed() {
        let scheduler = Scheduler(random: { 0 })
        var card = Card.new(due: Self.start)
        card = scheduler.review(card, rating: .good, at: card.due).card
        card = scheduler.review(card, rating: .good, at: card.due).card
        #expect(card.state == .review)
        #expect(Scheduler.wholeDays(from: Self.start, to: card.due) == 2)
    }

    @Test func fuzzSpansTheWholeRangeEvenly() {
        #expect(thirdReviewInterval(random: { 0 }) == 9)
        #expect(thirdReviewInterval(random: { 0.999_999 }) == 13)
        let draws = (0..<5).map { slot in thirdReviewInterval(random: { (Double(slot) + 0.5) / 5 }) }
        #expect(draws == [9, 10, 11, 12, 13])
    }

    @Test func fuzzOffReproducesTheUnfuzzedInterval() {
        let scheduler = Scheduler(parameters: SchedulerParameters.default.withFuzzing(false), random: { 0 })
        var card = Card.new(due: Self.start)
        for _ in 0..<3 {
            card = scheduler.review(card, rating: .good, at: card.due).card
        }
        #expect(Scheduler.wholeDays(from: card.lastReview ?? Self.start, to: card.due) == 11)
    }

    @Test func misbehavingRandomSourcesStayInRange() {
        for value in [-3, 1, 7, Double.nan, Double.infinity] {
            #expect((9...13).contains(thirdReviewInterval(random: { value })))
        }
    }

    @Test func fuzzNeverExceedsTheMaximumInterval() throws {
        let parameters = try SchedulerParameters(maximumInterval: 10)
        let scheduler = Scheduler(parameters: parameters, random: { 0.999_999 })
        var card = Card.new(due: Self.start)
        for _ in 0..<6 {
            card = scheduler.review(card, rating: .easy, at: card.due).card
            #expect(Scheduler.wholeDays(from: card.lastReview ?? Self.start, to: card.due) <= 10)
        }
    }

    @Test func learningStepsAreNotFuzzed() {
        let scheduler = Scheduler(random: { 0.999_999 })
        let card = scheduler.review(Card.new(due: Self.start), rating: .good, at: Self.start).card
        #expect(card.due.timeIntervalSince(Self.start) == 600)
    }
}
