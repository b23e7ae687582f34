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
        var list = ""
        for name in names {
            if !list.isEmpty { list += ", " }
            list += name
        }
        return list
    }

    /// The name of every case, in declaration order. The cases are found by raw value from 0 up,
    /// as the compiler numbers them: asking for `allCases` made the runtime look up the enum's
    /// `AllCases` type and its conformances on the enum's first use, about 30,000 instructions
    /// per enum, a noticeable share of a short command that reads a few tables. Empty for an
    /// enum that numbers its cases itself from elsewhere than 0.
    static var names: [String] {
        var names: [String] = []
        while let column = Self(rawValue: Int32(names.count)) {
            names.append(column.name)
        }
        assert(names.isEmpty || names.count == allCases.count, "\(Self.self): column enums take no raw values")
        return names
    }
}
