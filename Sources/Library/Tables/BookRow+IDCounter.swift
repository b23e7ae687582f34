internal import SQLiteStore

/// The highest id the library ever gave a book, which SQLite's AUTOINCREMENT keeps in
/// `sqlite_sequence`: an id is never given again (README, rule 3), so a removed book's id is
/// refused rather than read as a title, and a backup carries the counter to the library it
/// restores.
extension BookRow {
    /// The highest book id given out, 0 before the first.
    static func lastIDGiven(in connection: Connection) throws -> Int {
        try connection.scalarInt("SELECT seq FROM sqlite_sequence WHERE name = 'books'") ?? 0
    }

    /// Makes `lastIDGiven` at least `id`, so no id up to it is given out; never lowers it.
    static func neverGiveIDs(through id: Int, in connection: Connection) throws {
        guard try id > lastIDGiven(in: connection) else { return }
        // The counter's row exists once a book was stored; before, it is made.
        try connection.run("DELETE FROM sqlite_sequence WHERE name = 'books'")
        try connection.run("INSERT INTO sqlite_sequence (name, seq) VALUES ('books', ?)", [id])
    }
}
