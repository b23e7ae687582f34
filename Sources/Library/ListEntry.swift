public import Essentials
import Foundation

/// A book as a list line shows it: just what `shelf list` prints, read in one lean query, so a
/// 10,000-book list does not build 10,000 full `Book` values.
public struct ListEntry: Equatable, Sendable, ReadingPosition {
    public var id: Int
    public var title: String
    /// Authors in credit order, joined with ", ".
    public var authors: String
    public var status: BookStatus
    public var pageCount: Int?
    public var currentPage: Int?
    /// When the latest read-through ended, for read and dnf books.
    public var finishedAt: Date?
    /// How much of `finishedAt` is known when it was imported as a year, month or day.
    public var finishedPrecision: DatePrecision? = nil
    public var rating: Double?
    /// The calendar day of that end when it was imported as a day, month or year: it is that day
    /// in every time zone.
    public var finishedOn: CalendarDate? = nil
}
