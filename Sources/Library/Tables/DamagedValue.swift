/// A stored value that breaks the rules the library writes by: a NULL where the schema says
/// there is always a value, or text that names no status, outcome or field. Reading it is refused
/// rather than replaced by a default, so a damaged file is noticed instead of quietly misread.
struct DamagedValue: Error, Equatable, CustomStringConvertible {
    /// The column's name in SQL, and the row's id where it is known (`status of row 2`).
    var column: String
    /// What is wrong with the value, as a phrase following the column's name.
    var problem: String

    var description: String {
        "the library file holds a damaged value: \(column) \(problem)"
    }
}
