/// A value that can be bound to a statement parameter or read from a column.
public enum SQLiteValue: Equatable, Sendable {
    /// SQL NULL.
    case null
    /// A 64-bit integer.
    case integer(Int64)
    /// A floating-point number.
    case real(Double)
    /// UTF-8 text.
    case text(String)
    /// Raw bytes.
    case blob([UInt8])

    /// The kinds of value SQLite stores (its storage classes), without the value.
    public enum Kind: Sendable {
        case null, integer, real, text, blob
    }
}
