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

    /// The books whose search index row is missing or differs from their title and authors as
    /// the schema's triggers write them, and index rows with no book; empty when the index is
    /// right, as every import and its undo must leave it.
    func searchIndexErrors() throws -> String {
        try DatabaseFile(path: file.path).query(
            """
            SELECT 'book ' || b.id FROM books b LEFT JOIN book_search s ON s.rowid = b.id
                WHERE s.rowid IS NULL OR s.title IS NOT b.title
                    OR s.authors IS NOT ifnull((SELECT group_concat(name, ', ') FROM book_authors WHERE book_id = b.id), '');
            SELECT 'index row ' || rowid FROM book_search WHERE rowid NOT IN (SELECT id FROM books)
            """)
    }

    /// The book imported from the Goodreads row with `goodreadsID`, with its long texts.
    func book(goodreadsID: String) throws -> Book? {
        // `books()` lists without the long texts; the book itself has them all.
        try shelf.books().first { $0.goodreadsID == goodreadsID }.map { try shelf.book(id: $0.id) }
    }
}
