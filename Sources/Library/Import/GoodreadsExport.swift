internal import Essentials
import Foundation

/// Turns books of any origin (typed in, searched, imported) into Goodreads export records.
enum GoodreadsExport {
    /// The record for `book`, its instants written as calendar days in `timeZone` (or as the year
    /// or month alone, for a date known only that far). Fields shelf
    /// does not keep (binding, owned copies) are left empty; the spoiler flag is set for a review
    /// with a `<spoiler>` in it (StoryGraph's), so it is not published unmarked.
    static func record(of book: Book, timeZone: TimeZone) -> GoodreadsRecord {
        GoodreadsRecord(
            bookId: book.goodreadsID ?? "",
            title: book.title,
            author: book.authors.first ?? "",
            additionalAuthors: Array(book.authors.dropFirst()),
            isbn10: book.isbn10,
            isbn13: book.isbn13,
            // Goodreads has no zero-star rating: 0 there means unrated.
            myRating: book.rating == 0 ? nil : book.rating,
            publisher: book.publisher,
            pageCount: book.pageCount,
            yearPublished: book.year,
            originalPublicationYear: book.originalYear,
            dateRead: book.lastFinish?.date(in: timeZone),
            dateAdded: PartialDate(
                firstDay: book.addedDay(in: timeZone), precision: book.addedPrecision ?? .day),
            bookshelves: book.shelves,
            exclusiveShelf: GoodreadsRecord.exclusiveShelf(for: book.status, customShelf: book.customShelf),
            myReview: book.review,
            spoiler: book.review.map(HTMLText.containsSpoiler) ?? false,
            privateNotes: book.privateNotes,
            readCount: book.readCount)
    }

    /// The 24 fields `book` exports, shelves without positions: what an import compares a row
    /// with, and what an export mark holds (`ExportMark`).
    static func plainFields(of book: Book, timeZone: TimeZone) -> [String] {
        GoodreadsCSV.plainFields(of: record(of: book, timeZone: timeZone))
    }
}
