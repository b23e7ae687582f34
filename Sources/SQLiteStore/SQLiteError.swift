import CSQLite

/// An error reported by SQLite, carrying the extended result code, SQLite's message and the SQL
/// that failed, so a caller can both show it and tell a busy database from a broken one.
public struct SQLiteError: Error, CustomStringConvertible, Equatable {
    /// The extended result code (https://sqlite.org/rescode.html).
    public let code: Int32
    /// SQLite's own explanation.
    public let message: String
    /// The statement that failed, when there was one.
    public let sql: String?

    /// Makes an error from its parts; tests and the store's own checks use this.
    public init(code: Int32, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    /// The error SQLite reports for `database` after a call returned `code`, preferring the
    /// extended code it recorded.
    init(database: OpaquePointer, code: Int32, sql: String?) {
        let extended = sqlite3_extended_errcode(database)
        self.init(
            code: extended != 0 ? extended : code, message: String(cString: sqlite3_errmsg(database)),
            sql: sql)
    }

    /// The primary result code, without the extended bits.
    public var primaryCode: Int32 { code & 0xFF }

    /// True when another connection held a lock for longer than the busy timeout.
    public var isBusy: Bool { primaryCode == SQLITE_BUSY || primaryCode == SQLITE_LOCKED }

    /// True for a UNIQUE, NOT NULL, CHECK or foreign-key violation.
    public var isConstraintViolation: Bool { primaryCode == SQLITE_CONSTRAINT }

    /// True when the database could not be written because it was opened to read, or its file
    /// or folder is read-only.
    public var isReadOnly: Bool { primaryCode == SQLITE_READONLY }

    /// SQLite found no room to write (SQLITE_FULL).
    public var isDiskFull: Bool { primaryCode == SQLITE_FULL }

    /// A read or write of the file failed below SQLite (SQLITE_IOERR and its extended codes).
    public var isIOError: Bool { primaryCode == SQLITE_IOERR }

    /// True when the file is not a database or is damaged.
    public var isCorrupt: Bool { primaryCode == SQLITE_CORRUPT || primaryCode == SQLITE_NOTADB }

    /// True when a statement names a table the database lacks: its schema is not the one the
    /// program made (another program dropped it, or it is another program's file). A missing
    /// column is left out: a mistake in the program's own SQL reads the same, and is no damage.
    public var isMissingTable: Bool {
        primaryCode == SQLITE_ERROR && message.hasPrefix("no such table")
    }

    public var description: String {
        if let sql { return "\(message) (SQLite code \(code), in: \(sql))" }
        return "\(message) (SQLite code \(code))"
    }
}
