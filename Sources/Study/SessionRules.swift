import Flashcard
import Foundation

/// The rules of one study session, apart from asking and storing: how many cards today leaves,
/// how each is asked, when a forgotten card comes back, and what an answer does to its card.
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

    /// What is left of the daily limits after `studiedNew` new cards and `studiedReviews` reviews
    /// since local midnight; never less than nothing. The library chooses the cards within it.
    public func limitsLeft(studiedNew: Int, studiedReviews: Int) -> SessionLimits {
        SessionLimits(
            newCards: max(0, dailyLimits.newCards - studiedNew), reviews: max(0, dailyLimits.reviews - studiedReviews))
    }

    /// How the card at `index` of the session is asked: mixed takes turns. Choice and fill show a
    /// definition; a card without one is asked as a cloze (fill, the word blanked in its sentence)
    /// when it has a sentence, else as a flashcard. Choice also needs three other definitions to
    /// offer (see `ChoiceQuestion`); the caller falls back to a flashcard when there are fewer.
    public func mode(forCardAt index: Int, hasDefinition: Bool, hasSentence: Bool) -> StudyMode {
        let chosen = mode == .mixed ? [StudyMode.flashcards, .choice, .fill][index % 3] : mode
        guard chosen != .flashcards, !hasDefinition else { return chosen }
        return hasSentence ? .fill : .flashcards
    }

    /// How long before its due time a card answered "again" may come back when nothing else is
    /// left to ask: Anki's default learn-ahead limit, which covers the default learning steps
    /// (1 and 10 minutes), so a short session still sees the card again.
    public static let learnAhead: TimeInterval = 20 * 60

    /// Whether a card answered "again", now due at `due`, comes back at `now`: once its step has
    /// passed, or within `learnAhead` of it when `othersLeft` is false.
    public static func comesBack(due: Date, now: Date, othersLeft: Bool) -> Bool {
        due <= now || (!othersLeft && due <= now + learnAhead)
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
