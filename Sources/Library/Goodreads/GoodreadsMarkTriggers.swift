/// Keeps an `ExportMark.unchanged` true: just before the first change to anything such a book
/// exports (its row, authors, shelves or read-throughs), a trigger stores the columns it exports
/// then as its mark, through `function`, which the library gives its connection
/// (`Bookshelf.defineGoodreadsMarkFunction`). The undo journal records that store with the change,
/// so undoing the change brings `unchanged` back with the book as it was.
///
/// TEMP triggers, made on shelf's own connection when a change begins and some mark is
/// `unchanged`: in the schema they would make every other program that writes the library (the
/// `sqlite3` shell) fail on a function only shelf has, and a library without such marks pays
/// nothing for them.
enum GoodreadsMarkTriggers {
    /// The connection's function the triggers call: a book's id in, its columns as stored out.
    static let function = "shelf_goodreads_mark"

    /// SQL answering 1 when some mark is `unchanged` and the triggers are not made yet.
    static let areMissing = """
        SELECT EXISTS (\(GoodreadsRowTable.unchangedBooks))
            AND NOT EXISTS (SELECT 1 FROM temp.sqlite_schema WHERE type = 'trigger' AND name = 'goodreads_mark_books')
        """

    /// SQL making the triggers: on an update of the book, and on any change to its authors,
    /// shelves and read-throughs; not on the book's deletion, which takes its row with it.
    static let creation: String = {
        var sql = trigger("books", "UPDATE", book: "OLD.id")
        for table in ["book_authors", "book_shelves", "read_throughs"] {
            sql += trigger(table, "INSERT", book: "NEW.book_id")
            sql += trigger(table, "UPDATE", book: "OLD.book_id")
            // A book's deletion deletes these rows after the book itself: nothing to mark then.
            sql += trigger(table, "DELETE", book: "OLD.book_id", when: "EXISTS (SELECT 1 FROM books WHERE id = OLD.book_id)")
        }
        return sql
    }()

    private static func trigger(_ table: String, _ event: String, book: String, when extra: String? = nil) -> String {
        let unchanged = "EXISTS (SELECT 1 FROM goodreads_rows WHERE book_id = \(book) AND exported = '\(ExportMark.storedUnchanged)')"
        let name = table == "books" ? "goodreads_mark_books" : "goodreads_mark_\(table)_\(event.lowercased())"
        return """
            CREATE TEMP TRIGGER \(name) BEFORE \(event) ON main.\(table)
                WHEN \(unchanged)\(extra.map { " AND \($0)" } ?? "")
            BEGIN
                UPDATE goodreads_rows SET exported = \(function)(\(book)) WHERE book_id = \(book);
            END;

            """
    }
}
