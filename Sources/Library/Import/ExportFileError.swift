/// Why a reading tracker's library export (Goodreads' or StoryGraph's CSV) cannot be imported,
/// with the physical line to look at. Nothing is imported from a file that has one of these;
/// `ImportError` says which tracker's file it was.
public enum ExportFileError: Error, Equatable, Sendable {
    /// The file has no header row at all.
    case emptyFile
    /// The file has its header and no book after it: importing it would report "0 added" as if
    /// every book had been there already.
    case noBooks
    /// The file is not well-formed CSV (unterminated quote, wrong field count, not UTF-8, ...).
    case malformedCSV(CSVError)
    /// The header lacks columns every export of its kind has, named in header spelling.
    case missingColumns([String])
    /// The row's `Title` is empty.
    case missingTitle(line: Int)
    /// The row's `Title` is longer than `BookLimits.nameLength` characters.
    case titleTooLong(line: Int)

    /// The 1-based physical line of the file the error is about (1 for header problems).
    public var line: Int {
        switch self {
        case .emptyFile, .missingColumns: 1
        case .noBooks: 2
        case .malformedCSV(let error): error.line
        case .missingTitle(let line), .titleTooLong(let line): line
        }
    }
}
