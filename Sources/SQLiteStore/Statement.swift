import CSQLite
import Foundation

/// A prepared statement. It is finalized when the value is released, so a statement can never
/// outlive or leak past its use.
public final class Statement {
    private let handle: OpaquePointer
    /// The raw database handle, for error messages. Not the `Connection`: the connection caches
    /// its statements, so a strong reference back would keep both alive and the file never
    /// closed. sqlite3_close_v2 waits for outstanding statements, so the handle stays valid.
    private let database: OpaquePointer
    /// The SQL text this statement was prepared from, for error messages.
    public let sql: String
    /// Column positions already looked up by name, each under its column type in `resolvedTypes`
    /// at the same index. A statement is read with one or two such types, so a list is searched;
    /// a dictionary keyed by type cost every command a search of the process's protocol
    /// conformances, and a list of pairs the runtime's making of the pair's type.
    private var resolvedTypes: [ObjectIdentifier] = []
    private var resolvedPositions: [[Int32]] = []
    /// The main-database tables the statement writes, and the connection's watch that is told
    /// before it runs (see `Connection.beforeFirstWrite(to:)`).
    private let writes: [String]
    private let writeWatch: WriteWatch
    /// The watch's `round` in which every table of `writes` was last found handed over.
    private var writesHandledInRound = -1
    /// The connection's relay of changed rows, told when a step of a statement that may change
    /// rows begins and when it fails (see `Connection.observeRowChanges(_:)`).
    private let changeRelay: RowChangeRelay
    /// False for a statement that only reads, whose steps the relay need not hear of.
    private let mayChangeRows: Bool

    init(connection: Connection, sql: String) throws(SQLiteError) {
        var statement: OpaquePointer?
        connection.writeWatch.startStatement()
        let code = sqlite3_prepare_v2(connection.handle, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            throw connection.lastError(code: code, sql: sql)
        }
        self.handle = statement
        self.database = connection.handle
        self.sql = sql
        writes = connection.writeWatch.statementWrites()
        writeWatch = connection.writeWatch
        changeRelay = connection.changeRelay
        mayChangeRows = sqlite3_stmt_readonly(statement) == 0
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Binds the parameters in order, replacing any earlier bindings, and resets the statement.
    func bind(_ values: [SQLiteBindable]) throws(SQLiteError) {
        if !writes.isEmpty, writesHandledInRound != writeWatch.round, try writeWatch.willWrite(to: writes) {
            writesHandledInRound = writeWatch.round
        }
        sqlite3_reset(handle)
        // No sqlite3_clear_bindings: every parameter is bound below (a call giving fewer values is
        // refused), so clearing them first only cost each statement run its time.
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard expected == values.count else {
            throw SQLiteError(
                code: SQLITE_RANGE,
                message: "statement takes \(expected) parameters, \(values.count) given",
                sql: sql)
        }
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value.sqliteValue {
            case .null:
                code = sqlite3_bind_null(handle, index)
            case .integer(let number):
                code = sqlite3_bind_int64(handle, index, number)
            case .real(let number):
                code = sqlite3_bind_double(handle, index, number)
            case .text(let text):
                // The byte length is given so text with an embedded NUL is stored whole.
                var utf8 = text
                code = utf8.withUTF8 { bytes in
                    guard let base = bytes.baseAddress else {
                        return sqlite3_bind_text(handle, index, "", 0, csqlite_transient())
                    }
                    return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { characters in
                        sqlite3_bind_text(handle, index, characters, Int32(clamping: bytes.count), csqlite_transient())
                    }
                }
            case .blob(let bytes):
                code = bytes.withUnsafeBytes { buffer in
                    sqlite3_bind_blob(
                        handle, index, buffer.baseAddress, Int32(buffer.count), csqlite_transient())
                }
            }
            guard code == SQLITE_OK else { throw SQLiteError(database: database, code: code, sql: sql) }
        }
    }

    /// Advances to the next row; false when the statement is done.
    func step() throws(SQLiteError) -> Bool {
        if mayChangeRows { try changeRelay.willStep() }
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            if mayChangeRows { changeRelay.failed() }
            throw SQLiteError(database: database, code: code, sql: sql)
        }
    }

    /// Runs the statement to completion, ignoring any rows.
    public func run(_ values: [SQLiteBindable] = []) throws(SQLiteError) {
        // A reset statement holds no read lock, so COMMIT never finds it "in progress".
        defer { sqlite3_reset(handle) }
        try bind(values)
        while try step() {}
    }

    /// Runs the statement and collects every row through `read`. Inlinable, so the caller's
    /// module makes it for its own `T`: made once for every type, it asked the runtime for the
    /// type of the array at each row, some 400 instructions a row of a thousand-entry history.
    @inlinable
    public func rows<T>(_ values: [SQLiteBindable] = [], _ read: (Row) throws -> T) throws -> [T] {
        var result: [T] = []
        try forEachRow(values) { result.append(try read($0)) }
        return result
    }

    /// Runs the statement and hands each row to `body` in turn, for callers that fold several
    /// rows into one value instead of mapping them one to one.
    public func forEachRow(_ values: [SQLiteBindable] = [], _ body: (Row) throws -> Void) throws {
        try scanRows(values, while: { row in
            try body(row)
            return true
        })
    }

    /// Hands rows to `body` until it returns false, for scans that can stop early (the latest
    /// entries of a long history) without reading the rest.
    public func scanRows(_ values: [SQLiteBindable] = [], while body: (Row) throws -> Bool) throws {
        defer { sqlite3_reset(handle) }
        try bind(values)
        let row = Row(statement: handle)
        while try step() {
            guard try body(row) else { return }
        }
    }

    /// Runs the statement and collects every row through `read`, reading columns by name.
    /// Inlinable for the reason `rows(_:_:)` is.
    @inlinable
    public func rows<Column: ColumnName, T>(
        _ values: [SQLiteBindable] = [], as columns: Column.Type, _ read: (NamedRow<Column>) throws -> T
    ) throws -> [T] {
        var result: [T] = []
        try forEachRow(values, as: columns) { result.append(try read($0)) }
        return result
    }

    /// Runs the statement and hands each row to `body`, reading columns by name.
    public func forEachRow<Column: ColumnName>(
        _ values: [SQLiteBindable] = [], as columns: Column.Type, _ body: (NamedRow<Column>) throws -> Void
    ) throws {
        let positions = try positions(of: columns)
        try forEachRow(values) { row in try body(NamedRow(row: row, positions: positions)) }
    }

    /// Hands rows to `body`, read by name, until it returns false (see `scanRows(_:while:)`).
    public func scanRows<Column: ColumnName>(
        _ values: [SQLiteBindable] = [], as columns: Column.Type, while body: (NamedRow<Column>) throws -> Bool
    ) throws {
        let positions = try positions(of: columns)
        try scanRows(values, while: { row in try body(NamedRow(row: row, positions: positions)) })
    }

    /// Runs the statement and hands each row to `body` read two ways by name, for a result that
    /// joins a table's columns with columns of another (a row and what is derived from it).
    public func forEachRow<First: ColumnName, Second: ColumnName>(
        _ values: [SQLiteBindable] = [], as first: First.Type, _ second: Second.Type,
        _ body: (NamedRow<First>, NamedRow<Second>) throws -> Void
    ) throws {
        let firstPositions = try positions(of: first)
        let secondPositions = try positions(of: second)
        try forEachRow(values) { row in
            try body(NamedRow(row: row, positions: firstPositions), NamedRow(row: row, positions: secondPositions))
        }
    }

    /// Where each of `columns` sits in this statement's result, at the index of the case's
    /// `ordinal`. Looked up once per statement and column type, never per row. A column the result
    /// lacks, or two columns with one name, is an error naming it: the SQL and the enum disagree.
    func positions<Column: ColumnName>(of columns: Column.Type) throws(SQLiteError) -> [Int32] {
        let key = ObjectIdentifier(columns)
        if let known = resolvedPositions(for: key) { return known }
        // The cases are asked for once, in a loop (a key path or `map` costs the runtime more than
        // the search); the search is done by `positions(ofNamed:)`, which is not generic: generic,
        // it called each case's name through the protocol's witnesses, a few hundred thousand
        // instructions for a book's 33 columns.
        let cases = Column.allCases
        var names: [String] = []
        var places: [Int] = []
        names.reserveCapacity(cases.count)
        places.reserveCapacity(cases.count)
        for column in cases {
            names.append(column.name)
            places.append(column.ordinal)
        }
        let positions = try positions(ofNamed: names, places: places) { index in "\(Column.self).\(cases[index])" }
        resolvedTypes.append(key)
        resolvedPositions.append(positions)
        return positions
    }

    /// Where each of the columns `names` sits in this statement's result, kept at the column's
    /// place in `places`; `described` names the column at an index for an error. The result's
    /// names are compared where SQLite keeps them: making a Swift string of each cost more than
    /// the search.
    private func positions(ofNamed names: [String], places: [Int], described: (Int) -> String) throws(SQLiteError) -> [Int32] {
        let results = (0..<sqlite3_column_count(handle)).map { sqlite3_column_name(handle, $0) }
        var positions = [Int32](repeating: -1, count: names.count)
        for (index, name) in names.enumerated() {
            var found: Int32 = -1
            var twice = false
            name.withCString { wanted in
                for (position, result) in results.enumerated() {
                    guard let result, strcmp(result, wanted) == 0 else { continue }
                    twice = twice || found != -1
                    found = Int32(position)
                }
            }
            guard !twice else {
                throw SQLiteError(code: SQLITE_ERROR, message: "the result has more than one column named \(name)", sql: sql)
            }
            guard found >= 0 else {
                throw SQLiteError(code: SQLITE_ERROR, message: "the result has no column named \(name)", sql: sql)
            }
            let place = places[index]
            guard positions.indices.contains(place), positions[place] == -1 else {
                throw SQLiteError(
                    code: SQLITE_ERROR, message: "\(described(index)) has no index of its own among \(names.count) cases; a column type is an enum without payloads", sql: sql)
            }
            positions[place] = found
        }
        return positions
    }

    /// The positions already looked up for the column type `key`. Not generic, so the search is
    /// compiled once: inside `positions(of:)` it asked the runtime for type metadata on every
    /// statement run, a thousand instructions each time.
    private func resolvedPositions(for key: ObjectIdentifier) -> [Int32]? {
        for (index, type) in resolvedTypes.enumerated() where type == key { return resolvedPositions[index] }
        return nil
    }
}
