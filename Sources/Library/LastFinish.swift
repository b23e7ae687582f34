internal import Essentials
import Foundation

/// When a book's last finished read ended: its latest read-through once that has ended, else (a
/// book being read again) the latest read it finished. It is what Goodreads calls `Date Read`,
/// which a book being re-read still has.
struct LastFinish: Equatable, Sendable {
    /// The instant stored for the finish.
    var at: Date
    /// The calendar day of the finish when it was imported as a day, month or year
    /// (`read_throughs.finished_on`): it stays that day in every time zone.
    var day: CalendarDate?
    /// How much of the finish is known when it was imported as a year or month.
    var precision: DatePrecision?

    /// The finish as a date in `timeZone`: its imported day wherever it is read, else the day its
    /// instant falls on there, kept to the year or month when only that is known.
    func date(in timeZone: TimeZone) -> PartialDate {
        PartialDate(firstDay: day ?? CalendarDate(at, in: timeZone), precision: precision ?? .day)
    }
}
