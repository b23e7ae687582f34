internal import Essentials
import Foundation

/// Finds the book in the library a Goodreads record describes.
///
/// A record is matched by its Goodreads Book Id; failing that, a book with the same ISBN-13 and
/// no Goodreads id of its own is linked to it. Rows without a Book Id (a file shelf exported for
/// hand-added books) match by ISBN-13, else by title and first author. Where several books share
/// an ISBN or a title, the first one indexed wins.
struct GoodreadsMatcher {
    private var byGoodreadsID: [String: Int] = [:]
    /// ISBN-13s of books with no Goodreads id (linkable), and of every book (for rows without an id).
    private var unlinkedByISBN13: [String: Int] = [:]
    private var anyByISBN13: [String: Int] = [:]
    /// `title + author` keys of books with no Goodreads id, for rows with neither id nor ISBN.
    private var unlinkedByTitle: [String: Int] = [:]

    /// The book `record` is, and whether it is being linked to Goodreads for the first time
    /// (rather than re-imported); nil when it is new to the library.
    func match(_ record: GoodreadsRecord) -> (id: Int, linking: Bool)? {
        let isbn13 = record.storedISBNs.valid13
        if !record.bookId.isEmpty {
            if let id = byGoodreadsID[record.bookId] { return (id, false) }
            if let isbn13, let id = unlinkedByISBN13[isbn13] { return (id, true) }
            return nil
        }
        if let isbn13, let id = anyByISBN13[isbn13] { return (id, true) }
        if let id = unlinkedByTitle[Self.titleKey(record.title, authors: record.authorNames)] {
            return (id, true)
        }
        return nil
    }

    /// Makes `book` findable.
    mutating func index(_ book: Book) {
        index(id: book.id, goodreadsID: book.goodreadsID, isbn13: book.isbn13, title: book.title, authors: book.authors)
    }

    /// Makes the book `record` was just added as findable, from the record rather than a reload.
    mutating func index(id: Int, addedFrom record: GoodreadsRecord) {
        index(
            id: id, goodreadsID: record.bookId.isEmpty ? nil : record.bookId, isbn13: record.storedISBNs.isbn13,
            title: record.title, authors: record.authorNames)
    }

    /// Stops finding `book` by what only unlinked books are found by, once it has a Goodreads id.
    mutating func unindexUnlinked(_ book: Book) {
        if let isbn13 = book.isbn13, unlinkedByISBN13[isbn13] == book.id { unlinkedByISBN13[isbn13] = nil }
        let key = Self.titleKey(book.title, authors: book.authors)
        if unlinkedByTitle[key] == book.id { unlinkedByTitle[key] = nil }
    }

    private mutating func index(id: Int, goodreadsID: String?, isbn13: String?, title: String, authors: [String]) {
        if let isbn13 { anyByISBN13[isbn13] = anyByISBN13[isbn13] ?? id }
        if let goodreadsID {
            byGoodreadsID[goodreadsID] = id
        } else {
            if let isbn13 { unlinkedByISBN13[isbn13] = unlinkedByISBN13[isbn13] ?? id }
            let key = Self.titleKey(title, authors: authors)
            unlinkedByTitle[key] = unlinkedByTitle[key] ?? id
        }
    }

    private static func titleKey(_ title: String, authors: [String]) -> String {
        title.trimmingWhitespace.lowercased() + "\u{1F}"
            + (authors.first ?? "").lowercased()
    }
}
