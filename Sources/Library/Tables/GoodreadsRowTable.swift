internal import SQLiteStore

/// The `goodreads_rows` table: each book's row of the Goodreads export it last came from
/// (`GoodreadsImportedRow`), one per book, deleted with its book. A row's header is stored once
/// for all the rows that share it, in `goodreads_headers`; a row kept before that (with no
/// `header_id`) holds its header itself, and both read back alike.
enum GoodreadsRowTable {
    /// The columns compared on an import, with the book's id.
    private enum Column: String, ColumnName {
        case bookID = "book_id", columns
    }

    /// The columns of a row read back whole: its header apart from its values when it is stored
    /// apart (`header_id`), else both in `columns`.
    private enum StoredColumn: String, ColumnName {
        case bookID = "book_id", headerID = "header_id", names, columns, exported
    }

    /// The ids of the books whose row is marked `ExportMark.unchanged`, as SQL (read through the
    /// partial index `goodreads_rows_unchanged`).
    static let unchangedBooks = "SELECT book_id FROM goodreads_rows WHERE exported = '\(ExportMark.storedUnchanged)'"

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

    /// True when some stored row whose header has a column of `columns` (named as a header spells
    /// them) satisfies `predicate`; stops reading at the first that does. Only those rows are read
    /// (and those kept before headers were stored apart, which hold their own): a library of
    /// current-form exports reads none to find it has no older-form value.
    static func contains(
        in connection: Connection, withAnyColumnOf columns: [String], where predicate: (GoodreadsImportedRow) -> Bool
    ) throws -> Bool {
        let wanted = Set(GoodreadsImportedRow.positions(of: columns).keys)
        var headers: [Int] = []
        try connection.forEachRow("SELECT id, names FROM goodreads_headers") { row in
            guard let id = row.int(0), let names = GoodreadsImportedRow.record(row.string(1) ?? "") else { return }
            if !wanted.isDisjoint(with: GoodreadsImportedRow.positions(of: names).keys) { headers.append(id) }
        }
        var found = false
        try scan(in: connection, where: "r.header_id IS NULL OR \(IDList.contains("r.header_id"))", [IDList.json(headers)]) { _, imported in
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
        // A header is read once for all the rows of its file, not again with every row.
        var headers: [Int: (names: [String], positions: [String: Int])] = [:]
        try connection.prepare(
            "SELECT book_id, r.header_id AS header_id, h.names AS names, r.columns AS columns, exported FROM \(rowsWithHeaders) WHERE \(condition)"
        ).scanRows(values, as: StoredColumn.self) { row in
            let columns = try row.requiredText(.columns)
            guard let mark = GoodreadsImportedRow.mark(stored: try row.requiredText(.exported)) else {
                throw DamagedValue(column: "goodreads_rows.exported", problem: "is not an export mark")
            }
            let imported: GoodreadsImportedRow?
            if let headerID = try row.optionalInt(.headerID) {
                guard let header = try headers[headerID] ?? GoodreadsImportedRow.record(row.requiredText(.names)).map({ names in
                    (names, GoodreadsImportedRow.positions(of: names))
                }) else {
                    throw DamagedValue(column: "goodreads_headers.names", problem: "is not a row of CSV")
                }
                headers[headerID] = header
                imported = GoodreadsImportedRow(
                    names: header.names, positions: header.positions, storedValues: columns, mark: mark)
            } else {
                imported = GoodreadsImportedRow(storedColumns: columns, mark: mark)
            }
            guard let imported else {
                throw DamagedValue(column: "goodreads_rows.columns", problem: "is not a header and a row of CSV")
            }
            return try body(try row.requiredInt(.bookID), imported)
        }
    }

    /// The rows joined to their headers, and a row's stored columns (its header and its values,
    /// `GoodreadsImportedRow.storedNames` then `storedValues`) whichever form it is stored in.
    private static let rowsWithHeaders = "goodreads_rows r LEFT JOIN goodreads_headers h ON h.id = r.header_id"
    private static let headerAndValues = "ifnull(h.names, '') || r.columns"

    /// For each stored row of the books in `ids`, by book id: whether `isUnchanged` finds it
    /// unchanged, handed the book's id and the row's stored columns (`headerAndValues`) as UTF-8
    /// read in place. What the end of an import compares the rows it keeps against, without
    /// making a String of each.
    static func storedColumns(
        of ids: [Int], in connection: Connection, isUnchanged: (Int, UnsafeBufferPointer<UInt8>) -> Bool
    ) throws -> [Int: Bool] {
        var rows: [Int: Bool] = [:]
        try connection.forEachRow(
            "SELECT book_id, \(headerAndValues) AS columns FROM \(rowsWithHeaders) WHERE \(IDList.contains("book_id"))",
            [IDList.json(ids)], as: Column.self
        ) { row in
            let id = try row.requiredInt(.bookID)
            rows[id] = isUnchanged(id, try row.requiredUTF8(.columns))
        }
        return rows
    }

    /// Gives every row stored without an export mark (kept by a shelf from before marks) `mark`.
    static func markUnmarkedRows(_ mark: ExportMark, in connection: Connection) throws {
        try connection.run("UPDATE goodreads_rows SET exported = ? WHERE exported = ''", [storedMark(mark)])
    }

    /// The id of the header stored as `names` (`GoodreadsImportedRow.storedNames`), stored now
    /// when no row had it yet.
    static func headerID(of names: String, in connection: Connection) throws -> Int {
        if let id = try connection.scalarInt("SELECT id FROM goodreads_headers WHERE names = ?", [names]) { return id }
        try connection.run("INSERT INTO goodreads_headers (names) VALUES (?)", [names])
        return connection.lastInsertedRowID
    }

    /// Keeps the row whose values are stored as `values` (`GoodreadsImportedRow.storedValues`),
    /// under the header `header` (`headerID`), as book `id`'s imported row, replacing the one
    /// stored when `replacing`, with its export mark.
    /// A new row is a plain `INSERT`: an upsert checks the header's key in a way that makes
    /// SQLite copy every page the statement changes into a statement journal.
    static func save(
        header: Int, values: String, mark: ExportMark, of id: Int, replacing: Bool, in connection: Connection
    ) throws {
        let sql = replacing
            ? "UPDATE goodreads_rows SET header_id = ?2, columns = ?3, exported = ?4 WHERE book_id = ?1"
            : "INSERT INTO goodreads_rows (book_id, header_id, columns, exported) VALUES (?1, ?2, ?3, ?4)"
        try connection.run(sql, [id, header, values, storedMark(mark)])
    }

    /// Stores `row` whole, as a backup holds it, for book `id`.
    static func restore(_ row: GoodreadsImportedRow, of id: Int, in connection: Connection) throws {
        let header = try headerID(of: GoodreadsImportedRow.storedNames(row.names), in: connection)
        try connection.run(
            "INSERT INTO goodreads_rows (book_id, header_id, columns, exported) VALUES (?, ?, ?, ?)",
            [id, header, GoodreadsImportedRow.storedValues(row.values), row.storedMark])
    }

    /// `mark` as stored (see `GoodreadsImportedRow.storedMark`).
    private static func storedMark(_ mark: ExportMark) -> String {
        GoodreadsImportedRow(names: [], values: [], mark: mark).storedMark
    }
}
