internal import SQLiteStore

/// The `book_search` full-text index of titles and authors, kept in step with `books` and
/// `book_authors` by the schema's `book_search_*` triggers.
///
/// Those triggers suit a command that changes a book or two. An import changes thousands: each
/// trigger writes the index, and once the index has been written in a transaction, SQLite makes
/// every later statement of it open a savepoint on the index, which flushes FTS5's pending terms
/// to disk as a new segment. `deferringUpdates` lifts the triggers for the length of a bulk
/// write, notes which books it touched, and rewrites their index rows once at the end.
enum BookSearchIndex {
    /// The index row of each book in `books b` matching `condition`: its id, title and authors
    /// joined as the triggers join them.
    private static func rows(where condition: String) -> String {
        """
        INSERT INTO book_search (rowid, title, authors)
            SELECT b.id, b.title, ifnull((SELECT group_concat(name, ', ') FROM book_authors WHERE book_id = b.id), '')
            FROM books b WHERE \(condition)
        """
    }

    /// The TEMP triggers that gather the books touched since the bulk write began (the schema's
    /// own are lifted meanwhile), each as its name, when it fires and the book ids it notes.
    /// Inserting into a TEMP table touches no virtual table, so the gathering costs a row write
    /// and no flush. Books above the bulk write's `addedAfter` are added by it, and all of their
    /// index rows are written at its end: the triggers pass over them, which spares an import's
    /// thousands of new books and their authors a write each. An author moved from one book to
    /// another touches both.
    private static let gatherers: [(name: String, event: String, ids: [String])] = [
        ("added", "AFTER INSERT ON main.books", ["NEW.id"]),
        ("retitled", "AFTER UPDATE OF title ON main.books", ["NEW.id"]),
        ("removed", "AFTER DELETE ON main.books", ["OLD.id"]),
        ("author_added", "AFTER INSERT ON main.book_authors", ["NEW.book_id"]),
        ("author_changed", "AFTER UPDATE ON main.book_authors", ["OLD.book_id", "NEW.book_id"]),
        ("author_removed", "AFTER DELETE ON main.book_authors", ["OLD.book_id"]),
    ]

    /// Starts gathering the books touched (see `gatherers`).
    private static func gatherTouchedBooks(addedAfter: Int) -> String {
        let triggers = gatherers.map { trigger in
            // A trigger noting one book leaves out the books the bulk write adds.
            let when = trigger.ids.count == 1 ? " WHEN \(trigger.ids[0]) <= \(addedAfter)" : ""
            let notes = trigger.ids.map { "INSERT OR IGNORE INTO book_search_touched (book_id) VALUES (\($0));" }
            return "CREATE TEMP TRIGGER book_search_touched_\(trigger.name) \(trigger.event)\(when) BEGIN \(notes.joined(separator: " ")) END;"
        }
        return """
            CREATE TEMP TABLE IF NOT EXISTS book_search_touched (book_id INTEGER PRIMARY KEY);
            DELETE FROM temp.book_search_touched;
            \(triggers.joined(separator: "\n"))
            """
    }

    /// Brings the index rows of the touched books and of the books added after `addedAfter` up
    /// to date (a removed book's row goes; one added has none to remove), then stops gathering.
    private static func rewriteTouchedBooks(addedAfter: Int) -> String {
        """
        DELETE FROM book_search WHERE rowid IN (SELECT book_id FROM temp.book_search_touched);
        \(rows(where: "b.id IN (SELECT book_id FROM temp.book_search_touched) OR b.id > \(addedAfter)"));
        \(gatherers.map { "DROP TRIGGER temp.book_search_touched_\($0.name);" }.joined(separator: "\n"))
        DELETE FROM temp.book_search_touched;
        """
    }

    /// Runs `body`, a bulk write inside the caller's transaction, with the index's triggers
    /// lifted, then brings the index up to date for every book `body` added, retitled, removed or
    /// changed the authors of, and puts the triggers back as they were (their SQL is read from
    /// the schema, so this never holds a second copy of it). Should `body` throw, the caller's
    /// transaction must roll back, which puts the triggers back too.
    static func deferringUpdates<T>(on connection: Connection, _ body: () throws -> T) throws -> T {
        let triggers = try connection.query(
            "SELECT name, sql FROM main.sqlite_schema WHERE type = 'trigger' AND name LIKE 'book\\_search\\_%' ESCAPE '\\' ORDER BY name"
        ) { row in (name: row.string(0) ?? "", sql: row.string(1) ?? "") }
        // Books get ids above every id used before (`AUTOINCREMENT`), so those above the largest
        // now are the ones `body` adds.
        let addedAfter = try connection.scalarInt("SELECT ifnull(max(id), 0) FROM main.books") ?? 0
        // With no book before, every book is one `body` adds, so there is nothing to gather: and
        // without TEMP triggers on them, inserts into `books` and `book_authors` keep no
        // statement journal (SQLite copies every page such a statement changes into one).
        let gathering = addedAfter > 0
        if gathering { try connection.execute(gatherTouchedBooks(addedAfter: addedAfter)) }
        for trigger in triggers {
            try connection.execute("DROP TRIGGER main.\"\(trigger.name.replacingOccurrences(of: "\"", with: "\"\""))\"")
        }
        let result = try body()
        try connection.execute(gathering ? rewriteTouchedBooks(addedAfter: addedAfter) : rows(where: "1"))
        for trigger in triggers { try connection.execute(trigger.sql) }
        return result
    }
}
