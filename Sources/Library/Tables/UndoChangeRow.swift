internal import SQLiteStore

/// One row of `undo_changes`: a change a command made that `undo` can revert, its steps in
/// `undo_steps` (`UndoStep`). Read through this type; `UndoJournal` writes the row with an
/// INSERT of its own, since going through `insert(into:)` cost every `log` 30 k instructions.
struct UndoChangeRow: TableRow {
    enum Column: String, ColumnName {
        case id, command, at
    }

    static let table = "undo_changes"
    static let selectAll = selectSQL()
    static let insertAll = insertSQL()
    static let idColumn: Column? = .id

    var id: Int
    var command: String
    var at: TimeColumn
}

extension UndoChangeRow {
    init(_ row: NamedRow<Column>) throws(DamagedValue) {
        id = try row.requiredInt(.id)
        command = try row.requiredText(.command)
        at = try row.time(.at)
    }

    func value(of column: Column) -> SQLiteValue {
        switch column {
        case .id: id.sqliteValue
        case .command: command.sqliteValue
        case .at: at.sqliteValue
        }
    }

    /// The change as `undo --list` presents it.
    var undoableChange: UndoableChange {
        UndoableChange(command: command, at: at.date)
    }
}
