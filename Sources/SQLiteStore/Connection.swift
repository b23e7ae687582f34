import CSQLite
import Foundation

/// One open SQLite database. It is set up the way shelf needs every database to be: a busy
/// timeout so concurrent `shelf` processes wait for each other instead of failing, foreign keys
/// enforced, and extended result codes; `useWriteAheadLog()` adds the WAL journal.
public final class Connection {
    let handle: OpaquePointer
    /// Prepared statements kept for reuse by SQL text.
    private var statementCache = StatementCache()
    /// The tables statements write, for `beforeFirstWrite(to:)`.
    let writeWatch = WriteWatch()
    /// The rows statements change, for `observeRowChanges(_:)`.
    let changeRelay = RowChangeRelay()

    /// How a connection may use its file.
    public enum Access: Sendable {
        /// Reads and writes, creating the file when it is missing.
        case readWrite
        /// Only reads: the database file is never written (SQLite may still create the WAL's
        /// `-shm` file beside it). A missing file is an error.
        case readOnly
        /// Only reads a file that nothing can change while it is open, such as one on a read-only
        /// filesystem: no locks are taken and no file is created beside it, and any WAL content
        /// left beside it is ignored (https://sqlite.org/uri.html#uriimmutable).
        case immutable
        /// Only reads, keeping the file to itself: the WAL's index lives in this process's memory
        /// instead of a `-shm` file (https://sqlite.org/wal.html#noshm), so a library whose WAL
        /// holds commits can be read where no file can be made (a full disk), WAL and all. The file
        /// is opened to write, as reading a WAL needs, and `query_only` refuses every change; on
        /// closing, SQLite may still fold the WAL into the file if the room is there.
        case exclusiveReading
    }

    /// The path that opens a private database held in memory, gone when the connection closes.
    public static let inMemory = ":memory:"

    /// Opens the database at `path` with the given access (by default read-write, creating it).
    /// `busyTimeoutMilliseconds` bounds how long a write waits for another process's lock.
    public init(path: String, access: Access = .readWrite, busyTimeoutMilliseconds: Int32 = 10_000) throws(SQLiteError) {
        var database: OpaquePointer?
        let name: String
        var flags = SQLITE_OPEN_NOMUTEX
        switch access {
        case .readWrite:
            name = path
            flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        case .readOnly:
            name = path
            flags |= SQLITE_OPEN_READONLY
        case .immutable:
            name = "file:" + Self.uriEscaped(path) + "?immutable=1"
            flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
        case .exclusiveReading:
            name = path
            flags |= SQLITE_OPEN_READWRITE
        }
        _ = Self.configureSQLite
        // SQLite takes `inMemory` as a name, never a file: one of that name in the working
        // folder is not what opens.
        guard path == Self.inMemory || Self.mayBeADatabase(path) else {
            throw SQLiteError(code: SQLITE_NOTADB, message: "file is not a database")
        }
        let code = sqlite3_open_v2(name, &database, flags, nil)
        guard code == SQLITE_OK, let database else {
            let message = database.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close_v2(database)
            throw SQLiteError(code: code, message: message)
        }
        handle = database
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
        if access == .exclusiveReading {
            // Before the first read: only then does SQLite keep the WAL index in memory.
            try execute("PRAGMA locking_mode = EXCLUSIVE")
            try execute("PRAGMA query_only = 1")
        }
        try execute("PRAGMA foreign_keys = ON")
        // Every statement with a trigger inside a transaction keeps the pages it changes in a
        // statement journal until it ends; on disk (SQLite's default) that is a write system call
        // per page, most of an import's time. Kept in memory it lasts one statement, and TEMP
        // tables are small (https://sqlite.org/tempfiles.html#statement_journals).
        try execute("PRAGMA temp_store = MEMORY")
        // SQLite's own 2 MiB page cache stays: a larger one spared `list all` re-reading a few
        // hundred pages but cost more in fresh memory to fault in than those reads did. Pages are
        // not memory-mapped either: a library file cut shorter while a command reads it would kill
        // the command with SIGBUS instead of an error line.
    }

    /// Switches the database to the WAL journal, which survives kill -9 with the database intact
    /// and lets `list` read during a `log` (https://sqlite.org/wal.html). It is not part of
    /// opening because the journal mode is written into the file: a caller first checks that
    /// the file is one it may change (see `Migrator`).
    public func useWriteAheadLog() throws(SQLiteError) {
        try execute("PRAGMA journal_mode = WAL")
        // NORMAL is durable enough in WAL mode: a power cut may lose the last commit, never
        // corrupt the file.
        try execute("PRAGMA synchronous = NORMAL")
    }

    /// True when this connection cannot write: it was opened to read, or SQLite found the file
    /// write-protected and opened it read-only.
    public var isReadOnly: Bool {
        sqlite3_db_readonly(handle, "main") == 1
    }

    /// False when `path` is a file with bytes that do not begin with SQLite's header. SQLite
    /// itself takes a file shorter than its header (one byte, say) for an empty database and
    /// writes a new one over it; an empty or missing file, or one that cannot be read here, is
    /// left for SQLite to judge. Read with POSIX calls: Foundation's file attributes cost a short
    /// command a tenth of its start.
    private static func mayBeADatabase(_ path: String) -> Bool {
        // Opened without waiting, so a FIFO (which would wait for a writer) is found and passed over.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return true }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return true }
        var start = [UInt8](repeating: 0, count: header.count)
        let count = start.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return true }
        return count == header.count && start == header
    }

    /// SQLite set up once per process, before its first connection: without memory statistics
    /// (shelf never asks for them), which took a mutex around each of the thousands of
    /// allocations a command makes, 0.4 M instructions of a `log`. Too late, it is refused and
    /// changes nothing.
    private static let configureSQLite: Void = {
        _ = csqlite_disable_memory_statistics()
    }()

    /// The first bytes of every SQLite database file (https://sqlite.org/fileformat.html).
    private static let header = Array("SQLite format 3\u{0}".utf8)

    /// `path` with the characters that mean something in a URI filename (`%`, `?`, `#`) escaped.
    private static func uriEscaped(_ path: String) -> String {
        var escaped = ""
        for character in path.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "?": escaped += "%3F"
            case "#": escaped += "%23"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    deinit {
        statementCache.removeAll()
        // The watch's callbacks hold no reference to it: they go before the connection does.
        sqlite3_set_authorizer(handle, nil, nil)
        sqlite3_rollback_hook(handle, nil, nil)
        sqlite3_preupdate_hook(handle, nil, nil)
        sqlite3_close_v2(handle)
    }

    /// Calls `handler` with the name of each table of the main database before the first
    /// statement that writes it runs, its triggers' and foreign keys' writes included, and again
    /// after a rollback (which takes back what `handler` made in the transaction). For work a
    /// table needs before it is written, done only for the tables a process writes. Statements
    /// prepared earlier are dropped, so that every statement is prepared watched.
    public func beforeFirstWrite(to handler: @escaping (String) throws -> Void) {
        statementCache.removeAll()
        writeWatch.watch(with: handler)
        let watch = Unmanaged.passUnretained(writeWatch).toOpaque()
        sqlite3_set_authorizer(
            handle,
            { watch, action, table, _, database, _ in
                if let watch, let table, let database, action == SQLITE_INSERT || action == SQLITE_UPDATE || action == SQLITE_DELETE,
                    strcmp(database, "main") == 0
                {
                    Unmanaged<WriteWatch>.fromOpaque(watch).takeUnretainedValue().noteWrite(to: table)
                }
                return SQLITE_OK
            }, watch)
        sqlite3_rollback_hook(
            handle, { watch in watch.map { Unmanaged<WriteWatch>.fromOpaque($0).takeUnretainedValue().rolledBack() } }, watch)
    }

    /// Hands `observer` each row of a main-database table the statements of this connection are
    /// about to insert, update or delete, whatever makes the change (the statement itself, a
    /// trigger, a foreign key's action, a REPLACE), and tells it when a statement that may change
    /// rows begins a step and when one fails. Held weakly; one observer at a time.
    public func observeRowChanges(_ observer: RowChangeObserver) {
        changeRelay.observer = observer
        let relay = Unmanaged.passUnretained(changeRelay).toOpaque()
        sqlite3_preupdate_hook(
            handle,
            { relay, database, operation, schema, table, oldRowID, newRowID in
                guard let relay, let database, let schema, let table, strcmp(schema, "main") == 0 else { return }
                let kind: TableWrites
                switch operation {
                case SQLITE_INSERT: kind = .insert
                case SQLITE_UPDATE: kind = .update
                case SQLITE_DELETE: kind = .delete
                default: return
                }
                Unmanaged<RowChangeRelay>.fromOpaque(relay).takeUnretainedValue().rowWillChange(
                    RowChange(database: database, table: String(cString: table), kind: kind, oldRowID: oldRowID, newRowID: newRowID))
            }, relay)
    }

    /// Gives this connection's SQL, its TEMP triggers' included, a function `name` of `arguments`
    /// arguments answered by `body`; an error `body` throws fails the statement that called it.
    /// `body` may read the database (its statements must differ from the one calling it) but not
    /// write it.
    public func define(
        _ name: String, arguments: Int32, _ body: @escaping ([SQLiteValue]) throws -> SQLiteValue
    ) throws(SQLiteError) {
        let function = Unmanaged.passRetained(SQLFunction(body)).toOpaque()
        let code = sqlite3_create_function_v2(
            handle, name, arguments, SQLITE_UTF8, function,
            { context, count, values in
                guard let context, let function = sqlite3_user_data(context) else { return }
                Unmanaged<SQLFunction>.fromOpaque(function).takeUnretainedValue().call(context, count, values)
            },
            nil, nil, { function in function.map { Unmanaged<SQLFunction>.fromOpaque($0).release() } })
        guard code == SQLITE_OK else { throw lastError(code: code, sql: name) }
    }

    /// Runs `body` without reporting the rows its statements change to the observer
    /// (`observeRowChanges(_:)`): for writes it has no need to hear of, each spared a call.
    /// Statements still tell it when they step and fail.
    public func withoutRowChangeReports<T>(_ body: () throws -> T) rethrows -> T {
        guard let observer = changeRelay.observer else { return try body() }
        sqlite3_preupdate_hook(handle, nil, nil)
        defer { observeRowChanges(observer) }
        return try body()
    }

    /// Runs one or more statements that take no parameters and return no rows.
    public func execute(_ sql: String) throws(SQLiteError) {
        guard writeWatch.isWatching || changeRelay.observer != nil else {
            let code = sqlite3_exec(handle, sql, nil, nil, nil)
            guard code == SQLITE_OK else { throw lastError(code: code, sql: sql) }
            return
        }
        // One statement at a time, each watched before it runs as a prepared statement is, and
        // its changed rows told apart from the others'.
        let text = Array(sql.utf8CString)
        var failure: SQLiteError?
        text.withUnsafeBufferPointer { characters in
            var next = characters.baseAddress
            while let start = next, start.pointee != 0 {
                var statement: OpaquePointer?
                writeWatch.startStatement()
                let code = sqlite3_prepare_v2(handle, start, -1, &statement, &next)
                guard code == SQLITE_OK else {
                    failure = lastError(code: code, sql: sql)
                    return
                }
                // Only white space or a comment was left.
                guard let statement else { continue }
                defer { sqlite3_finalize(statement) }
                do throws(SQLiteError) {
                    try writeWatch.willWrite(to: writeWatch.statementWrites())
                } catch {
                    failure = error
                    return
                }
                do throws(SQLiteError) {
                    try changeRelay.willStep()
                } catch {
                    failure = error
                    return
                }
                var stepped = sqlite3_step(statement)
                while stepped == SQLITE_ROW { stepped = sqlite3_step(statement) }
                guard stepped == SQLITE_DONE else {
                    failure = lastError(code: stepped, sql: sql)
                    changeRelay.failed()
                    return
                }
            }
        }
        if let failure { throw failure }
    }

    /// A prepared statement for `sql`, reused across calls with the same text.
    public func prepare(_ sql: String) throws(SQLiteError) -> Statement {
        if let cached = statementCache.statement(for: sql) { return cached }
        let statement = try Statement(connection: self, sql: sql)
        statementCache.keep(statement)
        return statement
    }

    /// Runs a statement with parameters, ignoring any rows.
    public func run(_ sql: String, _ values: [SQLiteBindable] = []) throws(SQLiteError) {
        try prepare(sql).run(values)
    }

    /// Runs a query and maps each row. Inlinable for the reason `Statement.rows(_:_:)` is.
    @inlinable
    public func query<T>(
        _ sql: String, _ values: [SQLiteBindable] = [], _ read: (Row) throws -> T
    ) throws -> [T] {
        try prepare(sql).rows(values, read)
    }

    /// Runs a query and hands each row to `body` in turn (see `Statement.forEachRow`).
    public func forEachRow(_ sql: String, _ values: [SQLiteBindable] = [], _ body: (Row) throws -> Void) throws {
        try prepare(sql).forEachRow(values, body)
    }

    /// Runs a query and maps each row, reading its columns by name. Inlinable for the reason
    /// `Statement.rows(_:_:)` is.
    @inlinable
    public func query<Column: ColumnName, T>(
        _ sql: String, _ values: [SQLiteBindable] = [], as columns: Column.Type, _ read: (NamedRow<Column>) throws -> T
    ) throws -> [T] {
        try prepare(sql).rows(values, as: columns, read)
    }

    /// Runs a query and hands each row to `body`, reading its columns by name.
    public func forEachRow<Column: ColumnName>(
        _ sql: String, _ values: [SQLiteBindable] = [], as columns: Column.Type, _ body: (NamedRow<Column>) throws -> Void
    ) throws {
        try prepare(sql).forEachRow(values, as: columns, body)
    }

    /// Runs a query and hands each row to `body` read two ways by name (see `Statement`).
    public func forEachRow<First: ColumnName, Second: ColumnName>(
        _ sql: String, _ values: [SQLiteBindable] = [], as first: First.Type, _ second: Second.Type,
        _ body: (NamedRow<First>, NamedRow<Second>) throws -> Void
    ) throws {
        try prepare(sql).forEachRow(values, as: first, second, body)
    }

    /// Runs a query and hands rows to `body` until it returns false (see `Statement.scanRows`).
    public func scanRows(_ sql: String, _ values: [SQLiteBindable] = [], while body: (Row) throws -> Bool) throws {
        try prepare(sql).scanRows(values, while: body)
    }

    /// The first column of the first row as an integer, or nil when there is no row or it is NULL.
    public func scalarInt(_ sql: String, _ values: [SQLiteBindable] = []) throws -> Int? {
        try query(sql, values) { $0.int(0) }.first ?? nil
    }

    /// The first column of the first row as text, or nil when there is no row or it is NULL.
    public func scalarString(_ sql: String, _ values: [SQLiteBindable] = []) throws -> String? {
        try query(sql, values) { $0.string(0) }.first ?? nil
    }

    /// The row id of the last row inserted on this connection.
    public var lastInsertedRowID: Int {
        Int(sqlite3_last_insert_rowid(handle))
    }

    /// Runs `body`, then gives `lastInsertedRowID` back the value it had before: for writes made
    /// beside the caller's own (a journal of them), which the caller must not see.
    public func keepingLastInsertedRowID<T>(_ body: () throws -> T) rethrows -> T {
        let rowID = sqlite3_last_insert_rowid(handle)
        defer { sqlite3_set_last_insert_rowid(handle, rowID) }
        return try body()
    }

    /// How many rows the last INSERT, UPDATE or DELETE changed.
    public var changes: Int {
        Int(sqlite3_changes(handle))
    }

    /// Runs `body` inside one transaction: committed when it returns, rolled back when it throws.
    /// BEGIN IMMEDIATE takes the write lock up front, so two writers wait on the busy timeout
    /// instead of deadlocking when both try to upgrade a read lock (https://sqlite.org/lang_transaction.html).
    /// A connection that cannot write refuses before beginning (SQLite itself would let a
    /// read-only BEGIN IMMEDIATE through and fail only at the first write).
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        guard !isReadOnly else {
            throw SQLiteError(code: SQLITE_READONLY, message: "attempt to write a readonly database")
        }
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Runs `body` inside one read transaction: its statements share one snapshot of the file and
    /// one read lock, where each statement alone would take and release its own (a measurable
    /// share of a command that looks up a thousand books one index probe at a time). Inside a
    /// transaction already, `body` simply joins it. The transaction only ever reads, so it is
    /// committed even when `body` throws: a rollback would tell `beforeFirstWrite(to:)`'s watch
    /// that what it made is gone.
    public func reading<T>(_ body: () throws -> T) throws -> T {
        guard sqlite3_get_autocommit(handle) != 0 else { return try body() }
        try prepare("BEGIN").run()
        let result: T
        do {
            result = try body()
        } catch {
            try? prepare("COMMIT").run()
            throw error
        }
        try prepare("COMMIT").run()
        return result
    }

    func lastError(code: Int32, sql: String?) -> SQLiteError {
        SQLiteError(database: handle, code: code, sql: sql)
    }
}
