import Foundation
internal import SQLiteStore

/// Records every change a command makes to the library as SQL that reverts it, the way SQLite's
/// undo/redo note describes (https://www.sqlite.org/undoredo.html): a trigger after each insert,
/// update and delete on every ordinary table writes the inverse statement into `undo_steps`, under
/// the change (`undo_changes`) the command opened. The triggers are TEMP, made per connection only
/// for the tables a command writes and the ways it writes them, from SQL built from each table's
/// actual columns whenever its definition changes and kept in `undo_triggers`, so a column or
/// table added later is journaled without a migration of triggers; they write only while a change
/// is open, so a read or an undo records nothing. The open change is read by the triggers from
/// two SQL functions of the connection (`undo_change()`, `undo_books_added_after()`), not from a
/// table: making a table, like making a trigger, makes SQLite prepare every statement again.
final class UndoJournal {
    /// How many changes are kept; older ones are forgotten as new ones are recorded.
    static let keptChanges = 50

    private let connection: Connection
    /// The change being recorded (`undo_changes.id`), nil when none is open: the triggers then
    /// write nothing.
    private var openChange: Int?
    /// With `addedBooksWhole`, the largest book id before the change: books above it are added
    /// by it and journaled whole.
    private var booksAddedAfter: Int?
    /// True once the functions are defined and recursive triggers are on, which lets a REPLACE's
    /// deletion be journaled too; both last as long as the connection, whatever is rolled back.
    private var isSetUp = false

    /// The journal of the library on `connection`; nothing is made until a change is recorded or
    /// a table written.
    init(connection: Connection) {
        self.connection = connection
    }

    /// Runs `body` inside the caller's transaction as one change recorded under `command`, then
    /// forgets changes beyond the last `keptChanges`. A change that wrote nothing is not kept.
    ///
    /// `change` names a change to add to instead, when it is still the latest one (the answers
    /// of one study session, each saved as it is given, are one change to undo); on return it
    /// names the change the writes went to, nil when nothing was kept.
    ///
    /// With `addedBooksWhole` (an import adding thousands of books), a book the change adds is
    /// journaled as one step, its deletion, written at the end: the triggers pass over its rows
    /// and those of every table hanging off it, which its deletion removes by `ON DELETE
    /// CASCADE`. A journaled row costs several times what the write itself does; the rows of
    /// books that were there before are journaled one by one as always.
    func recording<T>(
        _ command: String, at: Date, addedBooksWhole: Bool = false, joining joined: inout Int?, _ body: () throws -> T
    ) throws -> T {
        try setUp()
        let change: Int
        if let joined, try connection.scalarInt("SELECT max(id) FROM undo_changes") == joined {
            change = joined
        } else {
            try connection.run("INSERT INTO undo_changes (command, at) VALUES (?, ?)", [command, TimeColumn.value(at)])
            change = connection.lastInsertedRowID
        }
        joined = nil
        // Books get ids above every id used before (`AUTOINCREMENT`), so those above the largest
        // now are the ones this change adds.
        booksAddedAfter = addedBooksWhole ? try connection.scalarInt("SELECT ifnull(max(id), 0) FROM main.books") : nil
        openChange = change
        defer {
            openChange = nil
            booksAddedAfter = nil
        }
        let result = try body()
        if addedBooksWhole { try connection.execute(Self.addedBooksStep()) }
        openChange = nil
        if try connection.scalarInt("SELECT 1 FROM undo_steps WHERE change_id = ? LIMIT 1", [change]) == nil {
            try connection.run("DELETE FROM undo_changes WHERE id = ?", [change])
        } else {
            try connection.run(
                "DELETE FROM undo_changes WHERE id < (SELECT id FROM undo_changes ORDER BY id DESC LIMIT 1 OFFSET ?)",
                [Self.keptChanges - 1])
            joined = change
        }
        return result
    }

    /// Defines the functions the triggers read the open change from and turns recursive triggers
    /// on, once per connection, before the first change or trigger.
    private func setUp() throws {
        guard !isSetUp else { return }
        try connection.defineFunction(named: "undo_change") { [unowned self] in openChange }
        try connection.defineFunction(named: "undo_books_added_after") { [unowned self] in booksAddedAfter }
        try connection.execute("PRAGMA recursive_triggers = ON")
        isSetUp = true
    }

    /// Makes the triggers that journal `writes` to `table` on this connection unless it has
    /// them; SQLite's own tables, the journal's and full-text indexes have none. The connection
    /// calls it before the first statement that writes the table so runs
    /// (`Connection.beforeFirstWrite(to:)`), so a command pays for the tables it writes and the
    /// ways it writes them, not for every trigger of the library. The triggers' SQL is read from
    /// `undo_triggers`, made from the table's actual columns (see `storeTriggers`), so a column or
    /// table added later is journaled without a migration of triggers.
    func installTriggers(on table: String, for writes: TableWrites) throws {
        guard !table.hasPrefix("sqlite_"), !table.hasPrefix("undo_") else { return }
        var stored = try Self.storedTriggers(of: table, connection: connection)
        if stored.isEmpty {
            // Made for an older definition of the table (or never): made again, inside the change.
            try Self.storeTriggers(connection, of: table)
            stored = try Self.storedTriggers(of: table, connection: connection)
        }
        let sql = Self.operations.filter { writes.contains($0.writes) }.compactMap { stored[$0.name] }.joined()
        guard !sql.isEmpty else { return }
        try setUp()
        try connection.execute(sql)
    }

    /// The kinds of write a table's triggers journal, by the name `undo_triggers` keeps them under.
    private static let operations: [(name: String, writes: TableWrites)] = [("insert", .insert), ("update", .update), ("delete", .delete)]

    /// The SQL making each of `table`'s triggers, by operation, as stored for its current
    /// definition; empty when none is stored for it (made for an older definition, or never).
    private static func storedTriggers(of table: String, connection: Connection) throws -> [String: String] {
        var stored: [String: String] = [:]
        try connection.forEachRow(
            """
            SELECT t.operation, t.sql FROM undo_triggers t, sqlite_schema m
            WHERE t.table_name = ?1 AND m.type = 'table' AND m.name = ?1 AND m.sql = t.table_sql
            """, [table]
        ) { row in
            stored[row.string(0) ?? ""] = row.string(1) ?? ""
        }
        return stored
    }

    /// Makes the triggers of every table, or only of `only`, and keeps their SQL in
    /// `undo_triggers` with the table's definition they were made from, for `installTriggers` to
    /// run as it is. Making them reads the schema and builds long statements, several times the
    /// cost of a short command; kept, it is done once per definition of a table. Run for every
    /// table when a migration changed the schema, and by `installTriggers` for a table whose
    /// stored SQL was made from another definition. They are kept by the table's definition
    /// rather than by the schema's version, which an import changes by setting the search index's
    /// triggers aside: a command after it then writes nothing more than before. A table with
    /// nothing to journal (a full-text index and its shadow tables) is stored with empty SQL, so
    /// it is known and passed over.
    static func storeTriggers(_ connection: Connection, of only: String? = nil) throws {
        var tables: [(name: String, definition: String, withoutRowID: Bool, journaled: Bool, replaces: Bool, columns: [Column])] = []
        try connection.forEachRow(
            """
            SELECT m.name, m.sql LIKE '%WITHOUT ROWID%',
                m.sql NOT LIKE 'CREATE VIRTUAL%' AND m.name NOT IN (SELECT name FROM pragma_table_list WHERE type = 'shadow'),
                m.sql LIKE '%REPLACE%', m.sql, c.name, c.type, c.pk
            FROM sqlite_schema m LEFT JOIN pragma_table_info(m.name) c
            WHERE m.type = 'table' AND substr(m.name, 1, 7) <> 'sqlite_' AND substr(m.name, 1, 5) <> 'undo_'
                AND m.name = ifnull(?, m.name)
            ORDER BY m.name, c.cid
            """, [only]
        ) { row in
            let name = row.string(0) ?? ""
            if tables.last?.name != name {
                tables.append((name, row.string(4) ?? "", row.int(1) == 1, row.int(2) == 1, row.int(3) == 1, []))
            }
            if let column = row.string(5) {
                tables[tables.count - 1].columns.append(Column(name: column, type: (row.string(6) ?? "").uppercased(), pk: row.int(7) ?? 0))
            }
        }
        try connection.run("DELETE FROM undo_triggers WHERE table_name = ifnull(?, table_name)", [only])
        for table in tables {
            var sql = ["insert": "", "update": "", "delete": ""]
            if table.journaled, !table.columns.isEmpty {
                sql = triggers(for: table.name, withoutRowID: table.withoutRowID, columns: table.columns)
                // A conflict clause of the table itself may replace on any insert or update,
                // whatever the statement says: its deletion is journaled with them.
                if table.replaces, let delete = sql["delete"] {
                    sql["insert", default: ""] += delete
                    sql["update", default: ""] += delete
                }
            }
            for (operation, text) in sql {
                try connection.run(
                    "INSERT INTO undo_triggers (table_name, operation, table_sql, sql) VALUES (?, ?, ?, ?)",
                    [table.name, operation, table.definition, text])
            }
        }
    }

    /// One column of a table, as `pragma_table_info` gives it.
    private struct Column {
        var name: String
        /// The declared type, in capitals.
        var type: String
        /// Its place in the primary key from 1, or 0 outside it.
        var pk: Int
    }

    /// The three triggers of one table, by the operation each journals. A row is named by its INTEGER PRIMARY KEY, its primary key
    /// columns in a WITHOUT ROWID table, else its rowid. Each revert is one `printf` over the row's
    /// quoted values: a flat call SQLite parses in a fraction of the time a chain of `||` takes,
    /// and the triggers are made by every command that writes.
    private static func triggers(for table: String, withoutRowID: Bool, columns: [Column]) -> [String: String] {
        let keyColumns = columns.filter { $0.pk > 0 }.sorted { $0.pk < $1.pk }.map(\.name)
        let key: [String]
        var stored = columns.map(\.name)
        if withoutRowID {
            key = keyColumns
        } else if keyColumns.count == 1, columns.first(where: { $0.pk > 0 })?.type == "INTEGER" {
            key = keyColumns
        } else {
            key = ["rowid"]
            stored.insert("rowid", at: 0)
        }
        let name = quoted(table)
        let match = keyMatch(key)
        let assigned = stored.filter { $0 != "rowid" }
        let updateRevert = printf(
            text("UPDATE \(name) SET ") + assigned.map { text(quoted($0)) + " = %s" }.joined(separator: ", ") + " WHERE " + match,
            values(of: "OLD", assigned) + values(of: "NEW", key))
        let deleteRevert = printf(
            text("INSERT INTO \(name) (\(stored.map(quoted).joined(separator: ", "))) VALUES (") + placeholders(stored, ", ") + ")",
            values(of: "OLD", stored))
        // An update that leaves the row as it was is no change to undo: journaled, a command that
        // changed nothing would use up the next `shelf undo`.
        let changed = "(" + stored.map { "OLD.\(quoted($0))" }.joined(separator: ", ") + ") IS NOT ("
            + stored.map { "NEW.\(quoted($0))" }.joined(separator: ", ") + ")"
        // The rows of a book the change adds are left to the book's own step (see `recording`).
        let bookColumn = table == "books" ? "id" : columns.contains { $0.name == "book_id" } ? "book_id" : nil
        func journaled(_ row: String) -> String {
            guard let bookColumn else { return "undo_change() IS NOT NULL" }
            return "undo_change() IS NOT NULL AND NOT ifnull(\(row).\(quoted(bookColumn)) > undo_books_added_after(), 0)"
        }
        let trigger = "undo_" + table.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) ? String($0) : "_" }.joined()
        return [
            "insert": """
                CREATE TEMP TRIGGER IF NOT EXISTS \(trigger)_insert AFTER INSERT ON main.\(name) WHEN \(journaled("NEW")) BEGIN \(
                    insertStep(table: table, key: key, row: "NEW")) END;
                """,
            "update": """
                CREATE TEMP TRIGGER IF NOT EXISTS \(trigger)_update AFTER UPDATE ON main.\(name) WHEN \(changed) AND \(journaled("OLD")) BEGIN \(
                    step(table: table, "update", key: key, row: "NEW", updateRevert)) END;
                """,
            "delete": """
                CREATE TEMP TRIGGER IF NOT EXISTS \(trigger)_delete AFTER DELETE ON main.\(name) WHEN \(journaled("OLD")) BEGIN \(
                    step(table: table, "delete", key: key, row: "OLD", deleteRevert)) END;
                """,
        ]
    }

    /// Journals every book the open change added, in the order they were added, as the insert
    /// trigger of `books` would have: the revert deletes the book, and its rows with it.
    private static func addedBooksStep() -> String {
        insertStep(
            table: "books", key: ["id"], row: "b",
            from: "main.books AS b WHERE b.id > undo_books_added_after() ORDER BY b.id")
    }

    /// The statement that journals the insertion of the row `row` names, read from `source` when
    /// it is not a trigger's: its revert deletes it by its key.
    private static func insertStep(table: String, key: [String], row: String, from source: String? = nil) -> String {
        let revert = printf(text("DELETE FROM \(quoted(table)) WHERE ") + keyMatch(key), values(of: row, key))
        return step(table: table, "insert", key: key, row: row, revert, from: source)
    }

    /// The statement that journals one `operation` on the row `row` names, read from `source`
    /// when it is not a trigger's, under the open change, with `revert`, the SQL that takes it back.
    private static func step(
        table: String, _ operation: String, key: [String], row: String, _ revert: String, from source: String? = nil
    ) -> String {
        "INSERT INTO undo_steps (change_id, table_name, operation, row_key, revert) SELECT undo_change(), \(literal(table)), "
            + "'\(operation)', \(printf(placeholders(key, ","), values(of: row, key))), \(revert)" + (source.map { " FROM \($0)" } ?? "") + ";"
    }

    /// The `printf` format naming a row by `key`: each key column compared with its `%s`.
    private static func keyMatch(_ key: [String]) -> String {
        key.map { text(quoted($0)) + " = %s" }.joined(separator: " AND ")
    }

    /// The values of `names` in the row `row` names, each as an SQL literal.
    private static func values(of row: String, _ names: [String]) -> [String] {
        names.map { "quote(\(row).\(quoted($0)))" }
    }

    /// `format` with each `%s` replaced by the next of `arguments`.
    private static func printf(_ format: String, _ arguments: [String]) -> String {
        "printf(\(literal(format)), \(arguments.joined(separator: ", ")))"
    }

    /// SQL text made ready to be a `printf` format: `%` in names escaped.
    private static func text(_ sql: String) -> String {
        doubled("%", in: sql)
    }

    /// One `%s` for each of `names`.
    private static func placeholders(_ names: [String], _ separator: String) -> String {
        names.map { _ in "%s" }.joined(separator: separator)
    }

    /// `name` as an SQL identifier.
    private static func quoted(_ name: String) -> String {
        "\"" + doubled("\"", in: name) + "\""
    }

    /// `text` as an SQL string literal.
    private static func literal(_ text: String) -> String {
        "'" + doubled("'", in: text) + "'"
    }

    /// `text` with every `character` written twice, the escape of quotes in SQL and of `%` in a
    /// `printf` format. Names almost never hold one, so they are returned as they are first.
    private static func doubled(_ character: Character, in text: String) -> String {
        guard text.contains(character) else { return text }
        return text.split(separator: character, omittingEmptySubsequences: false).joined(separator: String(repeating: character, count: 2))
    }
}
