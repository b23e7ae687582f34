import Foundation
internal import SQLiteStore

/// Books that came from a remote catalogue: finding them again and refreshing their metadata.
extension Bookshelf {
    /// The book already in the library for a Google volume or an ISBN, if any — how search marks
    /// results and how adding twice is caught.
    public func existingBook(volumeID: String?, isbn13: String?) throws(LibraryError) -> Book? {
        guard volumeID != nil || isbn13 != nil else { return nil }
        let id = try read {
            try connection.scalarInt(
                "SELECT id FROM books WHERE google_volume_id = ? OR isbn13 = ? ORDER BY id LIMIT 1",
                [volumeID, isbn13])
        }
        return try id.map { (id) throws(LibraryError) in try book(id: id) }
    }

    /// The ids of books added from Google Books, for `shelf refresh --all`.
    public func booksFromGoogle() throws(LibraryError) -> [Int] {
        try read {
            try connection.query("SELECT id FROM books WHERE google_volume_id IS NOT NULL ORDER BY id") { $0.int(0) ?? 0 }
        }
    }

    /// Replaces a book's catalogue metadata with `metadata`, except the fields the user edited by
    /// hand, which are kept. Lists, progress and history are untouched. Returns the names of the
    /// fields that changed.
    @discardableResult
    public func refreshMetadata(id: Int, with metadata: NewBook) throws(LibraryError) -> [String] {
        let before = try book(id: id)
        try BookValidation.pageCount(metadata.pageCount)
        let edited = try read {
            Set((try connection.scalarString("SELECT edited_fields FROM books WHERE id = ?", [id]) ?? "")
                .split(separator: ",").map(String.init))
        }
        let title = try BookValidation.title(metadata.title)
        let columns: [(String, SQLiteBindable)] = [
            ("title", title), ("subtitle", metadata.subtitle), ("page_count", metadata.pageCount),
            ("year", metadata.year), ("publisher", metadata.publisher), ("language", metadata.language),
            ("description", metadata.description), ("thumbnail", metadata.thumbnail),
            ("isbn13", metadata.isbn?.isbn13), ("isbn10", metadata.isbn?.isbn10),
            ("google_record", metadata.googleRecord),
        ].filter { !edited.contains($0.0) }
        try write {
            for (column, value) in columns {
                // A field the catalogue no longer has is kept rather than erased.
                try connection.run("UPDATE books SET \(column) = ifnull(?, \(column)) WHERE id = ?", [value, id])
            }
            if !edited.contains("authors") {
                let authors = BookValidation.authors(metadata.authors)
                if !authors.isEmpty { try replaceNames(in: "book_authors", of: id, with: authors) }
            }
        }
        let after = try book(id: id)
        return Self.changedFields(before, after)
    }

    private static func changedFields(_ before: Book, _ after: Book) -> [String] {
        var changed: [String] = []
        if before.title != after.title { changed.append("title") }
        if before.subtitle != after.subtitle { changed.append("subtitle") }
        if before.authors != after.authors { changed.append("authors") }
        if before.pageCount != after.pageCount { changed.append("pages") }
        if before.year != after.year { changed.append("year") }
        if before.publisher != after.publisher { changed.append("publisher") }
        if before.description != after.description { changed.append("description") }
        if before.isbn13 != after.isbn13 { changed.append("ISBN") }
        return changed
    }
}
