import JSON
import Library

/// The JSON shape of books, shared by every command's `--json`.
enum BookJSON {
    static func book(_ book: Book) -> JSONValue {
        .object(members(of: book))
    }

    static func details(_ details: BookDetails) -> JSONValue {
        var fields = members(of: details.book)
        fields.append(("wordCount", .int(details.wordCount)))
        fields.append(("review", .string(details.book.review)))
        fields.append(("privateNotes", .string(details.book.privateNotes)))
        fields.append(("notes", .array(details.notes.map(note))))
        fields.append((
            "statusChanges",
            .array(details.statusHistory.map { change in
                .object([
                    ("from", .string(change.from?.rawValue)),
                    ("to", .string(change.to.rawValue)),
                    ("at", .date(change.at)),
                ])
            })))
        fields.append((
            "progress",
            .array(details.progress.map { entry in
                .object([("page", .int(entry.page)), ("at", .date(entry.at))])
            })))
        fields.append((
            "readThroughs",
            .array(details.readThroughs.map { readThrough in
                .object([
                    ("startedAt", .date(readThrough.startedAt)),
                    ("finishedAt", .date(readThrough.finishedAt)),
                    ("outcome", .string(readThrough.outcome.rawValue)),
                    ("startedPrecision", .string(readThrough.startedPrecision?.rawValue)),
                    ("finishedPrecision", .string(readThrough.finishedPrecision?.rawValue)),
                ])
            })))
        return .object(fields)
    }

    /// A dated private note: `{"at", "text"}`.
    static func note(_ note: BookNote) -> JSONValue {
        .object([("at", .date(note.at)), ("text", .string(note.text))])
    }

    private static func members(of book: Book) -> [(String, JSONValue)] {
        [
            ("id", .int(book.id)),
            ("title", .string(book.title)),
            ("subtitle", .string(book.subtitle)),
            ("authors", .array(book.authors.map { .string($0) })),
            ("status", .string(book.status.rawValue)),
            ("pageCount", .int(book.pageCount)),
            ("currentPage", .int(book.currentPage)),
            ("percent", .double(book.percent)),
            ("isbn10", .string(book.isbn10)),
            ("isbn13", .string(book.isbn13)),
            ("year", .int(book.year)),
            ("originalYear", .int(book.originalYear)),
            ("publisher", .string(book.publisher)),
            ("rating", .double(book.rating)),
            ("shelves", .array(book.shelves.map { .string($0) })),
            ("customShelf", .string(book.customShelf)),
            ("addedAt", .date(book.addedAt)),
            ("addedPrecision", .string(book.addedPrecision?.rawValue)),
            ("startedAt", .date(book.startedAt)),
            ("finishedAt", .date(book.finishedAt)),
            ("readCount", .int(book.readCount)),
            ("googleVolumeId", .string(book.googleVolumeID)),
            ("goodreadsId", .string(book.goodreadsID)),
            ("openLibraryId", .string(book.openLibraryID)),
            ("coverUrl", .string(book.thumbnail)),
            ("fieldSources", .object(book.fieldSources.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value.rawValue)) })),
            ("pageCounts", .array(book.pageCandidates.map { .object([("source", .string($0.origin)), ("pages", .int($0.pages))]) })),
        ]
    }
}
