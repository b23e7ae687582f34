import Flashcard
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

    @Test func whatWasStudiedTodayComesOffTheDailyLimits() {
        #expect(rules(.flashcards, new: 3, reviews: 2).limitsLeft(studiedNew: 1, studiedReviews: 1)
            == SessionLimits(newCards: 2, reviews: 1))
    }

    @Test func studyingPastTheLimitLeavesNothingNotLessThanNothing() {
        #expect(rules(.flashcards, new: 2, reviews: 2).limitsLeft(studiedNew: 5, studiedReviews: 9)
            == SessionLimits(newCards: 0, reviews: 0))
    }

    @Test func mixedTakesTurnsAndCardsWithoutADefinitionAreClozesOrFlashcards() {
        let mixed = rules(.mixed)
        #expect((0..<6).map { mixed.mode(forCardAt: $0, hasDefinition: true, hasSentence: false) }
            == [.flashcards, .choice, .fill, .flashcards, .choice, .fill])
        #expect((0..<3).map { mixed.mode(forCardAt: $0, hasDefinition: false, hasSentence: false) }
            == [.flashcards, .flashcards, .flashcards])
        #expect((0..<3).map { mixed.mode(forCardAt: $0, hasDefinition: false, hasSentence: true) }
            == [.flashcards, .fill, .fill])
        #expect(rules(.choice).mode(forCardAt: 4, hasDefinition: true, hasSentence: true) == .choice)
        #expect(rules(.fill).mode(forCardAt: 0, hasDefinition: false, hasSentence: false) == .flashcards)
        #expect(rules(.flashcards).mode(forCardAt: 1, hasDefinition: false, hasSentence: true) == .flashcards)
    }

    @Test func aForgottenCardComesBackOnceItsStepHasPassedOrEarlyWhenNothingElseIsLeft() {
        let oneMinute = now + 60
        #expect(!SessionRules.comesBack(due: oneMinute, now: now, othersLeft: true))
        #expect(SessionRules.comesBack(due: oneMinute, now: now + 60, othersLeft: true))
        #expect(SessionRules.comesBack(due: oneMinute, now: now, othersLeft: false))
        #expect(SessionRules.comesBack(due: now + SessionRules.learnAhead, now: now, othersLeft: false))
        #expect(!SessionRules.comesBack(due: now + SessionRules.learnAhead + 1, now: now, othersLeft: false))
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
