internal import SQLiteStore

/// The highest ids the library ever gave a book and a word, which SQLite's AUTOINCREMENT keeps in
/// `sqlite_sequence`. An id is never given again (README, rule 3): a removed book's id is refused
/// rather than read as a title, and a backup carries both counters to the library it restores,
/// so that one does not give a removed book's or word's id to another.
struct LastIDs: Equatable {
    /// The highest book id given out, 0 before the first.
    var books = 0
    /// The highest word id given out, 0 before the first.
    var words = 0

    /// The counters of the library on `connection`.
    static func given(in connection: Connection) throws -> LastIDs {
        var ids = LastIDs()
        try connection.forEachRow("SELECT name, seq FROM sqlite_sequence WHERE name IN ('books', 'words')") { row in
            if row.string(0) == "books" { ids.books = row.int(1) ?? 0 } else { ids.words = row.int(1) ?? 0 }
        }
        return ids
    }

    /// Raises the library's counters to these, so no id up to them is given out; never lowers one.
    func keep(in connection: Connection) throws {
        let given = try Self.given(in: connection)
        if books > given.books { try Self.set("books", to: books, in: connection) }
        if words > given.words { try Self.set("words", to: words, in: connection) }
    }

    private static func set(_ table: String, to id: Int, in connection: Connection) throws {
        // A counter's row exists once its table stored a row; before, it is made.
        try connection.run("DELETE FROM sqlite_sequence WHERE name = ?", [table])
        try connection.run("INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)", [table, id])
    }
}
