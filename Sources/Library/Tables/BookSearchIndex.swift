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
    /// gathering costs a row write and no flush. Books above `addedAfter` are added by the bulk
    /// write, and all of their index rows are written at its end: the triggers pass over them,
    /// which spares an import's thousands of new books and their authors a write each.
    private static func gatherTouchedBooks(addedAfter: Int) -> String {
        """
        CREATE TEMP TABLE IF NOT EXISTS book_search_touched (book_id INTEGER PRIMARY KEY);
        DELETE FROM temp.book_search_touched;
        CREATE TEMP TRIGGER book_search_touched_added AFTER INSERT ON main.books WHEN NEW.id <= \(addedAfter) BEGIN
            INSERT OR IGNORE INTO book_search_touched (book_id) VALUES (NEW.id);
        END;
        CREATE TEMP TRIGGER book_search_touched_retitled AFTER UPDATE OF title ON main.books WHEN NEW.id <= \(addedAfter) BEGIN
            INSERT OR IGNORE INTO book_search_touched (book_id) VALUES (NEW.id);
        END;
        CREATE TEMP TRIGGER book_search_touched_removed AFTER DELETE ON main.books WHEN OLD.id <= \(addedAfter) BEGIN
            INSERT OR IGNORE INTO book_search_touched (book_id) VALUES (OLD.id);
        END;
        CREATE TEMP TRIGGER book_search_touched_author_added AFTER INSERT ON main.book_authors
            WHEN NEW.book_id <= \(addedAfter) BEGIN
            INSERT OR IGNORE INTO book_search_touched (book_id) VALUES (NEW.book_id);
        END;
        CREATE TEMP TRIGGER book_search_touched_author_changed AFTER UPDATE ON main.book_authors BEGIN
            INSERT OR IGNORE INTO book_search_touched (book_id) VALUES (OLD.book_id);
            INSERT OR IGNORE INTO book_search_touched (book_id) VALUES (NEW.book_id);
        END;
        CREATE TEMP TRIGGER book_search_touched_author_removed AFTER DELETE ON main.book_authors
            WHEN OLD.book_id <= \(addedAfter) BEGIN
            INSERT OR IGNORE INTO book_search_touched (book_id) VALUES (OLD.book_id);
        END;
        """
    }

    /// Brings the index rows of the touched books and of the books added after `addedAfter` up
    /// to date (a removed book's row goes; one added has none to remove), then stops gathering.
    private static func rewriteTouchedBooks(addedAfter: Int) -> String {
        """
        DELETE FROM book_search WHERE rowid IN (SELECT book_id FROM temp.book_search_touched);
        \(rows(where: "b.id IN (SELECT book_id FROM temp.book_search_touched) OR b.id > \(addedAfter)"));
        DROP TRIGGER temp.book_search_touched_added;
        DROP TRIGGER temp.book_search_touched_retitled;
        DROP TRIGGER temp.book_search_touched_removed;
        DROP TRIGGER temp.book_search_touched_author_added;
        DROP TRIGGER temp.book_search_touched_author_changed;
        DROP TRIGGER temp.book_search_touched_author_removed;
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
