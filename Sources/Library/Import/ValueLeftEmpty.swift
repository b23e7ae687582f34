/// A value an import could not read in a column that is not required (Goodreads' placeholder year
/// `65535`, a page count of `about 540`, a Date Read of `2024/13/01`). The book is imported with
/// that field empty rather than the whole file refused, and the summary reports it.
public struct ValueLeftEmpty: Equatable, Sendable {
    /// The column's name as the file's header spells it (`Year Published`).
    public var column: String
    /// The value as written in the file.
    public var value: String
    /// The 1-based physical line of the file it is on.
    public var line: Int

    /// A value left empty for being longer than its field may be: only its start is kept, as a
    /// message quotes no more and a summary need not carry the whole of it.
    init(tooLong value: String, column: String, line: Int) {
        self.init(column: column, value: String(value.prefix(60)) + "…", line: line)
    }

    init(column: String, value: String, line: Int) {
        self.column = column
        self.value = value
        self.line = line
    }
}
