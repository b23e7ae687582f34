import Foundation
internal import SQLiteStore

/// Books that came from a remote catalogue: finding them again and refreshing their metadata.
extension Bookshelf {
    /// The book already in the library for a Google volume or an ISBN, if any — how search marks
    /// results and how adding twice is caught.
    public func existingBook(volumeID: String?, openLibraryID: String? = nil, isbn13: String?) throws(LibraryError) -> Book? {
        guard volumeID != nil || openLibraryID != nil || isbn13 != nil else { return nil }
        let id = try read {
            try connection.scalarInt(
                "SELECT id FROM books WHERE google_volume_id = ? OR open_library_id = ? OR isbn13 = ? ORDER BY id LIMIT 1",
                [volumeID, openLibraryID, isbn13])
        }
        return try id.map { (id) throws(LibraryError) in try book(id: id) }
    }

    /// The ids of books added from a catalogue (Google Books or Open Library), for `shelf refresh --catalogued`.
    public func booksFromCatalogues() throws(LibraryError) -> [Int] {
        try read {
            try connection.query(
                "SELECT id, title FROM books WHERE google_volume_id IS NOT NULL OR open_library_id IS NOT NULL ORDER BY id",
                as: BookReference.Column.self
            ) { row in try row.read(from: "books", BookReference.init).id }
        }
    }

    /// Replaces a book's catalogue metadata with `metadata`, except the fields the user edited by
    /// hand, which are kept; with `fillingGapsOnly` only empty fields are filled (another
    /// catalogue's second opinion must not overwrite the first). A blank title is no title: the
    /// book keeps its own, as it keeps any field the catalogue no longer gives. Every field taken remembers
    /// `metadata.source`, and the catalogue's page counts replace its earlier ones. Lists, progress
    /// and history are untouched. Returns the names of the fields that changed.
    @discardableResult
    public func refreshMetadata(id: Int, with metadata: NewBook, fillingGapsOnly: Bool = false) throws(LibraryError) -> [String] {
        let before = try book(id: id)
        try BookValidation.pageCount(metadata.pageCount)
        let title: String?
        do {
            title = try BookValidation.title(metadata.title)
        } catch .emptyTitle {
            title = nil
        }
        try write {
            var row = try storedBook(id: id)
            let edited = row.editedFields
            /// Takes the catalogue's value unless the reader set the field by hand; a value the
            /// catalogue no longer has is kept rather than erased.
            func remember(_ field: BookField) {
                if let source = metadata.source { row.fieldSources[field.name] = source.rawValue }
            }
            func take<Value>(_ value: Value?, for column: BookRow.Column, into field: WritableKeyPath<BookRow, Value?>) {
                guard let value, !edited.contains(.column(column)), !fillingGapsOnly || row[keyPath: field] == nil else { return }
                row[keyPath: field] = value
                remember(.column(column))
            }
            if let title, !edited.contains(.column(.title)), !fillingGapsOnly {
                row.title = title
                remember(.column(.title))
            }
            take(metadata.subtitle, for: .subtitle, into: \.subtitle)
            take(metadata.pageCount, for: .pageCount, into: \.pageCount)
            take(metadata.year, for: .year, into: \.year)
            take(metadata.publisher, for: .publisher, into: \.publisher)
            take(metadata.language, for: .language, into: \.language)
            take(metadata.description, for: .description, into: \.description)
            take(metadata.thumbnail, for: .thumbnail, into: \.thumbnail)
            take(metadata.isbn?.isbn13, for: .isbn13, into: \.isbn13)
            take(metadata.isbn?.isbn10, for: .isbn10, into: \.isbn10)
            // Records and ids are the catalogues' own: kept whole, with no source of their own.
            if let record = metadata.googleRecord { row.googleRecord = record }
            if let olid = metadata.openLibraryID, row.openLibraryID == nil || !fillingGapsOnly {
                row.openLibraryID = olid
                row.openLibraryRecord = metadata.openLibraryRecord ?? row.openLibraryRecord
            }
            if let source = metadata.source, !metadata.pageCandidates.isEmpty {
                for pair in row.pageCounts.pairs where PageCandidate(origin: pair.name, pages: 0).source == source {
                    row.pageCounts[pair.name] = nil
                }
                for candidate in metadata.pageCandidates { row.pageCounts[candidate.origin] = String(candidate.pages) }
            }
            let authors = BookValidation.authors(metadata.authors)
            let keepsAuthors = fillingGapsOnly && !before.authors.isEmpty
            if !edited.contains(.authors), !authors.isEmpty, !keepsAuthors {
                remember(.authors)
            }
            try row.update(in: connection)
            if !edited.contains(.authors), !authors.isEmpty, !keepsAuthors {
                try BookNames.authors.replace(of: id, with: authors, in: connection)
            }
        }
        let after = try book(id: id)
        return Self.changedFields(before, after)
    }

    private static func changedFields(_ before: Book, _ after: Book) -> [String] {
        let fields: [(name: String, changed: Bool)] = [
            ("title", before.title != after.title), ("subtitle", before.subtitle != after.subtitle),
            ("authors", before.authors != after.authors), ("pages", before.pageCount != after.pageCount),
            ("year", before.year != after.year), ("publisher", before.publisher != after.publisher),
            ("language", before.language != after.language), ("description", before.description != after.description),
            ("ISBN", before.isbn13 != after.isbn13), ("cover", before.thumbnail != after.thumbnail),
            ("page counts", before.pageCandidates != after.pageCandidates),
            ("Open Library id", before.openLibraryID != after.openLibraryID),
        ]
        return fields.filter(\.changed).map(\.name)
    }
}
