/// The current row of a statement, read by column name. The names were looked up once for the
/// statement (see `Statement.positions(of:)`), so reading by name costs what reading by position does.
public struct NamedRow<Column: ColumnName> {
    /// The row underneath, for reading by position.
    public let row: Row
    /// Each column's position in the result, at the index of the column's raw value.
    let positions: [Int32]

    /// True when the column holds NULL.
    public func isNull(_ column: Column) -> Bool {
        row.isNull(position(of: column))
    }

    /// The column as an integer, or nil for NULL.
    public func int(_ column: Column) -> Int? {
        row.int(position(of: column))
    }

    /// The column as a floating-point number, or nil for NULL.
    public func double(_ column: Column) -> Double? {
        row.double(position(of: column))
    }

    /// The column as text, or nil for NULL.
    public func string(_ column: Column) -> String? {
        row.string(position(of: column))
    }

    private func position(of column: Column) -> Int32 {
        positions[Int(column.rawValue)]
    }
}
