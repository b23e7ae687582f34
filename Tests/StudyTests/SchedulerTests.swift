import Flashcard
import Foundation
import Testing

@testable import Study

/// Reference values come from the open-spaced-repetition implementations of FSRS-6, all using
/// the FSRS-6 default weights 0.212 ... 0.1542 that `SchedulerParameters.defaultWeights` holds:
/// - py-fsrs 6.x, tests/test_basic.py (`test_review_card`, `test_memo_state`,
///   `test_repeated_correct_reviews`, the `*_learning_steps` tests);
/// - ts-fsrs 5.x, packages/fsrs/__tests__/FSRS-6.test.ts (`ivl_history`, `memory state`,
///   `first repeat`, `get retrievability`), whose memory-state numbers are in turn quoted from
///   fsrs-rs src/inference.rs.
@Suite struct SchedulerTests {
    static let start = Date(timeIntervalSince1970: 1_669_725_000)  // 2022-11-29 12:30:00 UTC
    let scheduler = Scheduler(parameters: SchedulerParameters.default.withFuzzing(false))

    @Test func referenceStartIsThePublishedInstant() {
        #expect(ISO8601DateFormatter().string(from: Self.start) == "2022-11-29T12:30:00Z")
    }

    @Test func defaultsAreTheFSRS6Defaults() throws {
        let parameters = SchedulerParameters.default
        #expect(parameters.weights.count == 21)
        #expect(parameters.weights[20] == 0.1542)
        #expect(parameters.desiredRetention == 0.9)
        #expect(parameters.learningSteps == [60, 600])
        #expect(parameters.relearningSteps == [600])
        #expect(parameters.maximumInterval == 36_500)
        #expect(parameters.enableFuzzing)
        // The defaults pass their own validation.
        #expect(try SchedulerParameters() == parameters)
    }

    /// py-fsrs tests/test_basic.py `test_review_card` and ts-fsrs FSRS-6.test.ts `ivl_history`:
    /// ratings 3,3,3,3,3,3,1,1,3,3,3,3,3 from 2022-11-29 12:30 UTC, each review at the due date.
    @Test func longRatingSequenceFollowsTheReferenceIntervals() {
        let ratings: [Rating] = [
            .good, .good, .good, .good, .good, .good, .again, .again, .good, .good, .good, .good, .good,
        ]
        var card = Card.new(due: Self.start)
        var now = Self.start
        var intervals: [Int] = []
        for rating in ratings {
            card = scheduler.review(card, rating: rating, at: now).card
            intervals.append(Scheduler.wholeDays(from: now, to: card.due))
            now = card.due
        }
        #expect(intervals == [0, 2, 11, 46, 163, 498, 0, 0, 2, 4, 7, 12, 21])
        #expect(card.reps == 13)
        #expect(card.lapses == 1)
        #expect(card.state == .review)
    }

    /// ts-fsrs FSRS-6.test.ts `memory state[short-term]` (from fsrs-rs src/inference.rs):
    /// Again, Good on the same day, then Good after 1, 3, 8 and 21 days gives S 53.62691,
    /// D 6.3574867 (checked there to 4 decimals).
    @Test func stabilityAndDifficultyAfterAFixedHistory() throws {
        let ratings: [Rating] = [.again, .good, .good, .good, .good, .good]
        let gaps = [0, 0, 1, 3, 8, 21]
        var card = Card.new(due: Self.start)
        var now = Self.start
        for (rating, gap) in zip(ratings, gaps) {
            now = now.addingTimeInterval(Double(gap) * 86_400)
            card = scheduler.review(card, rating: rating, at: now).card
        }
        let stability = try #require(card.stability)
        let difficulty = try #require(card.difficulty)
        #expect(abs(stability - 53.62691) < 5e-5)
        #expect(abs(difficulty - 6.3574867) < 5e-5)
    }

    /// ts-fsrs FSRS-6.test.ts `first repeat`: stability [0.212, 1.2931, 2.3065, 8.2956],
    /// difficulty [6.4133, 5.11217071, 2.11810397, 1] (rounded to 8 decimals there), scheduled
    /// days [0, 0, 0, 8]; states Learning, Learning, Learning, Review. The step delays are the
    /// py-fsrs `test_again/hard/good_learning_steps` ones: 1 min, 5.5 min, 10 min.
    @Test(
        arguments: [
            (Rating.again, 0.212, 6.4133, CardState.learning, 60.0, 0),
            (Rating.hard, 1.2931, 5.11217071, CardState.learning, 330.0, 0),
            (Rating.good, 2.3065, 2.11810397, CardState.learning, 600.0, 1),
            (Rating.easy, 8.2956, 1.0, CardState.review, 8 * 86_400.0, nil),
        ] as [(Rating, Double, Double, CardState, TimeInterval, Int?)])
    func firstReviewOfANewCard(
        rating: Rating, stability: Double, difficulty: Double, state: CardState, delay: TimeInterval, step: Int?
    ) throws {
        let (card, log) = scheduler.review(Card.new(due: Self.start), rating: rating, at: Self.start)
        #expect(abs(try #require(card.stability) - stability) < 1e-8)
        #expect(abs(try #require(card.difficulty) - difficulty) < 1e-8)
        #expect(card.state == state)
        #expect(card.step == step)
        #expect(card.due.timeIntervalSince(Self.start) == delay)
        #expect(card.lastReview == Self.start)
        #expect(card.reps == 1)
        #expect(card.lapses == 0)
        #expect(
            log
                == ReviewLog(
                    rating: rating, reviewedAt: Self.start, elapsedDays: 0,
                    scheduledDays: state == .review ? 8 : 0, stateBefore: .new))
    }

    /// py-fsrs tests/test_basic.py `test_repeated_correct_reviews`: ten Easy answers a microsecond
    /// apart drive difficulty to its floor of exactly 1.
    @Test func repeatedEasyAnswersReachMinimumDifficulty() {
        var card = Card.new(due: Self.start)
        for microsecond in 0..<10 {
            card =
                scheduler.review(card, rating: .easy, at: Self.start.addingTimeInterval(Double(microsecond) / 1e6)).card
        }
        #expect(card.difficulty == 1.0)
    }

    /// ts-fsrs FSRS-6.test.ts `get retrievability`: a card answered Easy on its first review
    /// has retrievability 0.9024733 when it falls due 8 days later (default weights); cards
    /// still in learning steps, due minutes later, are at 1.
    @Test func retrievabilityMatchesTheReference() {
        let new = Card.new(due: Self.start)
        #expect(scheduler.retrievability(of: new, at: Self.start) == 0)
        for rating in Rating.allCases {
            let card = scheduler.review(new, rating: rating, at: Self.start).card
            let expected = rating == .easy ? 0.9024733 : 1
            #expect(abs(scheduler.retrievability(of: card, at: card.due) - expected) < 5e-8)
        }
    }

    @Test func retrievabilityIsNinetyPercentWhenElapsedDaysEqualStability() {
        var card = Card.new(due: Self.start)
        card.state = .review
        card.stability = 10
        card.difficulty = 5
        card.lastReview = Self.start
        let retrievability = scheduler.retrievability(of: card, at: Self.start.addingTimeInterval(10 * 86_400))
        #expect(abs(retrievability - 0.9) < 1e-12)
        // A review time before the last review counts as zero days, not as a negative age.
        #expect(scheduler.retrievability(of: card, at: Self.start.addingTimeInterval(-86_400)) == 1)
    }

    /// py-fsrs tests/test_basic.py `test_review_state` / `test_relearning`: Again in review goes
    /// to relearning step 0 for 10 minutes and counts a lapse; Good then graduates back to review.
    @Test func lapseGoesThroughRelearning() throws {
        var card = Card.new(due: Self.start)
        card = scheduler.review(card, rating: .good, at: card.due).card
        card = scheduler.review(card, rating: .good, at: card.due).card
        #expect(card.state == .review)
        #expect(card.step == nil)
        let lapseTime = card.due
        let (lapsed, log) = scheduler.review(card, rating: .again, at: lapseTime)
        #expect(lapsed.state == .relearning)
        #expect(lapsed.step == 0)
        #expect(lapsed.lapses == 1)
        #expect(lapsed.due.timeIntervalSince(lapseTime) == 600)
        #expect(log.stateBefore == .review)
        #expect(log.elapsedDays == 2)
        #expect(log.scheduledDays == 0)

        let again = scheduler.review(lapsed, rating: .again, at: lapsed.due).card
        #expect(again.state == .relearning)
        #expect(again.lapses == 1, "Again while relearning is not a new lapse")
        let hard = scheduler.review(again, rating: .hard, at: again.due).card
        #expect(hard.due.timeIntervalSince(again.due) == 900, "one relearning step: Hard waits 1.5 steps")
        let graduated = scheduler.review(hard, rating: .good, at: hard.due).card
        #expect(graduated.state == .review)
        #expect(graduated.step == nil)
        #expect(graduated.due.timeIntervalSince(hard.due) >= 86_400)
    }

    @Test func sameDayReviewUsesShortTermStability() throws {
        let first = scheduler.review(Card.new(due: Self.start), rating: .good, at: Self.start).card
        let later = Self.start.addingTimeInterval(3600)
        let sameDayAgain = scheduler.review(first, rating: .again, at: later).card
        let sameDayGood = scheduler.review(first, rating: .good, at: later).card
        let nextDayGood = scheduler.review(first, rating: .good, at: Self.start.addingTimeInterval(86_400)).card
        let w = SchedulerParameters.defaultWeights
        // FSRS-6 same-day formula S' = S · e^(w17·(G-3+w18)) · S^-w19, here for G = 1.
        let expected = 2.3065 * exp(w[17] * (-2 + w[18])) * pow(2.3065, -w[19])
        #expect(abs(try #require(sameDayAgain.stability) - expected) < 1e-12)
        // For Good the same factor is below 1 at this stability, and FSRS-6 floors it at 1.
        #expect(exp(w[17] * w[18]) * pow(2.3065, -w[19]) < 1)
        #expect(sameDayGood.stability == 2.3065)
        #expect(try #require(nextDayGood.stability) > 2.3065, "a review a day later uses the long-term formula")
    }

    @Test func sameDayHardNeverLowersStability() throws {
        let first = scheduler.review(Card.new(due: Self.start), rating: .good, at: Self.start).card
        let sameDayHard = scheduler.review(first, rating: .hard, at: Self.start.addingTimeInterval(3600)).card
        let w = SchedulerParameters.defaultWeights
        // The formula alone would lower it for Hard at this stability; py-fsrs 6.3.2 floors it at 1.
        #expect(exp(w[17] * (-1 + w[18])) * pow(2.3065, -w[19]) < 1)
        #expect(sameDayHard.stability == 2.3065)
    }

    @Test func intervalsNeverExceedTheMaximum() throws {
        let parameters = try SchedulerParameters(maximumInterval: 30, enableFuzzing: false)
        let short = Scheduler(parameters: parameters)
        var card = Card.new(due: Self.start)
        for _ in 0..<8 {
            card = short.review(card, rating: .easy, at: card.due).card
        }
        #expect(try #require(card.stability) > 30)
        #expect(Scheduler.wholeDays(from: try #require(card.lastReview), to: card.due) == 30)
    }

    @Test func elapsedDaysCountWholeDaysRoundedDown() {
        let start = Self.start
        #expect(Scheduler.wholeDays(from: start, to: start.addingTimeInterval(86_399)) == 0)
        #expect(Scheduler.wholeDays(from: start, to: start.addingTimeInterval(86_400)) == 1)
        #expect(Scheduler.wholeDays(from: start, to: start.addingTimeInterval(-1)) == -1)
        // A fractional start plus whole days still counts as whole days.
        let fractional = Date(timeIntervalSinceReferenceDate: 700_000_000.123_456)
        #expect(Scheduler.wholeDays(from: fractional, to: fractional.addingTimeInterval(2 * 86_400)) == 2)
    }
}
