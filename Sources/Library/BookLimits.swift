internal import Essentials
import Foundation

/// The bounds of plausible book data, shared by typed input and imports so both refuse the same
/// values.
public enum BookLimits {
    /// The most pages a book may have (the longest printed books run to a few tens of thousands).
    public static let pages = 100_000
    /// Years of publication, negative for BCE, up to the last year a date can have.
    public static let years = -5000...CalendarDate.years.upperBound
    /// How many years past the current one a year of publication typed by hand may be: books are
    /// announced a few years ahead, and a year beyond that is a slip of the keyboard.
    public static let announcedYears = 5
    /// The years a reading record may fall in (a move, a page, a read, a goal, a period of
    /// statistics): nothing was logged before 1900, so an earlier year is a slip of the keyboard.
    public static let readingYears = 1900...CalendarDate.years.upperBound
    /// The ratings the library stores (its schema checks the same bounds).
    public static let ratings = 0.0...5.0
    /// The most read-throughs (or copies) a record may claim.
    public static let readCount = 1000
    /// The most characters a title, an author's name or a shelf name may have: the longest real
    /// titles run to a few thousand, and a longer value (a whole file pasted into one cell) would
    /// widen every table it is a column of.
    public static let nameLength = 5_000
    /// The most characters a review or a note may have, a long essay's worth.
    public static let passageLength = 100_000

    /// The latest year of publication a reader may type when the clock says `now`: its year (in
    /// UTC, as `SHELF_NOW`'s years are read) plus `announcedYears`. Imports and catalogues keep
    /// the years they hold, within `years`.
    public static func latestYear(at now: Date) -> Int {
        CalendarDate(now, in: .gmt).year + announcedYears
    }
}
