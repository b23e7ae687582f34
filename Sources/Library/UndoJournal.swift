import Foundation
internal import SQLiteStore

/// Records every change a command makes to the library as SQL that reverts it, the way SQLite's
/// undo/redo note describes (https://www.sqlite.org/undoredo.html): each row inserted, updated or
/// deleted in an ordinary table gets a step in `undo_steps`, the inverse statement, under the
/// change (`undo_changes`) the command opened. The rows come from SQLite's pre-update hook
/// (`Connection.observeRowChanges(_:)`), which reports every row a statement changes, its
/// triggers' and foreign keys' rows and a REPLACE's deletions included; the steps are written
/// when the change ends (or a thousand at a time, before a statement that writes), so the
/// command's own statements find the connection's last inserted rowid and count of changed rows
/// as they left them. Only while a change is open: a read or an undo records nothing.
///
/// The note's triggers did the same in SQL, but SQLite parses every trigger a command makes and
/// compiles it into each statement that fires it, about two million instructions for a `log`,
/// a fifth of its cost; the hook costs a call per row.
final class UndoJournal: RowChangeObserver {
    /// How many changes are kept at least; older ones are forgotten as new ones are recorded.
    static let keptChanges = 50
    /// How many of the oldest changes beyond `keptChanges` go at once: the journal keeps between
    /// `keptChanges` and `keptChanges + forgottenAtOnce - 1` changes.
    static let forgottenAtOnce = 10

    private let connection: Connection
    /// The change being recorded (`undo_changes.id`), nil when none is open: rows are then not
    /// journaled.
    private var openChange: Int?
    /// With `addedBooksWhole`, the largest book id before the change: books above it are added
    /// by it and journaled whole.
    private var booksAddedAfter: Int?
    /// The steps of the rows the open change changed, written when it ends or when
    /// `stepsHeld` wait.
    private var pending: [Step] = []
    /// True once the open change has written steps before its end.
    private var wroteSteps = false
    /// How many steps wait in memory at most: an import that changes thousands of rows would
    /// otherwise hold them all (tens of megabytes) to its end.
    private static let stepsHeld = 1_000
    /// Where the steps of the statement stepping began in `pending`.
    private var statementStart = 0
    /// What the journal knows of each table written on this connection (see `learn(_:)`).
    private var tables: [String: Table] = [:]
    /// Each table of the library's schema, by name, with whether it is declared `WITHOUT ROWID`,
    /// read once per connection when the first table is learnt.
    private var definitions: [String: Bool]?

    /// The journal of the library on `connection`; nothing is made until a table is written.
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
    /// journaled as one step, its deletion, written at the end: its rows and those of every
    /// table hanging off it, which its deletion removes by `ON DELETE CASCADE`, are passed over.
    /// The rows of books that were there before are journaled one by one as always.
    func recording<T>(
        _ command: String, at: Date, addedBooksWhole: Bool = false, joining joined: inout Int?, _ body: () throws -> T
    ) throws -> T {
        let change: Int
        let adding: Bool
        if let joined, try connection.scalarInt("SELECT max(id) FROM undo_changes") == joined {
            change = joined
            adding = true
        } else {
            try connection.run("INSERT INTO undo_changes (command, at) VALUES (?, ?)", [command, TimeColumn.value(at)])
            change = connection.lastInsertedRowID
            adding = false
        }
        joined = nil
        // Books get ids above every id used before (`AUTOINCREMENT`), so those above the largest
        // now are the ones this change adds.
        booksAddedAfter = addedBooksWhole ? try connection.scalarInt("SELECT ifnull(max(id), 0) FROM main.books") : nil
        openChange = change
        wroteSteps = false
        defer {
            openChange = nil
            booksAddedAfter = nil
            pending.removeAll()
        }
        let result = try body()
        openChange = nil
        if !pending.isEmpty { wroteSteps = true }
        try write(pending, change: change)
        if let booksAddedAfter {
            try connection.run(Self.addedBooksStep, [change, booksAddedAfter])
            if connection.changes > 0 { wroteSteps = true }
        }
        // A change added to already has steps.
        if !wroteSteps && !adding {
            try connection.run("DELETE FROM undo_changes WHERE id = ?", [change])
        } else {
            // The oldest changes are forgotten `forgottenAtOnce` at a time rather than one per
            // command: most commands then leave the first pages of the journal, and the statement
            // that finds what to forget, alone.
            if change % Self.forgottenAtOnce == 0 {
                try connection.run(
                    "DELETE FROM undo_changes WHERE id < (SELECT id FROM undo_changes ORDER BY id DESC LIMIT 1 OFFSET ?)",
                    [Self.keptChanges - 1])
            }
            joined = change
        }
        return result
    }

    /// Runs `body`, which writes only the rows of one book the open change adds
    /// (`addedBooksWhole`), without hearing of them: the book's own step reverts them all, its
    /// deletion taking the rows hanging off it by `ON DELETE CASCADE`, and a shelf only it was
    /// on by the schema's trigger. `rowWillChange` would pass them over anyway; an import is
    /// spared its call for each. In any other change the rows are journaled as always.
    func addingBook<T>(_ body: () throws -> T) throws -> T {
        guard openChange != nil, booksAddedAfter != nil else { return try body() }
        return try connection.withoutRowChangeReports(body)
    }

    /// Learns what the journal needs of `table` (its columns, its key, whether its rows are
    /// journaled), once per connection. The connection calls it before the first statement that
    /// writes the table runs (`Connection.beforeFirstWrite(to:)`), its triggers' and foreign
    /// keys' tables included, since the rows are reported from inside SQLite, where no
    /// statement may run.
    func learn(_ table: String) throws {
        guard tables[table] == nil else { return }
        // `title_chunks` is made again from `books` at the end of every write, an undo's too.
        guard !table.hasPrefix("sqlite_"), !table.hasPrefix("undo_"), table != TitleChunks.table else {
            tables[table] = Table(name: table, columns: [], journaled: false, withoutRowID: false, keyColumns: [], integerKey: false)
            return
        }
        let definitions = try self.definitions ?? Self.readDefinitions(connection)
        self.definitions = definitions
        // A TEMP table is not in the schema read: it is not journaled.
        tables[table] = try Table.read(
            table, journaled: definitions[table] != nil, withoutRowID: definitions[table] == true, from: connection)
    }

    /// Whether each table of the schema is declared `WITHOUT ROWID`, by name, read in one pass.
    private static func readDefinitions(_ connection: Connection) throws -> [String: Bool] {
        var definitions: [String: Bool] = [:]
        try connection.forEachRow("SELECT name, sql LIKE '%WITHOUT ROWID%' FROM sqlite_schema WHERE type = 'table'") { row in
            definitions[row.string(0) ?? ""] = row.int(1) == 1
        }
        return definitions
    }

    func rowWillChange(_ change: RowChange) {
        // Every table written is learnt first (`learn`); SQLite's own and the journal's are learnt
        // as not journaled.
        guard openChange != nil, let table = tables[change.table], table.journaled else { return }
        let isInsert = change.kind == .insert
        // The rows of a book the change adds are left to the book's own step.
        if let booksAddedAfter, let column = table.bookColumn,
            case .integer(let book) = isInsert ? change.newValue(column) : change.oldValue(column), book > booksAddedAfter
        {
            return
        }
        let name = Self.quoted(table.name)
        switch change.kind {
        case .insert:
            let key = table.key.map { table.value($0, of: change, old: false) }
            pending.append(Step(table: table.name, operation: "insert", key: key, revert: Self.deletion(from: name, table, key)))
        case .delete:
            let key = table.key.map { table.value($0, of: change, old: true) }
            var revert = Revert("INSERT INTO \(name) (\(table.stored.map { Self.quoted(table.name(of: $0)) }.joined(separator: ", "))) VALUES (")
            for (index, column) in table.stored.enumerated() {
                if index > 0 { revert.append(", ") }
                revert.append(table.value(column, of: change, old: true))
            }
            revert.append(")")
            pending.append(Step(table: table.name, operation: "delete", key: key, revert: revert))
        default:
            // An update that leaves the row as it was is no change to undo: journaled, a command
            // that changed nothing would use up the next `shelf undo`.
            let changed = table.columns.indices.filter { change.changes($0) }
            guard !changed.isEmpty else { return }
            let key = table.key.map { table.value($0, of: change, old: false) }
            var revert = Revert("UPDATE \(name) SET ")
            for (index, column) in changed.enumerated() {
                revert.append((index > 0 ? ", " : "") + Self.quoted(table.columns[column]) + " = ")
                revert.append(change.oldValue(column))
            }
            revert.append(" WHERE ")
            revert.appendMatch(table.key.map { Self.quoted(table.name(of: $0)) }, key)
            pending.append(Step(table: table.name, operation: "update", key: key, revert: revert))
        }
    }

    func statementWillStep() throws {
        // Written before a statement that may change rows, which sets the count of changed rows
        // anew, and with the last inserted rowid kept: the command's own statements find both as
        // they left them.
        if pending.count >= Self.stepsHeld, let openChange {
            let steps = pending
            pending.removeAll()
            try connection.keepingLastInsertedRowID { try write(steps, change: openChange) }
            wroteSteps = true
        }
        statementStart = pending.count
    }

    func statementFailed() {
        pending.removeSubrange(min(statementStart, pending.count)...)
    }

    /// Writes `steps` into `undo_steps` under `change`, in the order their rows changed.
    private func write(_ steps: [Step], change: Int) throws {
        for step in steps {
            var key = ""
            for (index, value) in step.key.enumerated() {
                key += (index > 0 ? "," : "") + (try literal(value))
            }
            var revert = step.revert.parts[0]
            for (index, value) in step.revert.values.enumerated() {
                revert += try literal(value) + step.revert.parts[index + 1]
            }
            try connection.run(
                "INSERT INTO undo_steps (change_id, table_name, operation, row_key, revert) VALUES (?, ?, ?, ?, ?)",
                [change, step.table, step.operation, key, revert])
        }
    }

    /// The revert of an inserted row: its deletion by its key.
    private static func deletion(from name: String, _ table: Table, _ key: [SQLiteValue]) -> Revert {
        var revert = Revert("DELETE FROM \(name) WHERE ")
        revert.appendMatch(table.key.map { quoted(table.name(of: $0)) }, key)
        return revert
    }

    /// Journals every book the open change added as one step: they are the books above the
    /// largest id before it, since ids are never given out again and any change made after this
    /// one is undone before it. Its key is `addedBooksKeyPrefix` and that id; the undo reads the
    /// books back (`addedBooks(after:)`), so ten thousand books cost one row, not ten thousand.
    private static let addedBooksStep = """
        INSERT INTO undo_steps (change_id, table_name, operation, row_key, revert)
            SELECT ?1, 'books', 'insert', '\(addedBooksKeyPrefix)' || ?2, 'DELETE FROM "books" WHERE "id" > ' || ?2
            WHERE EXISTS (SELECT 1 FROM main.books WHERE id > ?2)
        """

    /// Begins the key of the step of the books a change added (`addedBooksStep`).
    private static let addedBooksKeyPrefix = "after "

    /// The largest book id before the change whose step has `key`, when it is the step of the
    /// books that change added; nil for any other step.
    static func addedBooks(after key: String) -> Int? {
        key.hasPrefix(addedBooksKeyPrefix) ? Int(key.dropFirst(addedBooksKeyPrefix.count)) : nil
    }

    /// `value` as SQL reads it back, exactly as SQLite's `quote()` writes it, which the steps
    /// have always held. A number with a fraction is written by `quote()` itself: it writes the
    /// shortest digits that read back as the same number, by SQLite's own reading of them.
    private func literal(_ value: SQLiteValue) throws -> String {
        switch value {
        case .null:
            return "NULL"
        case .integer(let number):
            return String(number)
        case .real(let number):
            return try connection.scalarString("SELECT quote(?)", [number]) ?? "NULL"
        case .text(let text):
            // `quote()` ends a text at its first NUL.
            let shown = text.utf8.contains(0) ? String(text.prefix { $0 != "\0" }) : text
            return "'" + Self.doubled("'", in: shown) + "'"
        case .blob(let bytes):
            let digits = Array("0123456789ABCDEF".utf8)
            var hex = [UInt8]()
            hex.reserveCapacity(bytes.count * 2)
            for byte in bytes {
                hex.append(digits[Int(byte >> 4)])
                hex.append(digits[Int(byte & 0x0F)])
            }
            return "X'" + String(decoding: hex, as: UTF8.self) + "'"
        }
    }

    /// `name` as an SQL identifier.
    private static func quoted(_ name: String) -> String {
        "\"" + doubled("\"", in: name) + "\""
    }

    /// `text` with every `character` written twice, the escape of quotes in SQL. Names and texts
    /// seldom hold one, so they are returned as they are first.
    private static func doubled(_ character: Character, in text: String) -> String {
        // Looked for among the bytes: the characters doubled are ASCII, and a search by
        // `Character` walks the text's grapheme clusters.
        if let byte = character.asciiValue, !text.utf8.contains(byte) { return text }
        return text.split(separator: character, omittingEmptySubsequences: false).joined(separator: String(repeating: character, count: 2))
    }

    /// One row's step, waiting for its change to end: the values in it are written as SQL
    /// literals then, since a number with a fraction is written by SQLite.
    private struct Step {
        let table: String
        let operation: String
        /// The values naming the row, written joined by commas as `row_key`.
        let key: [SQLiteValue]
        let revert: Revert
    }

    /// SQL that reverts a row's change, with its values still to be written in.
    private struct Revert {
        /// The SQL around the values: one part more than there are values.
        private(set) var parts: [String]
        private(set) var values: [SQLiteValue] = []

        init(_ text: String) {
            parts = [text]
        }

        mutating func append(_ text: String) {
            parts[parts.count - 1] += text
        }

        mutating func append(_ value: SQLiteValue) {
            values.append(value)
            parts.append("")
        }

        /// `columns` each compared with its value of `key`, joined by AND.
        mutating func appendMatch(_ columns: [String], _ key: [SQLiteValue]) {
            for (index, column) in columns.enumerated() {
                append((index > 0 ? " AND " : "") + column + " = ")
                append(key[index])
            }
        }
    }

    /// One table as the journal sees it, read from its definition and the `table_info` pragma.
    private struct Table {
        let name: String
        /// Its columns' names, in order.
        let columns: [String]
        /// False for SQLite's own tables, the journal's, `title_chunks` and TEMP tables.
        let journaled: Bool
        /// The columns naming a row: its primary key, or its rowid (nil), which an INTEGER PRIMARY
        /// KEY is another name for.
        let key: [Int?]
        /// The columns a deleted row is inserted again with: every column, and the rowid first
        /// when no column is another name for it.
        let stored: [Int?]
        /// The column naming the book a row belongs to, if any.
        let bookColumn: Int?

        /// The table `name`, its columns read from the `table_info` pragma.
        static func read(_ name: String, journaled: Bool, withoutRowID: Bool, from connection: Connection) throws -> Table {
            var columns: [String] = []
            var keyColumns: [(place: Int, column: Int)] = []
            var integerKey = false
            try connection.forEachRow("PRAGMA main.table_info(\(UndoJournal.quoted(name)))") { row in
                let place = row.int(5) ?? 0
                if place > 0 {
                    keyColumns.append((place, columns.count))
                    integerKey = (row.string(2) ?? "").uppercased() == "INTEGER"
                }
                columns.append(row.string(1) ?? "")
            }
            return Table(
                name: name, columns: columns, journaled: journaled, withoutRowID: withoutRowID,
                keyColumns: keyColumns.sorted { $0.place < $1.place }.map(\.column), integerKey: integerKey)
        }

        init(name: String, columns: [String], journaled: Bool, withoutRowID: Bool, keyColumns: [Int], integerKey: Bool) {
            self.name = name
            self.columns = columns
            self.journaled = journaled && !columns.isEmpty
            if withoutRowID || (keyColumns.count == 1 && integerKey) {
                key = keyColumns
                stored = columns.indices.map { $0 }
            } else {
                key = [nil]
                stored = [nil] + columns.indices.map { $0 }
            }
            bookColumn = name == "books" ? columns.firstIndex(of: "id") : columns.firstIndex(of: "book_id")
        }

        /// The name of `column`, or `rowid`.
        func name(of column: Int?) -> String {
            column.map { columns[$0] } ?? "rowid"
        }

        /// The value `column` (or the rowid) of the changed row has before or after the change.
        func value(_ column: Int?, of change: RowChange, old: Bool) -> SQLiteValue {
            guard let column else { return .integer(old ? change.oldRowID : change.newRowID) }
            return old ? change.oldValue(column) : change.newValue(column)
        }
    }
}
