import Foundation
import Study
import Testing

/// The rules of a study session on their own: limits less what today already took, the mode each
/// card is asked in, and an answer going through the scheduler.
struct SessionRulesTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func rules(_ mode: StudyMode, new: Int = 10, reviews: Int = 100) -> SessionRules {
        SessionRules(
            mode: mode, dailyLimits: SessionLimits(newCards: new, reviews: reviews),
            scheduler: Scheduler(parameters: SchedulerParameters.default.withFuzzing(false)))
    }

    private func candidates(new: Int, reviews: Int) -> [SessionCandidate<Int>] {
        (0..<new).map { SessionCandidate(id: $0, state: .new, due: now - 60, mastered: false) }
            + (0..<reviews).map { SessionCandidate(id: 100 + $0, state: .review, due: now - 3600, mastered: false) }
    }

    @Test func whatWasStudiedTodayComesOffTheDailyLimits() {
        let plan = rules(.flashcards, new: 3, reviews: 2).plan(
            candidates(new: 5, reviews: 4), studiedNew: 1, studiedReviews: 1, now: now)
        #expect(plan.ids == [100, 0, 1])
        #expect(plan.heldBack == 3 + 3)
    }

    @Test func studyingPastTheLimitLeavesNothingNotLessThanNothing() {
        let plan = rules(.flashcards, new: 2, reviews: 2).plan(
            candidates(new: 2, reviews: 2), studiedNew: 5, studiedReviews: 9, now: now)
        #expect(plan.ids.isEmpty)
        #expect(plan.heldBack == 4)
    }

    @Test func mixedTakesTurnsAndCardsWithoutADefinitionAreFlashcards() {
        let mixed = rules(.mixed)
        #expect((0..<6).map { mixed.mode(forCardAt: $0, hasDefinition: true) } == [.flashcards, .choice, .fill, .flashcards, .choice, .fill])
        #expect((0..<3).map { mixed.mode(forCardAt: $0, hasDefinition: false) } == [.flashcards, .flashcards, .flashcards])
        #expect(rules(.choice).mode(forCardAt: 4, hasDefinition: true) == .choice)
        #expect(rules(.fill).mode(forCardAt: 0, hasDefinition: false) == .flashcards)
        #expect(rules(.flashcards).mode(forCardAt: 1, hasDefinition: false) == .flashcards)
    }

    @Test func anAnswerIsTheSchedulersReview() {
        let card = Card.new(due: now)
        let rules = rules(.flashcards)
        let (answered, log) = rules.answer(card, rating: .good, at: now)
        let (expected, expectedLog) = rules.scheduler.review(card, rating: .good, at: now)
        #expect(answered == expected && log == expectedLog)
        #expect(answered.state == .learning && log.stateBefore == .new)
    }

    @Test func todayStartsAtLocalMidnight() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let midnight = Date(timeIntervalSince1970: 1_799_884_800)  // 2027-01-14T00:00:00Z
        // 08:00 UTC is 17:00 in Tokyo, whose midnight was 15:00 UTC the day before.
        let afternoon = midnight + 8 * 3600
        #expect(SessionRules.startOfDay(afternoon, in: tokyo) == midnight - 9 * 3600)
        let utc = try #require(TimeZone(identifier: "UTC"))
        #expect(SessionRules.startOfDay(afternoon, in: utc) == midnight)
    }
}
