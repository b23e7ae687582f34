/// Keeps an `ExportMark.unchanged` true: just before the first change to anything such a book
/// exports (its row, authors, shelves or read-throughs), a trigger stores the columns it exports
/// then as its mark, through `function`, which the library gives its connection
/// (`Bookshelf.defineGoodreadsMarkFunction`). The undo journal records that store with the change,
/// so undoing the change brings `unchanged` back with the book as it was.
///
/// TEMP triggers, made on shelf's own connection only for the tables a command writes, and only
/// while some mark is `unchanged` (`Bookshelf.makeGoodreadsMarkTriggers`): in the schema they
/// would make every other program that writes the library (the `sqlite3` shell) fail on a
/// function only shelf has, and every command would compile them.
enum GoodreadsMarkTriggers {
    /// The connection's function the triggers call: a book's id in, its columns as stored out.
    static let function = "shelf_goodreads_mark"

    /// SQL answering 1 when some mark is `unchanged`.
    static let areNeeded = "SELECT EXISTS (\(GoodreadsRowTable.unchangedBooks))"

    /// The tables whose rows a book's export is made of.
    static let tables = ["books", "book_authors", "book_shelves", "read_throughs"]

    /// SQL making the triggers on `table` unless they are made already: on an update of a book,
    /// and on any change to its authors, shelves and read-throughs; not on a book's deletion,
    /// which takes its row with it. Nil for a table no export reads.
    static func creation(on table: String) -> String? {
        switch table {
        case "books":
            return trigger(table, "UPDATE", book: "OLD.id")
        case "book_authors", "book_shelves", "read_throughs":
            // A book's deletion deletes these rows after the book itself: nothing to mark then.
            return trigger(table, "INSERT", book: "NEW.book_id") + trigger(table, "UPDATE", book: "OLD.book_id")
                + trigger(table, "DELETE", book: "OLD.book_id", when: "EXISTS (SELECT 1 FROM books WHERE id = OLD.book_id)")
        default:
            return nil
        }
    }

    private static func trigger(_ table: String, _ event: String, book: String, when extra: String? = nil) -> String {
        let unchanged = "EXISTS (SELECT 1 FROM goodreads_rows WHERE book_id = \(book) AND exported = '\(ExportMark.storedUnchanged)')"
        return """
            CREATE TEMP TRIGGER IF NOT EXISTS goodreads_mark_\(table)_\(event.lowercased()) BEFORE \(event) ON main.\(table)
                WHEN \(unchanged)\(extra.map { " AND \($0)" } ?? "")
            BEGIN
                UPDATE goodreads_rows SET exported = \(function)(\(book)) WHERE book_id = \(book);
            END;

            """
    }
}
