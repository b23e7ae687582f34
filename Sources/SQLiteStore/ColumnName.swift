/// The columns of one kind of row, declared once as an enum so rows are read by name.
///
/// Declare it as `enum Column: Int32, ColumnName` with one case per column, in any order and with
/// no raw values of their own (the compiler numbers them from 0, and that number is where a
/// statement's resolved positions keep the case), and give each case its name in SQL in `name`.
/// The names are spelled out rather than derived from the cases' Swift names: reflection cost
/// several million instructions per enum on every run, more than a short command's own work.
public protocol ColumnName: CaseIterable, RawRepresentable<Int32> {
    /// The column's name in SQL, as the result of a query names it.
    var name: String { get }
}

extension ColumnName {
    /// The names of every column, in declaration order, joined for a `SELECT` or `INSERT` list.
    public static var nameList: String {
        allCases.map(\.name).joined(separator: ", ")
    }
}
