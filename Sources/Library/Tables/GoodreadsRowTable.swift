internal import SQLiteStore

/// The `goodreads_rows` table: each book's row of the Goodreads export it last came from
/// (`GoodreadsImportedRow`), one per book, deleted with its book.
enum GoodreadsRowTable {
    /// The columns read back, with the book's id.
    private enum Column: String, ColumnName {
        case bookID = "book_id", columns, exported
    }

    /// The stored rows of the books matching `condition` (SQL over `book_id`), by book id.
    static func load(
        in connection: Connection, where condition: String = "1", _ values: [SQLiteBindable] = []
    ) throws -> [Int: GoodreadsImportedRow] {
        var rows: [Int: GoodreadsImportedRow] = [:]
        try scan(in: connection, where: condition, values) { id, imported in
            rows[id] = imported
            return true
        }
        return rows
    }

    /// True when some stored row satisfies `predicate`; stops reading at the first that does.
    static func contains(in connection: Connection, where predicate: (GoodreadsImportedRow) -> Bool) throws -> Bool {
        var found = false
        try scan(in: connection, where: "1", []) { _, imported in
            found = predicate(imported)
            return !found
        }
        return found
    }

    /// Hands each stored row matching `condition` to `body`, with its book's id, until it returns false.
    private static func scan(
        in connection: Connection, where condition: String, _ values: [SQLiteBindable],
        _ body: (Int, GoodreadsImportedRow) throws -> Bool
    ) throws {
        try connection.prepare("SELECT book_id, columns, exported FROM goodreads_rows WHERE \(condition)").scanRows(
            values, as: Column.self
        ) { row in
            let columns = try row.requiredText(.columns)
            let exported = try row.requiredText(.exported)
            guard let imported = GoodreadsImportedRow(storedColumns: columns, storedExported: exported) else {
                throw DamagedValue(column: "goodreads_rows.columns", problem: "is not a header and a row of CSV")
            }
            return try body(try row.requiredInt(.bookID), imported)
        }
    }

    /// The stored columns (`GoodreadsImportedRow.storedColumns`) of the books in `ids`, and with
    /// `includingUnmarked` of every book whose export mark is still to compute (which reads the
    /// whole table), by book id, each with whether its mark is: what the end of an import
    /// compares the rows it keeps against, without parsing them.
    static func storedColumns(
        of ids: [Int], includingUnmarked: Bool, in connection: Connection
    ) throws -> [Int: (columns: String, exported: Bool)] {
        var rows: [Int: (columns: String, exported: Bool)] = [:]
        try connection.forEachRow(
            "SELECT book_id, columns, exported FROM goodreads_rows WHERE book_id IN (SELECT value FROM json_each(?))"
                + (includingUnmarked ? " OR exported = ''" : ""),
            [jsonList(ids)], as: Column.self
        ) { row in
            rows[try row.requiredInt(.bookID)] = (try row.requiredText(.columns), try !row.requiredText(.exported).isEmpty)
        }
        return rows
    }

    /// `ids` as a JSON array, which `json_each` turns into rows: one parameter however many ids.
    static func jsonList(_ ids: some Sequence<Int>) -> String {
        "[" + ids.map(String.init).joined(separator: ",") + "]"
    }

    /// Keeps the row stored as `columns` (`GoodreadsImportedRow.storedColumns`) as book `id`'s
    /// imported row, replacing an older one, with what shelf exported for the book just after
    /// the import.
    static func save(columns: String, exported: [String], of id: Int, in connection: Connection) throws {
        try connection.run(
            """
            INSERT INTO goodreads_rows (book_id, columns, exported) VALUES (?, ?, ?)
            ON CONFLICT (book_id) DO UPDATE SET columns = excluded.columns, exported = excluded.exported
            """, [id, columns, storedExported(exported)])
    }

    /// Stores `row` whole, as a backup holds it, for book `id`.
    static func restore(_ row: GoodreadsImportedRow, of id: Int, in connection: Connection) throws {
        try connection.run(
            "INSERT INTO goodreads_rows (book_id, columns, exported) VALUES (?, ?, ?)",
            [id, row.storedColumns, row.storedExported])
    }

    /// Stores what an export wrote for book `id` just after its import.
    static func saveExported(_ exported: [String], of id: Int, in connection: Connection) throws {
        try connection.run("UPDATE goodreads_rows SET exported = ? WHERE book_id = ?", [storedExported(exported), id])
    }

    /// `exported` as stored (see `GoodreadsImportedRow.storedExported`).
    private static func storedExported(_ exported: [String]) -> String {
        GoodreadsImportedRow(names: [], values: [], exported: exported).storedExported
    }
}
