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

    /// The books touched since the bulk write began, gathered by TEMP triggers (the schema's own
    /// are lifted meanwhile). Inserting into a TEMP table touches no virtual table, so the
    /// gathering costs a row write and no flush.
    private static let gatherTouchedBooks = """
        CREATE TEMP TABLE IF NOT EXISTS book_search_touched (book_id INTEGER PRIMARY KEY);
        DELETE FROM temp.book_search_touched;
        CREATE TEMP TRIGGER book_search_touched_added AFTER INSERT ON main.books BEGIN
            INSERT OR IGNORE INTO book_search_touched (book_id) VALUES (NEW.id);
        END;
        CREATE TEMP TRIGGER book_search_touched_retitled AFTER UPDATE OF title ON main.books BEGIN
            INSERT OR IGNORE INTO book_search_touched (book_id) VALUES (NEW.id);
        END;
        CREATE TEMP TRIGGER book_search_touched_removed AFTER DELETE ON main.books BEGIN
            INSERT OR IGNORE INTO book_search_touched (book_id) VALUES (OLD.id);
        END;
        CREATE TEMP TRIGGER book_search_touched_author_added AFTER INSERT ON main.book_authors BEGIN
            INSERT OR IGNORE INTO book_search_touched (book_id) VALUES (NEW.book_id);
        END;
        CREATE TEMP TRIGGER book_search_touched_author_changed AFTER UPDATE ON main.book_authors BEGIN
            INSERT OR IGNORE INTO book_search_touched (book_id) VALUES (OLD.book_id);
            INSERT OR IGNORE INTO book_search_touched (book_id) VALUES (NEW.book_id);
        END;
        CREATE TEMP TRIGGER book_search_touched_author_removed AFTER DELETE ON main.book_authors BEGIN
            INSERT OR IGNORE INTO book_search_touched (book_id) VALUES (OLD.book_id);
        END;
        """

    /// Brings the index rows of the touched books up to date (a removed book's row goes), then
    /// stops gathering.
    private static let rewriteTouchedBooks = """
        DELETE FROM book_search WHERE rowid IN (SELECT book_id FROM temp.book_search_touched);
        \(rows(where: "b.id IN (SELECT book_id FROM temp.book_search_touched)"));
        DROP TRIGGER temp.book_search_touched_added;
        DROP TRIGGER temp.book_search_touched_retitled;
        DROP TRIGGER temp.book_search_touched_removed;
        DROP TRIGGER temp.book_search_touched_author_added;
        DROP TRIGGER temp.book_search_touched_author_changed;
        DROP TRIGGER temp.book_search_touched_author_removed;
        DELETE FROM temp.book_search_touched;
        """

    /// Runs `body`, a bulk write inside the caller's transaction, with the index's triggers
    /// lifted, then brings the index up to date for every book `body` added, retitled, removed or
    /// changed the authors of, and puts the triggers back as they were (their SQL is read from
    /// the schema, so this never holds a second copy of it). Should `body` throw, the caller's
    /// transaction must roll back, which puts the triggers back too.
    static func deferringUpdates<T>(on connection: Connection, _ body: () throws -> T) throws -> T {
        let triggers = try connection.query(
            "SELECT name, sql FROM main.sqlite_schema WHERE type = 'trigger' AND name LIKE 'book\\_search\\_%' ESCAPE '\\' ORDER BY name"
        ) { row in (name: row.string(0) ?? "", sql: row.string(1) ?? "") }
        try connection.execute(gatherTouchedBooks)
        for trigger in triggers {
            try connection.execute("DROP TRIGGER main.\"\(trigger.name.replacingOccurrences(of: "\"", with: "\"\""))\"")
        }
        let result = try body()
        try connection.execute(rewriteTouchedBooks)
        for trigger in triggers { try connection.execute(trigger.sql) }
        return result
    }
}
