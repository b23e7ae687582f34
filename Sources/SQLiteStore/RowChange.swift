import CSQLite
import Foundation

/// A row of a main-database table about to be inserted, updated or deleted, as SQLite's
/// pre-update hook shows it (https://sqlite.org/c3ref/preupdate_blobwrite.html): every row a
/// statement changes, its triggers' and foreign keys' changes and the rows a REPLACE deletes
/// included. Its values can be read only while the `RowChangeObserver` it was handed to runs.
public struct RowChange {
    private let database: OpaquePointer
    /// The table's name.
    public let table: String
    /// What happens to the row: one of `.insert`, `.update` and `.delete`.
    public let kind: TableWrites
    /// The row's rowid before an update or a deletion.
    public let oldRowID: Int64
    /// The row's rowid after an insertion or an update.
    public let newRowID: Int64

    init(database: OpaquePointer, table: String, kind: TableWrites, oldRowID: Int64, newRowID: Int64) {
        self.database = database
        self.table = table
        self.kind = kind
        self.oldRowID = oldRowID
        self.newRowID = newRowID
    }

    /// The value column `column` (counted from 0 in the table's order) had before an update or a
    /// deletion.
    public func oldValue(_ column: Int) -> SQLiteValue {
        SQLiteValue(reading: rawValue(column, old: true))
    }

    /// The value column `column` has after an insertion or an update.
    public func newValue(_ column: Int) -> SQLiteValue {
        SQLiteValue(reading: rawValue(column, old: false))
    }

    /// True when an update changes column `column`, compared as SQL's `IS NOT` compares two values
    /// of one column: numbers by value, text and blobs byte by byte, NULL equal to NULL. Read
    /// without copying either value: a row's long texts are compared where SQLite keeps them.
    public func changes(_ column: Int) -> Bool {
        guard let old = rawValue(column, old: true), let new = rawValue(column, old: false) else { return true }
        switch (sqlite3_value_type(old), sqlite3_value_type(new)) {
        case (SQLITE_NULL, SQLITE_NULL):
            return false
        case (SQLITE_INTEGER, SQLITE_INTEGER):
            return sqlite3_value_int64(old) != sqlite3_value_int64(new)
        case (SQLITE_INTEGER, SQLITE_FLOAT), (SQLITE_FLOAT, SQLITE_INTEGER), (SQLITE_FLOAT, SQLITE_FLOAT):
            return sqlite3_value_double(old) != sqlite3_value_double(new)
        case (SQLITE_TEXT, SQLITE_TEXT):
            return !Self.sameBytes(sqlite3_value_text(old).map(UnsafeRawPointer.init), sqlite3_value_bytes(old),
                sqlite3_value_text(new).map(UnsafeRawPointer.init), sqlite3_value_bytes(new))
        case (SQLITE_BLOB, SQLITE_BLOB):
            return !Self.sameBytes(sqlite3_value_blob(old), sqlite3_value_bytes(old), sqlite3_value_blob(new), sqlite3_value_bytes(new))
        default:
            return true
        }
    }

    private func rawValue(_ column: Int, old: Bool) -> OpaquePointer? {
        var value: OpaquePointer?
        let code = old
            ? sqlite3_preupdate_old(database, Int32(column), &value) : sqlite3_preupdate_new(database, Int32(column), &value)
        return code == SQLITE_OK ? value : nil
    }

    private static func sameBytes(_ first: UnsafeRawPointer?, _ firstCount: Int32, _ second: UnsafeRawPointer?, _ secondCount: Int32) -> Bool {
        guard firstCount == secondCount else { return false }
        guard firstCount > 0, let first, let second else { return true }
        return memcmp(first, second, Int(firstCount)) == 0
    }
}
