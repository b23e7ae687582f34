/// The columns of one kind of row, declared once as an enum so rows are read by name.
///
/// Declare it as `enum Column: String, ColumnName` with one case per column, in any order: a
/// case's raw value is the column's name in SQL, written out (`bookID = "book_id"`) where it is not
/// the case's own name. Names are never derived from the cases' Swift names: reflection costs
/// several million instructions per enum on every run, more than a short command's own work.
///
/// `allCases` is the array Swift makes for an enum: said here, generic code walks it as an array,
/// where reaching it as any collection cost the runtime a search for the collection's type and
/// its iterator's at each column type a statement reads (0.1 M instructions for a `log`).
public protocol ColumnName: CaseIterable, Equatable, RawRepresentable<String> where AllCases == [Self] {}

extension ColumnName {
    /// The column's name in SQL, as the result of a query names it.
    @inlinable public var name: String { rawValue }

    /// The names of every column, in declaration order, joined for a `SELECT` or `INSERT` list.
    /// Joined here rather than by `joined(separator:)`, whose generic entry point costs the
    /// runtime a search of every protocol conformance the first time.
    public static var nameList: String {
        var list = ""
        for column in allCases {
            if !list.isEmpty { list += ", " }
            list += column.name
        }
        return list
    }

    /// The case's index in declaration order, where a statement keeps the column's position in its
    /// result (`Statement.positions(of:)`), so reading a column costs one array index. An enum
    /// without payloads holds just that index (Swift numbers its cases from 0 in declaration order,
    /// in one byte up to 256 cases, in none for a single case), so reading it costs nothing, where
    /// finding the case in `allCases` would search on every value read. A type laid out otherwise
    /// gives -1 or indices that repeat, which `positions(of:)` refuses before any row is read.
    @inlinable var ordinal: Int {
        switch MemoryLayout<Self>.size {
        case 0: 0
        case 1: Int(unsafeBitCast(self, to: UInt8.self))
        default: -1
        }
    }
}
