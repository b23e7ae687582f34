/// The current row of a statement, read by column name. The names were looked up once for the
/// statement (see `Statement.positions(of:)`), so reading by name costs what reading by position does.
///
/// `Column` is left unconstrained on the type itself, and the readers ask for `ColumnName`: a
/// constrained generic type costs a search of every protocol conformance in the process the first
/// time each of its instances is made, which a short command would pay for every table it reads.
public struct NamedRow<Column> {
    /// The row underneath, for reading by position.
    public let row: Row
    /// Each column's position in the result, at the index of the case's `ordinal`.
    @usableFromInline let positions: [Int32]

    init(row: Row, positions: [Int32]) {
        self.row = row
        self.positions = positions
    }
}

extension NamedRow where Column: ColumnName {
    /// True when the column holds NULL.
    @inlinable public func isNull(_ column: Column) -> Bool {
        row.isNull(position(of: column))
    }

    /// The column as an integer, or nil for NULL.
    @inlinable public func int(_ column: Column) -> Int? {
        row.int(position(of: column))
    }

    /// The column as a floating-point number, or nil for NULL.
    @inlinable public func double(_ column: Column) -> Double? {
        row.double(position(of: column))
    }

    /// The kind of value SQLite stored in the column (see `Row.kind`).
    @inlinable public func kind(_ column: Column) -> SQLiteValue.Kind {
        row.kind(position(of: column))
    }

    /// The column's integer when `kind` is `.integer` (see `Row.storedInteger`).
    @inlinable public func storedInteger(_ column: Column) -> Int64 {
        row.storedInteger(position(of: column))
    }

    /// The column's number when `kind` is `.real` (see `Row.storedReal`).
    @inlinable public func storedReal(_ column: Column) -> Double {
        row.storedReal(position(of: column))
    }

    /// The column as text, or nil for NULL.
    @inlinable public func string(_ column: Column) -> String? {
        row.string(position(of: column))
    }

    /// The column's text as UTF-8 bytes, or nil for NULL, valid only until the statement moves
    /// on (see `Row.utf8`).
    @inlinable public func utf8(_ column: Column) -> UnsafeBufferPointer<UInt8>? {
        row.utf8(position(of: column))
    }

    /// The column as whatever type SQLite stored, for readers that check a value's kind before
    /// trusting it (text in a column of numbers is damage, not zero).
    @inlinable public func value(_ column: Column) -> SQLiteValue {
        row.value(position(of: column))
    }

    @inlinable func position(of column: Column) -> Int32 {
        positions[column.ordinal]
    }
}
