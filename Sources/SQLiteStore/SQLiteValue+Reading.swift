import CSQLite

extension SQLiteValue {
    /// The value SQLite hands over as `raw` (a pre-update hook's old or new value, a function's
    /// argument), copied out; NULL when there is none.
    init(reading raw: OpaquePointer?) {
        guard let raw else {
            self = .null
            return
        }
        switch sqlite3_value_type(raw) {
        case SQLITE_INTEGER:
            self = .integer(sqlite3_value_int64(raw))
        case SQLITE_FLOAT:
            self = .real(sqlite3_value_double(raw))
        case SQLITE_TEXT:
            guard let text = sqlite3_value_text(raw) else {
                self = .text("")
                return
            }
            self = .text(String(decoding: UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(raw))), as: UTF8.self))
        case SQLITE_BLOB:
            guard let blob = sqlite3_value_blob(raw) else {
                self = .blob([])
                return
            }
            self = .blob(Array(UnsafeRawBufferPointer(start: blob, count: Int(sqlite3_value_bytes(raw)))))
        default:
            self = .null
        }
    }
}
