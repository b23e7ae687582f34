import CSQLite

/// The current row of a statement being stepped. Column reads are NULL-aware: the optional
/// accessors return nil for NULL, so a missing value is never confused with zero or "".
public struct Row {
    let statement: OpaquePointer

    /// True when the column holds NULL.
    public func isNull(_ column: Int32) -> Bool {
        sqlite3_column_type(statement, column) == SQLITE_NULL
    }

    /// The column as an integer, or nil for NULL.
    public func int(_ column: Int32) -> Int? {
        isNull(column) ? nil : Int(sqlite3_column_int64(statement, column))
    }

    /// The column as a floating-point number, or nil for NULL.
    public func double(_ column: Int32) -> Double? {
        isNull(column) ? nil : sqlite3_column_double(statement, column)
    }

    /// The kind of value SQLite stored in the column, told without reading the value: for readers
    /// that accept one kind and treat any other as damage, so a number is read in one type check
    /// and no `SQLiteValue` is made for it.
    public func kind(_ column: Int32) -> SQLiteValue.Kind {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: .integer
        case SQLITE_FLOAT: .real
        case SQLITE_TEXT: .text
        case SQLITE_BLOB: .blob
        default: .null
        }
    }

    /// The column's integer when `kind` is `.integer` (SQLite's conversion of anything else).
    public func storedInteger(_ column: Int32) -> Int64 {
        sqlite3_column_int64(statement, column)
    }

    /// The column's number when `kind` is `.real` (SQLite's conversion of anything else).
    public func storedReal(_ column: Int32) -> Double {
        sqlite3_column_double(statement, column)
    }

    /// The column as text, or nil for NULL.
    public func string(_ column: Int32) -> String? {
        guard !isNull(column), let text = sqlite3_column_text(statement, column) else { return nil }
        // Read by length, not up to the first NUL, so stored text comes back whole.
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// The column's text as UTF-8 bytes, or nil for NULL, read in place: for a value matched
    /// against known texts (a status) without making a String of it. The bytes stay valid only
    /// until the statement moves on, so use them at once.
    public func utf8(_ column: Int32) -> UnsafeBufferPointer<UInt8>? {
        guard !isNull(column), let text = sqlite3_column_text(statement, column) else { return nil }
        return UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement, column)))
    }

    /// The column as raw bytes, or nil for NULL.
    public func blob(_ column: Int32) -> [UInt8]? {
        guard !isNull(column) else { return nil }
        let count = Int(sqlite3_column_bytes(statement, column))
        guard count > 0, let bytes = sqlite3_column_blob(statement, column) else { return [] }
        return Array(UnsafeRawBufferPointer(start: bytes, count: count))
    }

    /// How many columns the statement returns.
    public var columnCount: Int32 {
        sqlite3_column_count(statement)
    }

    /// The column as whatever type SQLite stored, for code that reads rows it knows nothing
    /// about (a dump of every table, say).
    public func value(_ column: Int32) -> SQLiteValue {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: .integer(sqlite3_column_int64(statement, column))
        case SQLITE_FLOAT: .real(sqlite3_column_double(statement, column))
        case SQLITE_TEXT: .text(string(column) ?? "")
        case SQLITE_BLOB: .blob(blob(column) ?? [])
        default: .null
        }
    }
}
