import Foundation

/// The rules of one study session, apart from asking and storing: how many cards today leaves,
/// which cards come and in what order, how each is asked, and what an answer does to its card.
public struct SessionRules: Sendable {
    /// The mode the reader chose.
    public var mode: StudyMode
    /// New cards and reviews allowed per day.
    public var dailyLimits: SessionLimits
    /// The scheduler every answer goes through.
    public var scheduler: Scheduler

    public init(mode: StudyMode, dailyLimits: SessionLimits, scheduler: Scheduler) {
        self.mode = mode
        self.dailyLimits = dailyLimits
        self.scheduler = scheduler
    }

    /// The cards to ask at `now`, within the daily limits less what was already studied today
    /// (`studiedNew` new cards and `studiedReviews` reviews since local midnight).
    public func plan<ID>(
        _ candidates: [SessionCandidate<ID>], studiedNew: Int, studiedReviews: Int, now: Date
    ) -> SessionPlan<ID> {
        let left = SessionLimits(
            newCards: dailyLimits.newCards - studiedNew, reviews: dailyLimits.reviews - studiedReviews)
        return SessionPlanner.plan(candidates, limits: left, now: now)
    }

    /// How the card at `index` of the session is asked: mixed takes turns; choice and fill show a
    /// definition, so a card without one is asked as a flashcard.
    public func mode(forCardAt index: Int, hasDefinition: Bool) -> StudyMode {
        let chosen = mode == .mixed ? [StudyMode.flashcards, .choice, .fill][index % 3] : mode
        return chosen != .flashcards && !hasDefinition ? .flashcards : chosen
    }

    /// What answering `card` with `rating` at `at` makes of it, and the review to keep.
    public func answer(_ card: Card, rating: Rating, at: Date) -> (card: Card, log: ReviewLog) {
        scheduler.review(card, rating: rating, at: at)
    }

    /// The start of the local day holding `now` in `timeZone`: what "studied today" counts from.
    public static func startOfDay(_ now: Date, in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.startOfDay(for: now)
    }
}
