internal import Essentials
internal import SQLiteStore

/// A row type of one of the library's tables. `Column` lists the table's columns once; reading
/// (`init`) and writing (`value(of:)`, whose `switch` the compiler holds to every column) both
/// follow it, and the SQL text of both is built from it.
protocol TableRow {
    associatedtype Column: ColumnName
    /// The table's name in SQL.
    static var table: String { get }
    /// `SELECT` of every column, `FROM` the table; built once per type (`selectSQL()`).
    static var selectAll: String { get }
    /// `INSERT` of every column; built once per type (`insertSQL()`).
    static var insertAll: String { get }
    /// The column holding the row's id, bound to NULL when the row is to get a new id.
    static var idColumn: Column? { get }

    /// Reads a row whose result names every column.
    init(_ row: NamedRow<Column>) throws(DamagedValue)

    /// The value to store in `column`: a value, not a `SQLiteBindable`, since a column that may be
    /// empty (an optional) put in an existential is copied through the runtime's generic witnesses,
    /// a twentieth of an import's work.
    func value(of column: Column) -> SQLiteValue
}

extension TableRow {
    /// The text of `selectAll`: every column of the table, by name.
    static func selectSQL() -> String {
        "SELECT \(Column.nameList) FROM \(table)"
    }

    /// The text of `insertAll`: one parameter per column, in `Column` order. `verb` may say what
    /// a clash with a row already stored does (`INSERT OR IGNORE`).
    static func insertSQL(_ verb: String = "INSERT") -> String {
        "\(verb) INTO \(table) (\(Column.nameList)) VALUES (\(Column.allCases.map { _ in "?" }.concatenated(separator: ", ")))"
    }

    /// Inserts the row, under its own id when `keepingID`, else under one SQLite assigns; returns
    /// the row's id. `statement` is `insertAll` or another text from `insertSQL(_:)`.
    @discardableResult
    func insert(into connection: Connection, keepingID: Bool, statement: String = Self.insertAll) throws -> Int {
        let values = Column.allCases.map { column in
            !keepingID && column == Self.idColumn ? SQLiteValue.null : value(of: column)
        }
        try connection.run(statement, values)
        return connection.lastInsertedRowID
    }

    /// The rows matching `condition` (SQL over the table's columns) in `order`, the first `limit`
    /// of them when given.
    static func all(
        in connection: Connection, where condition: String = "1", _ values: [SQLiteBindable] = [],
        orderedBy order: String, limit: Int? = nil
    ) throws -> [Self] {
        var rows: [Self] = []
        try forEach(in: connection, where: condition, values, orderedBy: order, limit: limit) { rows.append($0) }
        return rows
    }

    /// Hands each row matching `condition` to `body` in `order`, for callers that fold rows into
    /// something else rather than keep them.
    static func forEach(
        in connection: Connection, where condition: String = "1", _ values: [SQLiteBindable] = [],
        orderedBy order: String, limit: Int? = nil, _ body: (Self) throws -> Void
    ) throws {
        let sql = "\(selectAll) WHERE \(condition) ORDER BY \(order)" + (limit.map { " LIMIT \($0)" } ?? "")
        try connection.forEachRow(sql, values, as: Column.self) { row in try body(row.read(from: table, Self.init)) }
    }
}
