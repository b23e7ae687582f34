internal import SQLiteStore

/// One step of a change `undo` reverts, as `undo_steps` keeps it: a row of `table` that the change
/// inserted, updated or deleted (`operation`), its key, and the SQL that puts it back.
struct UndoStep {
    /// The columns of `undo_steps` a step is read from.
    enum Column: String, ColumnName {
        case table = "table_name", operation, key = "row_key", revert
    }

    var table: String
    /// `insert`, `update` or `delete`.
    var operation: String
    /// The row's id, or the ids of a row keyed by several (`1,2`).
    var key: String
    var revert: String

    /// A step from its parts.
    init(table: String, operation: String, key: String, revert: String) {
        self.table = table
        self.operation = operation
        self.key = key
        self.revert = revert
    }

    init(_ row: NamedRow<Column>) throws(DamagedValue) {
        table = try row.requiredText(.table)
        operation = try row.requiredText(.operation)
        key = try row.requiredText(.key)
        revert = try row.requiredText(.revert)
    }

    /// The steps of the change numbered `change`, newest first, the order they are reverted in.
    static func steps(of change: Int, in connection: Connection, _ body: (UndoStep) throws -> Void) throws {
        try connection.forEachRow(
            "SELECT \(Column.nameList) FROM undo_steps WHERE change_id = ? ORDER BY id DESC", [change], as: Column.self
        ) { row in try body(UndoStep(row)) }
    }
}
