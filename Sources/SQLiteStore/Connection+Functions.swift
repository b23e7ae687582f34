import CSQLite

extension Connection {
    /// Makes `name()`, an SQL function of no arguments, for the SQL this connection runs (its
    /// TEMP triggers included): each call gives what `value` says then, an integer or NULL. For
    /// state kept in Swift that SQL must read, which a table would hold only at the price of
    /// writing it. Define it before preparing statements that call it.
    public func defineFunction(named name: String, _ value: @escaping () -> Int?) throws(SQLiteError) {
        let function = Unmanaged.passRetained(IntegerFunction(value)).toOpaque()
        let code = sqlite3_create_function_v2(
            handle, name, 0, SQLITE_UTF8, function,
            { context, _, _ in
                guard let context, let function = sqlite3_user_data(context) else { return }
                if let value = Unmanaged<IntegerFunction>.fromOpaque(function).takeUnretainedValue().value() {
                    sqlite3_result_int64(context, Int64(value))
                } else {
                    sqlite3_result_null(context)
                }
            }, nil, nil,
            // SQLite calls this when the function is replaced or the connection closes, and when
            // defining it fails.
            { function in function.map { Unmanaged<IntegerFunction>.fromOpaque($0).release() } })
        guard code == SQLITE_OK else { throw lastError(code: code, sql: nil) }
    }
}
