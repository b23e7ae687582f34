/// Why a Goodreads CSV file cannot be imported, with the physical line to look at. Nothing is
/// imported from a file that has one of these.
public enum GoodreadsImportError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file has no header row at all.
    case emptyFile
    /// The file is not well-formed CSV (unterminated quote, wrong field count, not UTF-8, ...).
    case malformedCSV(CSVError)
    /// The header lacks columns every Goodreads export has, named in header spelling.
    case missingColumns([String])
    /// The row's `Title` is empty.
    case missingTitle(line: Int)

    /// The 1-based physical line of the file the error is about (1 for header problems).
    public var line: Int {
        switch self {
        case .emptyFile, .missingColumns: 1
        case .malformedCSV(let error): error.line
        case .missingTitle(let line): line
        }
    }

    /// One line: `line N: <what went wrong> — <what to do>`, ready to show after `shelf: `.
    public var description: String {
        switch self {
        case .emptyFile:
            "line 1: the file is empty — export the library again from Goodreads (My Books → Import and export)"
        case .malformedCSV(let error):
            error.description
        case .missingColumns(let columns):
            "line 1: the header has no \(columns.map { "\"\($0)\"" }.joined(separator: ", ")) column"
                + (columns.count == 1 ? "" : "s")
                + " — this is not a Goodreads library export; export it again from Goodreads"
        case .missingTitle(let line):
            "line \(line): the book has no Title — fill in the title or delete the row"
        }
    }
}
