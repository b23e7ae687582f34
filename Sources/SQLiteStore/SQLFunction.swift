import CSQLite

/// A function the application gives a connection's SQL (`Connection.define(_:arguments:_:)`),
/// kept alive by SQLite until the connection closes or the name is defined again.
final class SQLFunction {
    private let body: ([SQLiteValue]) throws -> SQLiteValue

    init(_ body: @escaping ([SQLiteValue]) throws -> SQLiteValue) {
        self.body = body
    }

    /// Answers one call: the arguments read out of SQLite, the result or the error handed back.
    /// An error fails the statement that called the function, its message the error's description.
    func call(_ context: OpaquePointer, _ count: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?) {
        let values = (0..<Int(count)).map { SQLiteValue(reading: arguments?[$0]) }
        let result: SQLiteValue
        do {
            result = try body(values)
        } catch {
            sqlite3_result_error(context, "\(error)", -1)
            return
        }
        switch result {
        case .null:
            sqlite3_result_null(context)
        case .integer(let value):
            sqlite3_result_int64(context, value)
        case .real(let value):
            sqlite3_result_double(context, value)
        case .text(let text):
            var text = text
            text.withUTF8 { bytes in
                guard let start = bytes.baseAddress, !bytes.isEmpty else { return sqlite3_result_text(context, "", 0, csqlite_transient()) }
                start.withMemoryRebound(to: CChar.self, capacity: bytes.count) { characters in
                    sqlite3_result_text(context, characters, Int32(clamping: bytes.count), csqlite_transient())
                }
            }
        case .blob(let bytes):
            bytes.withUnsafeBytes { buffer in
                sqlite3_result_blob(context, buffer.baseAddress, Int32(clamping: buffer.count), csqlite_transient())
            }
        }
    }
}
