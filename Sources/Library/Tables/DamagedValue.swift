internal import SQLiteStore

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

extension NamedRow where Column: ColumnName {
    /// What `make` reads from this row; a damaged value it finds is refused naming the row by
    /// its id, when the result has an `id` column, so the one value can be found and corrected.
    /// The id is read only then: the readers of a long list's every value stay as they are.
    @inline(__always)
    func read<Value>(_ make: (Self) throws(DamagedValue) -> Value) throws(DamagedValue) -> Value {
        do {
            return try make(self)
        } catch {
            guard let id = Column(rawValue: "id").flatMap({ int($0) }) else { throw error }
            throw DamagedValue(column: "\(error.column) of row \(id)", problem: error.problem)
        }
    }
}
