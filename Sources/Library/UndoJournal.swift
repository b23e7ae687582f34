import Foundation
internal import SQLiteStore

/// Records every change a command makes to the library as SQL that reverts it, the way SQLite's
/// undo/redo note describes (https://www.sqlite.org/undoredo.html): a trigger after each insert,
/// update and delete on every ordinary table writes the inverse statement into `undo_steps`, under
/// the change (`undo_changes`) the command opened. The triggers are TEMP, made per connection only
/// for the tables a command writes and the ways it writes them, from SQL built from each table's
/// actual columns whenever its definition changes and kept in `undo_triggers`, so a column or
/// table added later is journaled without a migration of triggers; they write only while a change
/// is open, so a read or an undo records nothing. An update is journaled by a trigger over the
/// columns the command sets, not the whole row: SQLite parses every trigger a command makes, and
/// a whole row of `books` is several times the cost of the rest of a `log`. The open change is read by the triggers from
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
    /// The stored SQL of the triggers of each table installed on this connection (see `storedTriggers(of:)`).
    private var knownTriggers: [String: StoredTriggers] = [:]
    /// The tables whose updates were journaled by the columns set, as read (see `shape(of:)`).
    private var shapes: [String: Table] = [:]
    /// How many triggers over some columns this connection has made: the next one's number, which
    /// names it apart from the others of its table.
    private var updateTriggers = 0

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
    ///
    /// With `columns` (the columns updates set), an update is journaled by a trigger over those
    /// columns alone (see `updateTrigger`); without, by the stored trigger over the whole row.
    func installTriggers(on table: String, for writes: TableWrites, updating columns: [String] = []) throws {
        guard !table.hasPrefix("sqlite_"), !table.hasPrefix("undo_") else { return }
        let stored = try storedTriggers(of: table)
        var writes = writes
        var sql = ""
        // A table with nothing to journal has empty SQL stored.
        if writes.contains(.update), !columns.isEmpty, stored.sql["update"]?.isEmpty == false, !stored.withoutRowID {
            let shape = try self.shape(of: table, replaces: stored.replaces)
            if let trigger = Self.updateTrigger(of: shape, setting: columns, named: "\(shape.triggerName)_update_\(updateTriggers)") {
                updateTriggers += 1
                writes.remove(.update)
                sql = trigger
                // A conflict clause of the table itself may replace on any update: see `storeTriggers`.
                if shape.replaces { writes.insert(.delete) }
            }
        }
        sql = Self.operations.filter { writes.contains($0.writes) }.compactMap { stored.sql[$0.name] }.joined() + sql
        guard !sql.isEmpty else { return }
        try setUp()
        try connection.execute(sql)
    }

    /// The kinds of write a table's triggers journal, by the name `undo_triggers` keeps them under.
    private static let operations: [(name: String, writes: TableWrites)] = [("insert", .insert), ("update", .update), ("delete", .delete)]

    /// The SQL making each of `table`'s triggers, by operation, as stored for its current
    /// definition, stored first when it was made for an older definition (or never). Kept for the
    /// connection's life: no command changes a table's definition once the library is open.
    private func storedTriggers(of table: String) throws -> StoredTriggers {
        if let known = knownTriggers[table] { return known }
        var stored = try Self.storedTriggers(of: table, connection: connection)
        if stored.sql.isEmpty {
            // Made for an older definition of the table (or never): made again, inside the change.
            try Self.storeTriggers(connection, of: table)
            stored = try Self.storedTriggers(of: table, connection: connection)
        }
        knownTriggers[table] = stored
        return stored
    }

    /// The SQL making each of `table`'s triggers, by operation, as stored for its current
    /// definition (none when it was made for an older definition, or never), with what the
    /// definition says of the table.
    private static func storedTriggers(of table: String, connection: Connection) throws -> StoredTriggers {
        var stored = StoredTriggers()
        try connection.forEachRow(
            """
            SELECT t.operation, t.sql, m.sql LIKE '%WITHOUT ROWID%', m.sql LIKE '%REPLACE%' FROM undo_triggers t, sqlite_schema m
            WHERE t.table_name = ?1 AND m.type = 'table' AND m.name = ?1 AND m.sql = t.table_sql
            """, [table]
        ) { row in
            stored.sql[row.string(0) ?? ""] = row.string(1) ?? ""
            stored.withoutRowID = row.int(2) == 1
            stored.replaces = row.int(3) == 1
        }
        return stored
    }

    /// A table's stored triggers, and what its definition says of it.
    private struct StoredTriggers {
        /// The SQL making each trigger, by operation; empty SQL for a table with nothing to journal.
        var sql: [String: String] = [:]
        var withoutRowID = false
        /// True when its definition holds a REPLACE conflict clause.
        var replaces = false
    }

    /// The rowid table `table` with its columns, read once for the connection's life. Its rows
    /// are named by their rowid, which an INTEGER PRIMARY KEY is another name for, so no column's
    /// place in the key is needed: the names come from the `table_info` pragma, which costs
    /// under half of preparing a statement over every column (`SELECT *`, about 7,000
    /// instructions a column) and a third of the `pragma_table_info` function.
    private func shape(of table: String, replaces: Bool) throws -> Table {
        if let known = shapes[table] { return known }
        var names: [String] = []
        try connection.forEachRow("PRAGMA main.table_info(\(Self.quoted(table)))") { row in names.append(row.string(1) ?? "") }
        let shape = Table(
            name: table, definition: "", withoutRowID: false, replaces: replaces, journaled: true,
            columns: names.map { Column(name: $0, type: "", pk: 0) })
        shapes[table] = shape
        return shape
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
        let tables = try tables(connection, only: only)
        try connection.run("DELETE FROM undo_triggers WHERE table_name = ifnull(?, table_name)", [only])
        for table in tables {
            var sql = ["insert": "", "update": "", "delete": ""]
            if table.journaled, !table.columns.isEmpty {
                sql = ["insert": insertTrigger(of: table), "update": updateTrigger(of: table) ?? "", "delete": deleteTrigger(of: table)]
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

    /// Every table the journal may cover, or only `only`, with its columns as they are now.
    private static func tables(_ connection: Connection, only: String?) throws -> [Table] {
        var read: [(name: String, definition: String, withoutRowID: Bool, journaled: Bool, replaces: Bool, columns: [Column])] = []
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
            if read.last?.name != name {
                read.append((name, row.string(4) ?? "", row.int(1) == 1, row.int(2) == 1, row.int(3) == 1, []))
            }
            if let column = row.string(5) {
                read[read.count - 1].columns.append(Column(name: column, type: (row.string(6) ?? "").uppercased(), pk: row.int(7) ?? 0))
            }
        }
        return read.map { table in
            Table(
                name: table.name, definition: table.definition, withoutRowID: table.withoutRowID, replaces: table.replaces,
                journaled: table.journaled, columns: table.columns)
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

    /// One table as the journal sees it, with what its triggers are made from worked out once.
    private struct Table {
        let name: String
        /// Its `CREATE TABLE` statement, which stored triggers are kept by.
        let definition: String
        /// False for a full-text index and its shadow tables, which have nothing to journal.
        let journaled: Bool
        /// True when its definition holds a REPLACE conflict clause.
        let replaces: Bool
        /// Its columns, in their order (`cid`).
        let columns: [Column]
        /// The columns naming a row: its INTEGER PRIMARY KEY, its primary key in a WITHOUT ROWID
        /// table, else its rowid.
        let key: [String]
        /// The columns a deleted row is put back with: a rowid that is no column of its own too.
        let stored: [String]
        /// The column naming the book a row belongs to, if any.
        let bookColumn: String?
        /// The start of the names of its triggers.
        let triggerName: String

        init(name: String, definition: String, withoutRowID: Bool, replaces: Bool, journaled: Bool, columns: [Column]) {
            self.name = name
            self.definition = definition
            self.journaled = journaled
            self.replaces = replaces
            self.columns = columns
            let keyColumns = columns.filter { $0.pk > 0 }.sorted { $0.pk < $1.pk }.map { $0.name }
            if withoutRowID || (keyColumns.count == 1 && columns.first(where: { $0.pk > 0 })?.type == "INTEGER") {
                key = keyColumns
                stored = columns.map { $0.name }
            } else {
                key = ["rowid"]
                stored = ["rowid"] + columns.map { $0.name }
            }
            bookColumn = name == "books" ? "id" : columns.contains { $0.name == "book_id" } ? "book_id" : nil
            triggerName = "undo_" + name.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) ? String($0) : "_" }.joined()
        }

        /// When a trigger on `row` (`NEW` or `OLD`) journals: while a change is open, and not for
        /// the rows of a book the change adds, which are left to the book's own step (see `recording`).
        func journaled(_ row: String) -> String {
            guard let bookColumn else { return "undo_change() IS NOT NULL" }
            return "undo_change() IS NOT NULL AND NOT ifnull(\(row).\(UndoJournal.quoted(bookColumn)) > undo_books_added_after(), 0)"
        }
    }

    /// The trigger journaling each row `table` gains: its revert deletes it by its key.
    private static func insertTrigger(of table: Table) -> String {
        """
        CREATE TEMP TRIGGER IF NOT EXISTS \(table.triggerName)_insert AFTER INSERT ON main.\(quoted(table.name)) WHEN \(
            table.journaled("NEW")) BEGIN \(insertStep(table: table.name, key: table.key, row: "NEW")) END;
        """
    }

    /// The trigger journaling each row of `table` an update changes, by the values `setting`
    /// (by default every column) had: each revert is one `printf` over the row's quoted values, a
    /// flat call SQLite parses in a fraction of the time a chain of `||` takes. Over some columns
    /// it fires only for updates that set one of them (`UPDATE OF`) and is called `name`; nil when
    /// one of them is no column of the table (a rowid).
    private static func updateTrigger(of table: Table, setting columns: [String]? = nil, named columnsName: String = "") -> String? {
        let key = table.key
        let name: String
        let assigned: [String]
        let compared: [String]
        if let columns {
            assigned = table.columns.map(\.name).filter(columns.contains)
            guard assigned.count == columns.count else { return nil }
            compared = assigned
            name = "\(columnsName) AFTER UPDATE OF " + assigned.map(quoted).joined(separator: ", ")
        } else {
            assigned = table.columns.map(\.name)
            compared = table.stored
            name = "\(table.triggerName)_update AFTER UPDATE"
        }
        let revert = printf(
            text("UPDATE \(quoted(table.name)) SET ") + assigned.map { text(quoted($0)) + " = %s" }.joined(separator: ", ") + " WHERE "
                + keyMatch(key),
            values(of: "OLD", assigned) + values(of: "NEW", key))
        // An update that leaves the row as it was is no change to undo: journaled, a command that
        // changed nothing would use up the next `shelf undo`.
        let changed = "(" + compared.map { "OLD.\(quoted($0))" }.joined(separator: ", ") + ") IS NOT ("
            + compared.map { "NEW.\(quoted($0))" }.joined(separator: ", ") + ")"
        return """
            CREATE TEMP TRIGGER IF NOT EXISTS \(name) ON main.\(quoted(table.name)) WHEN \(changed) AND \(table.journaled("OLD")) BEGIN \(
                step(table: table.name, "update", key: key, row: "NEW", revert)) END;
            """
    }

    /// The trigger journaling each row `table` loses: its revert inserts it again, every column.
    private static func deleteTrigger(of table: Table) -> String {
        let stored = table.stored
        let revert = printf(
            text("INSERT INTO \(quoted(table.name)) (\(stored.map(quoted).joined(separator: ", "))) VALUES (") + placeholders(stored, ", ")
                + ")",
            values(of: "OLD", stored))
        return """
            CREATE TEMP TRIGGER IF NOT EXISTS \(table.triggerName)_delete AFTER DELETE ON main.\(quoted(table.name)) WHEN \(
                table.journaled("OLD")) BEGIN \(step(table: table.name, "delete", key: table.key, row: "OLD", revert)) END;
            """
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
        // Looked for among the bytes: the characters doubled are ASCII, and a search by
        // `Character` walks the text's grapheme clusters, a noticeable part of making a trigger.
        if let byte = character.asciiValue, !text.utf8.contains(byte) { return text }
        return text.split(separator: character, omittingEmptySubsequences: false).joined(separator: String(repeating: character, count: 2))
    }
}
