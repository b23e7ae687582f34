internal import SQLiteStore

/// Reads the whole library into a `BackupFile`: one query per table, each in id order, so a large
/// library costs a handful of scans rather than queries per book.
enum BackupExporter {
    /// The backup of the library on `connection`; `marks` are the columns each book whose
    /// Goodreads row is marked `unchanged` exports now, by id, written as its mark.
    static func backup(from connection: Connection, marks: [Int: [String]]) throws -> BackupFile {
        let authors = try BookNames.authors.byBook(in: connection)
        let shelves = try BookNames.shelves.byBook(in: connection)
        let changes = try grouped(StatusChangeRow.self, connection, by: \.bookID)
        let readThroughs = try grouped(ReadThroughRow.self, connection, by: \.bookID)
        let progress = try grouped(ProgressRow.self, connection, by: \.bookID)
        let notes = try grouped(NoteRow.self, connection, by: \.bookID)
        var goodreadsRows = try GoodreadsRowTable.load(in: connection)
        for (id, columns) in marks where goodreadsRows[id]?.mark == .unchanged { goodreadsRows[id]?.mark = .columns(columns) }
        let books = try BookRow.all(in: connection, orderedBy: "id").map { row in
            BackupBook(
                row: row, authors: authors[row.id] ?? [], shelves: shelves[row.id] ?? [], goodreadsRow: goodreadsRows[row.id],
                statusChanges: changes[row.id] ?? [], readThroughs: readThroughs[row.id] ?? [], progress: progress[row.id] ?? [],
                notes: notes[row.id] ?? [])
        }
        let reviews = try grouped(ReviewRow.self, connection, by: \.wordID)
        let encounters = try grouped(EncounterRow.self, connection, by: \.wordID)
        let words = try WordRow.all(in: connection, orderedBy: "id").map { row in
            BackupWord(row: row, reviews: reviews[row.id] ?? [], encounters: encounters[row.id] ?? [])
        }
        let dictionary = try DictionaryEntryRow.all(in: connection, orderedBy: "language, word_key")
        let goals = try ReadingGoal.all(in: connection, orderedBy: "year")
        return BackupFile(
            books: books, words: words, dictionaryEntries: dictionary, goals: goals,
            lastIDs: try LastIDs.given(in: connection))
    }

    /// Every row of a child table grouped by its owner's id, in id order.
    private static func grouped<Row: TableRow>(
        _ table: Row.Type, _ connection: Connection, by owner: (Row) -> Int
    ) throws -> [Int: [Row]] {
        var result: [Int: [Row]] = [:]
        try Row.forEach(in: connection, orderedBy: "id") { row in
            result[owner(row), default: []].append(row)
        }
        return result
    }
}
