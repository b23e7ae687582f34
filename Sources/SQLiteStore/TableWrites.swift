/// The kinds of write made to a table's rows (a `RowChange` is one of them).
public struct TableWrites: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Rows added.
    public static let insert = TableWrites(rawValue: 1)
    /// Rows changed in place.
    public static let update = TableWrites(rawValue: 2)
    /// Rows removed, by a DELETE, a foreign key's cascade or a REPLACE.
    public static let delete = TableWrites(rawValue: 4)
}
