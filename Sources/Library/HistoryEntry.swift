public import Essentials
import Foundation

/// One line of a book's history, numbered in time order for `shelf history BOOK --remove N`:
/// the book's addition, a move between lists, a page logged, or an end of a read no move records
/// (a read an import brought with its own dates).
public struct HistoryEntry: Equatable, Sendable {
    /// What happened.
    public enum Kind: Equatable, Sendable {
        /// The book joined the lists, on this one.
        case added(BookStatus)
        /// The book moved from one list to another.
        case move(from: BookStatus, to: BookStatus)
        /// A page was logged.
        case page(Int)
        /// A read began that no move to reading records: one imported with its dates.
        case readStarted
        /// A read ended, finished or given up, that no move to read or dnf records.
        case readEnded(ReadThrough.Outcome)
    }

    /// The entry's number, from 1, in time order.
    public var number: Int
    /// When it happened.
    public var at: Date
    /// What happened.
    public var kind: Kind
    /// How much of `at` is known when the read it belongs to was imported as a year, month or
    /// day; nil for a time shelf recorded.
    public var precision: DatePrecision? = nil
    /// The calendar day it was imported as (a read's start or end, the book's addition), which it
    /// is in every time zone; nil for a time shelf recorded.
    public var day: CalendarDate? = nil
}
