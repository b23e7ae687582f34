import JSON
import Library

/// The JSON shape of books, shared by every command's `--json`.
enum BookJSON {
    static func book(_ book: Book) -> JSONValue {
        var members = JSONMemberList()
        addMembers(of: book, to: &members)
        return members.object
    }

    static func details(_ details: BookDetails) -> JSONValue {
        var fields = JSONMemberList()
        addMembers(of: details.book, to: &fields)
        fields.add("wordCount", .int(details.wordCount))
        fields.add("review", .string(details.book.review))
        fields.add("privateNotes", .string(details.book.privateNotes))
        fields.add("notes", .array(details.notes.map(note)))
        fields.add(
            "statusChanges",
            .array(details.statusHistory.map { change in
                .object([
                    ("from", .string(change.from?.rawValue)),
                    ("to", .string(change.to.rawValue)),
                    ("at", .date(change.at)),
                ])
            }))
        fields.add(
            "progress",
            .array(details.progress.map { entry in
                .object([("page", .int(entry.page)), ("at", .date(entry.at))])
            }))
        fields.add(
            "readThroughs",
            .array(details.readThroughs.map { readThrough in
                .object([
                    ("startedAt", .date(readThrough.startedAt)),
                    ("finishedAt", .date(readThrough.finishedAt)),
                    ("outcome", .string(readThrough.outcome.rawValue)),
                    ("startedPrecision", .string(readThrough.startedPrecision?.rawValue)),
                    ("finishedPrecision", .string(readThrough.finishedPrecision?.rawValue)),
                ])
            }))
        return fields.object
    }

    /// A dated private note: `{"at", "text"}`.
    static func note(_ note: BookNote) -> JSONValue {
        .object([("at", .date(note.at)), ("text", .string(note.text))])
    }

    /// Adds the members of a book's JSON to `members`, in their order: the one description of
    /// the shape, gathered into a value by `book(_:)` or written out as it is made for a long list.
    static func addMembers<Members: JSONMembers>(of book: Book, to members: inout Members) {
        members.add("id", .int(book.id))
        members.add("title", .string(book.title))
        members.add("subtitle", .string(book.subtitle))
        members.add("authors", .array(book.authors.map { .string($0) }))
        members.add("status", .string(book.status.rawValue))
        members.add("pageCount", .int(book.pageCount))
        members.add("currentPage", .int(book.currentPage))
        members.add("percent", .double(book.percent))
        members.add("isbn10", .string(book.isbn10))
        members.add("isbn13", .string(book.isbn13))
        members.add("year", .int(book.year))
        members.add("originalYear", .int(book.originalYear))
        members.add("publisher", .string(book.publisher))
        members.add("rating", .double(book.rating))
        members.add("shelves", .array(book.shelves.map { .string($0) }))
        members.add("customShelf", .string(book.customShelf))
        members.add("addedAt", date: book.addedAt)
        members.add("addedPrecision", .string(book.addedPrecision?.rawValue))
        members.add("startedAt", date: book.startedAt)
        members.add("finishedAt", date: book.finishedAt)
        members.add("readCount", .int(book.readCount))
        members.add("googleVolumeId", .string(book.googleVolumeID))
        members.add("goodreadsId", .string(book.goodreadsID))
        members.add("openLibraryId", .string(book.openLibraryID))
        members.add("coverUrl", .string(book.thumbnail))
        members.add("fieldSources", .object(book.fieldSources.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value.rawValue)) }))
        members.add("pageCounts", .array(book.pageCandidates.map { .object([("source", .string($0.origin)), ("pages", .int($0.pages))]) }))
    }
}
