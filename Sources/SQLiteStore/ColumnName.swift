/// The columns of one kind of row, declared once as an enum so rows are read by name.
///
/// Declare it as `enum Column: Int32, ColumnName` with cases in any order and no raw values of
/// their own: the compiler numbers them from 0, and that number is where a statement's resolved
/// positions keep the case. Each case's name in SQL is its
/// Swift name in snake case (`pageCount` → `page_count`, `googleVolumeID` → `google_volume_id`),
/// so a column is spelled in one place.
public protocol ColumnName: CaseIterable, RawRepresentable<Int32> {}

extension ColumnName {
    /// The column's name in SQL: the case's name with each word after the first lower-cased and
    /// set off by `_`; a run of capitals (`ID`) is one word.
    public var name: String {
        var name = ""
        var previous: Character?
        for character in String(describing: self) {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                name.append("_")
            }
            name += character.lowercased()
            previous = character
        }
        return name
    }

    /// The names of every column, in declaration order, joined for a `SELECT` or `INSERT` list.
    public static var nameList: String {
        allCases.map(\.name).joined(separator: ", ")
    }
}
