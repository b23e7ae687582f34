import Foundation
internal import SQLiteStore

/// Records every change a command makes to the library as SQL that reverts it, the way SQLite's
/// undo/redo note describes (https://www.sqlite.org/undoredo.html): a trigger after each insert,
/// update and delete on every ordinary table writes the inverse statement into `undo_steps`, under
/// the change (`undo_changes`) the command opened. The triggers are TEMP, made per connection from
/// the tables' actual columns, so a column or table added later is journaled without a migration
/// of triggers; they write only while a change is open, so a read or an undo records nothing.
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

    /// Makes the triggers on this connection unless it has them. Called inside the change's
    /// transaction: should it roll back, the triggers go with it and are made again next time.
    static func installIfNeeded(on connection: Connection) throws {
        guard try connection.scalarInt(
            "SELECT 1 FROM sqlite_temp_master WHERE type = 'trigger' AND name LIKE 'undo%' LIMIT 1") == nil
        else { return }
        try connection.execute(
            """
            PRAGMA recursive_triggers = ON;
            CREATE TEMP TABLE IF NOT EXISTS undo_active (change_id INTEGER NOT NULL);
            """)
        let tables = try connection.query(
            """
            SELECT name, sql FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
                AND name NOT LIKE 'undo_%' AND sql NOT LIKE 'CREATE VIRTUAL%'
                AND name NOT IN (SELECT name FROM pragma_table_list WHERE type = 'shadow')
            """
        ) { row in (name: row.string(0) ?? "", withoutRowID: (row.string(1) ?? "").uppercased().contains("WITHOUT ROWID")) }
        for table in tables where !table.name.isEmpty {
            try connection.execute(try triggers(for: table.name, withoutRowID: table.withoutRowID, in: connection))
        }
    }

    /// The three triggers of one table. A row is named by its INTEGER PRIMARY KEY, its primary key
    /// columns in a WITHOUT ROWID table, else its rowid.
    private static func triggers(for table: String, withoutRowID: Bool, in connection: Connection) throws -> String {
        let columns = try connection.query(
            "SELECT name, type, pk FROM pragma_table_info(?) ORDER BY cid", [table]
        ) { row in (name: row.string(0) ?? "", type: (row.string(1) ?? "").uppercased(), pk: row.int(2) ?? 0) }
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
        func literal(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }
        func match(_ row: String) -> String {
            key.map { "\(literal(quoted($0) + " = ")) || quote(\(row).\(quoted($0)))" }.joined(separator: " || ' AND ' || ")
        }
        let values = stored.map { "quote(OLD.\(quoted($0)))" }.joined(separator: " || ', ' || ")
        let assignments = stored.filter { $0 != "rowid" }
            .map { "\(literal(quoted($0) + " = ")) || quote(OLD.\(quoted($0)))" }.joined(separator: " || ', ' || ")
        let keyText = key.map { "quote(NEW.\(quoted($0)))" }.joined(separator: " || ',' || ")
        let oldKeyText = key.map { "quote(OLD.\(quoted($0)))" }.joined(separator: " || ',' || ")
        func step(_ operation: String, _ rowKey: String, _ revert: String) -> String {
            "INSERT INTO undo_steps (change_id, table_name, operation, row_key, revert) "
                + "SELECT change_id, \(literal(table)), '\(operation)', \(rowKey), \(revert) FROM temp.undo_active;"
        }
        let trigger = "undo_" + table.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) ? String($0) : "_" }.joined()
        return """
            DROP TRIGGER IF EXISTS temp.\(trigger)_insert;
            DROP TRIGGER IF EXISTS temp.\(trigger)_update;
            DROP TRIGGER IF EXISTS temp.\(trigger)_delete;
            CREATE TEMP TRIGGER \(trigger)_insert AFTER INSERT ON main.\(name) BEGIN
                \(step("insert", keyText, "\(literal("DELETE FROM \(name) WHERE ")) || \(match("NEW"))"))
            END;
            CREATE TEMP TRIGGER \(trigger)_update AFTER UPDATE ON main.\(name) BEGIN
                \(step("update", keyText, "\(literal("UPDATE \(name) SET ")) || \(assignments) || ' WHERE ' || \(match("NEW"))"))
            END;
            CREATE TEMP TRIGGER \(trigger)_delete AFTER DELETE ON main.\(name) BEGIN
                \(step("delete", oldKeyText, "\(literal("INSERT INTO \(name) (\(stored.map(quoted).joined(separator: ", "))) VALUES (")) || \(values) || ')'"))
            END;
            """
    }

    private static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
