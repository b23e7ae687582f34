import Essentials
import Foundation
import Library
import TestSupport

/// What the import tests add to the test library: imports in a zone west of Greenwich, and books
/// found by their Goodreads id.
extension TestLibrary {
    /// A zone west of Greenwich, so a calendar day's local midnight is not 00:00 UTC.
    static let newYork = TimeZone(identifier: "America/New_York") ?? .current

    /// Options for an import in New York time.
    static func importOptions(dryRun: Bool = false) -> ImportOptions {
        ImportOptions(dryRun: dryRun, timeZone: newYork)
    }

    /// The instant `text` (`2019-08-12`) starts in New York.
    static func midnight(_ text: String) -> Date? {
        CalendarDate(parsing: text)?.start(in: newYork)
    }

    /// The book imported from the Goodreads row with `goodreadsID`, with its long texts.
    func book(goodreadsID: String) throws -> Book? {
        // `books()` lists without the long texts; the book itself has them all.
        try shelf.books().first { $0.goodreadsID == goodreadsID }.map { try shelf.book(id: $0.id) }
    }
}
