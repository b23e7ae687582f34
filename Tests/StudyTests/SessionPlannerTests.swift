import Foundation
import Testing

@testable import Study

@Suite struct SessionPlannerTests {
    static let now = SchedulerTests.start

    static func at(_ minutes: Double) -> Date {
        now.addingTimeInterval(minutes * 60)
    }

    let candidates: [SessionCandidate<String>] = [
        SessionCandidate(id: "new-old", state: .new, due: at(-3000)),
        SessionCandidate(id: "review-recent", state: .review, due: at(-60)),
        SessionCandidate(id: "relearning", state: .relearning, due: at(-5)),
        SessionCandidate(id: "review-overdue", state: .review, due: at(-5000)),
        SessionCandidate(id: "new-young", state: .new, due: at(-10)),
        SessionCandidate(id: "learning", state: .learning, due: at(-1)),
        SessionCandidate(id: "review-later", state: .review, due: at(600)),
        SessionCandidate(id: "mastered", state: .review, due: at(-9000), mastered: true),
        SessionCandidate(id: "learning-later", state: .learning, due: at(8)),
    ]

    @Test func ordersLearningThenReviewsThenNew() {
        let plan = SessionPlanner.plan(candidates, limits: .default, now: Self.now)
        #expect(plan.ids == ["relearning", "learning", "review-overdue", "review-recent", "new-old", "new-young"])
        #expect(plan.nextDue == Self.at(8))
        #expect(plan.heldBack == 0)
    }

    @Test func limitsCapReviewsAndNewCardsButNotLearning() {
        let plan = SessionPlanner.plan(candidates, limits: SessionLimits(newCards: 1, reviews: 0), now: Self.now)
        #expect(plan.ids == ["relearning", "learning", "new-old"])
        #expect(plan.heldBack == 3)
        let none = SessionPlanner.plan(candidates, limits: SessionLimits(newCards: -2, reviews: -1), now: Self.now)
        #expect(none.ids == ["relearning", "learning"])
    }

    @Test func reportsWhenTheNextCardIsDueWhenNothingIsDue() {
        let later = candidates.filter { $0.due > Self.now || $0.mastered }
        let plan = SessionPlanner.plan(later, limits: .default, now: Self.now)
        #expect(plan.ids.isEmpty)
        #expect(plan.nextDue == Self.at(8))
        #expect(SessionPlanner.plan([SessionCandidate<String>](), limits: .default, now: Self.now).nextDue == nil)
        // Mastered cards never make a next due time.
        let mastered = [SessionCandidate(id: 1, state: .review, due: Self.at(30), mastered: true)]
        #expect(
            SessionPlanner.plan(mastered, limits: .default, now: Self.now)
                == SessionPlan(ids: [], nextDue: nil, heldBack: 0))
    }

    @Test func tiesKeepTheGivenOrder() {
        let same = (0..<20).map { SessionCandidate(id: $0, state: .new, due: Self.now) }
        #expect(
            SessionPlanner.plan(same, limits: SessionLimits(newCards: 20, reviews: 0), now: Self.now).ids
                == Array(0..<20))
    }
}
