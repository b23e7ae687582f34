/// A stored value that breaks the rules the library writes by: a NULL where the schema says
/// there is always a value, or text that names no status, outcome or field. Reading it is refused
/// rather than replaced by a default, so a damaged file is noticed instead of quietly misread.
struct DamagedValue: Error, Equatable, CustomStringConvertible {
    /// Where the value is: its column's name in SQL, with its table and row where the reader
    /// knew them (`books.status of row 2`, see `NamedRow.read(from:_:)`).
    var column: String
    /// What is wrong with the value, as a phrase following the column's name.
    var problem: String

    var description: String {
        "the library file holds a damaged value: \(column) \(problem)"
    }
}
