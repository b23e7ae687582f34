/// A Swift type that converts itself into a statement parameter.
public protocol SQLiteBindable {
    /// The value SQLite stores for this Swift value.
    var sqliteValue: SQLiteValue { get }
}

extension Int: SQLiteBindable {
    @inlinable public var sqliteValue: SQLiteValue { .integer(Int64(self)) }
}

extension Int64: SQLiteBindable {
    @inlinable public var sqliteValue: SQLiteValue { .integer(self) }
}

extension Double: SQLiteBindable {
    @inlinable public var sqliteValue: SQLiteValue { .real(self) }
}

extension String: SQLiteBindable {
    @inlinable public var sqliteValue: SQLiteValue { .text(self) }
}

extension Bool: SQLiteBindable {
    @inlinable public var sqliteValue: SQLiteValue { .integer(self ? 1 : 0) }
}

extension SQLiteValue: SQLiteBindable {
    @inlinable public var sqliteValue: SQLiteValue { self }
}

extension Optional: SQLiteBindable where Wrapped: SQLiteBindable {
    @inlinable public var sqliteValue: SQLiteValue { self?.sqliteValue ?? .null }
}
