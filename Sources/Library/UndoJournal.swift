import Foundation
internal import SQLiteStore

/// Records every change a command makes to the library as SQL that reverts it, the way SQLite's
/// undo/redo note describes (https://www.sqlite.org/undoredo.html): a trigger after each insert,
/// update and delete on every ordinary table writes the inverse statement into `undo_steps`, under
/// the change (`undo_changes`) the command opened. The triggers are TEMP, made per connection from
/// the tables' actual columns, so a column or table added later is journaled without a migration
/// of triggers, and only for the tables a command writes; they write only while a change is open,
/// so a read or an undo records nothing.
struct UndoJournal {
    /// How many changes are kept; older ones are forgotten as new ones are recorded.
    static let keptChanges = 50

    /// Runs `body` inside the caller's transaction as one change recorded under `command`, then
    /// forgets changes beyond the last `keptChanges`. A change that wrote nothing is not kept.
    static func recording<T>(_ command: String, at: Date, on connection: Connection, _ body: () throws -> T) throws -> T {
        try connection.run("INSERT INTO undo_changes (command, at) VALUES (?, ?)", [command, TimeColumn.value(at)])
        let change = connection.lastInsertedRowID
        try connection.run("INSERT INTO temp.undo_active (change_id) VALUES (?)", [change])
        let result: T
        do {
            result = try body()
        } catch {
            try? connection.run("DELETE FROM temp.undo_active")
            throw error
        }
        try connection.run("DELETE FROM temp.undo_active")
        if try connection.scalarInt("SELECT 1 FROM undo_steps WHERE change_id = ? LIMIT 1", [change]) == nil {
            try connection.run("DELETE FROM undo_changes WHERE id = ?", [change])
        } else {
            try connection.run(
                "DELETE FROM undo_changes WHERE id < (SELECT id FROM undo_changes ORDER BY id DESC LIMIT 1 OFFSET ?)",
                [keptChanges - 1])
        }
        return result
    }

    /// Makes the table the triggers read on this connection unless it has it; recursive triggers
    /// let a REPLACE's deletion be journaled too. Run at the start of every change and before
    /// triggers are made: a rolled-back transaction takes the table with it.
    static func prepare(_ connection: Connection) throws {
        try connection.execute(
            """
            PRAGMA recursive_triggers = ON;
            CREATE TEMP TABLE IF NOT EXISTS undo_active (change_id INTEGER NOT NULL);
            """)
    }

    /// Makes the triggers of `table` on this connection unless it has them; SQLite's own tables,
    /// the journal's and full-text indexes have none. The connection calls it before the first
    /// statement that writes the table runs (`Connection.beforeFirstWrite(to:)`), so a command
    /// pays for the tables it writes, not for every table of the library. All three triggers are
    /// made at once: an insert that replaces a row deletes one, and an update may too.
    static func installTriggers(on table: String, connection: Connection) throws {
        guard !table.hasPrefix("sqlite_"), !table.hasPrefix("undo_") else { return }
        var withoutRowID = false
        var columns: [(name: String, type: String, pk: Int)] = []
        try connection.forEachRow(
            """
            SELECT m.sql LIKE '%WITHOUT ROWID%', c.name, c.type, c.pk FROM sqlite_schema m, pragma_table_info(m.name) c
            WHERE m.name = ? AND m.type = 'table' AND m.sql NOT LIKE 'CREATE VIRTUAL%'
                AND m.name NOT IN (SELECT name FROM pragma_table_list WHERE type = 'shadow')
            ORDER BY c.cid
            """, [table]
        ) { row in
            withoutRowID = row.int(0) == 1
            columns.append((row.string(1) ?? "", (row.string(2) ?? "").uppercased(), row.int(3) ?? 0))
        }
        guard !columns.isEmpty else { return }
        try prepare(connection)
        try connection.execute(triggers(for: table, withoutRowID: withoutRowID, columns: columns))
    }

    /// The three triggers of one table. A row is named by its INTEGER PRIMARY KEY, its primary key
    /// columns in a WITHOUT ROWID table, else its rowid. Each revert is one `printf` over the row's
    /// quoted values: a flat call SQLite parses in a fraction of the time a chain of `||` takes,
    /// and the triggers are made by every command that writes.
    private static func triggers(for table: String, withoutRowID: Bool, columns: [(name: String, type: String, pk: Int)]) -> String {
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
        /// The row's values, each as an SQL literal.
        func values(of row: String, _ names: [String]) -> [String] { names.map { "quote(\(row).\(quoted($0)))" } }
        /// `format` with each `%s` replaced by the next of `arguments`; `%` elsewhere in names is escaped.
        func printf(_ format: String, _ arguments: [String]) -> String {
            "printf(\(literal(format)), \(arguments.joined(separator: ", ")))"
        }
        func text(_ sql: String) -> String { doubled("%", in: sql) }
        func placeholders(_ names: [String], _ separator: String) -> String { names.map { _ in "%s" }.joined(separator: separator) }
        let match = key.map { text(quoted($0)) + " = %s" }.joined(separator: " AND ")
        let assigned = stored.filter { $0 != "rowid" }
        let insertRevert = printf(text("DELETE FROM \(name) WHERE ") + match, values(of: "NEW", key))
        let updateRevert = printf(
            text("UPDATE \(name) SET ") + assigned.map { text(quoted($0)) + " = %s" }.joined(separator: ", ") + " WHERE " + match,
            values(of: "OLD", assigned) + values(of: "NEW", key))
        let deleteRevert = printf(
            text("INSERT INTO \(name) (\(stored.map(quoted).joined(separator: ", "))) VALUES (") + placeholders(stored, ", ") + ")",
            values(of: "OLD", stored))
        func step(_ operation: String, _ row: String, _ revert: String) -> String {
            "INSERT INTO undo_steps (change_id, table_name, operation, row_key, revert) SELECT change_id, \(literal(table)), "
                + "'\(operation)', \(printf(placeholders(key, ","), values(of: row, key))), \(revert) FROM temp.undo_active;"
        }
        // An update that leaves the row as it was is no change to undo: journaled, a command that
        // changed nothing would use up the next `shelf undo`.
        let changed = "(" + stored.map { "OLD.\(quoted($0))" }.joined(separator: ", ") + ") IS NOT ("
            + stored.map { "NEW.\(quoted($0))" }.joined(separator: ", ") + ")"
        let trigger = "undo_" + table.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) ? String($0) : "_" }.joined()
        return """
            CREATE TEMP TRIGGER IF NOT EXISTS \(trigger)_insert AFTER INSERT ON main.\(name) BEGIN \(step("insert", "NEW", insertRevert)) END;
            CREATE TEMP TRIGGER IF NOT EXISTS \(trigger)_update AFTER UPDATE ON main.\(name) WHEN \(changed) BEGIN \(step("update", "NEW", updateRevert)) END;
            CREATE TEMP TRIGGER IF NOT EXISTS \(trigger)_delete AFTER DELETE ON main.\(name) BEGIN \(step("delete", "OLD", deleteRevert)) END;
            """
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
