public import Essentials
import Foundation

/// One reading of a book from start to an end; a re-read is a new read-through.
public struct ReadThrough: Equatable, Sendable {
    /// How a read-through ended, or `reading` while it is open.
    public enum Outcome: String, CaseIterable, Sendable {
        /// Open, finished, or put down for good.
        case reading, read, dnf
    }

    /// When reading started; nil for a book finished without being started in shelf.
    public var startedAt: Date?
    /// When it ended as read or dnf; nil while open.
    public var finishedAt: Date?
    /// How it ended, or `reading` while open.
    public var outcome: Outcome
    /// How much of `startedAt` is known when it was imported as a year, month or day; nil when it
    /// is a time shelf recorded.
    public var startedPrecision: DatePrecision?
    /// How much of `finishedAt` is known, as for the start.
    public var finishedPrecision: DatePrecision?
    /// The calendar day of a start imported as a day, month or year: it is that day in every
    /// time zone, wherever `startedAt` falls.
    public var startedOn: CalendarDate?
    /// The calendar day of a finish imported as a day, month or year, as for the start.
    public var finishedOn: CalendarDate?

    /// Makes a read-through record.
    public init(
        startedAt: Date?, finishedAt: Date?, outcome: Outcome, startedPrecision: DatePrecision? = nil,
        finishedPrecision: DatePrecision? = nil, startedOn: CalendarDate? = nil, finishedOn: CalendarDate? = nil
    ) {
        self.startedOn = startedOn
        self.finishedOn = finishedOn
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.outcome = outcome
        self.startedPrecision = startedPrecision
        self.finishedPrecision = finishedPrecision
    }
}
