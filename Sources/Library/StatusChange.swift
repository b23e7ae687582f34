public import Essentials
import Foundation

/// One move of a book from one list to another; `from` is nil for the list it was added to.
public struct StatusChange: Equatable, Sendable {
    /// The list the book left; nil when it was added.
    public var from: BookStatus?
    /// The list the book moved to.
    public var to: BookStatus
    /// When the move happened.
    public var at: Date
    /// The calendar day it was imported as (the addition's Date Added, or the Date Read of the
    /// read a move onto read or dnf ended), which it is shown as in every time zone; nil for a
    /// move shelf timed itself.
    public var day: CalendarDate?
    /// How much of `day` (or of `at`) is known, when only its year or month is.
    public var precision: DatePrecision?

    /// Makes a change record.
    public init(from: BookStatus?, to: BookStatus, at: Date, day: CalendarDate? = nil, precision: DatePrecision? = nil) {
        self.from = from
        self.to = to
        self.at = at
        self.day = day
        self.precision = precision
    }
}
