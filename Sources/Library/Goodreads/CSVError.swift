/// A CSV file that cannot be read as RFC 4180, with the physical line where the trouble is, so the
/// user can open the file at that line and fix it.
public enum CSVError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A quoted field opened in the record starting at `line` never closes before the end of the file.
    case unterminatedQuote(line: Int)
    /// Something other than a comma or a line end follows the closing quote of field `field` (1-based)
    /// in the record starting at `line`; usually a quote inside a quoted field that was not doubled.
    case textAfterClosingQuote(line: Int, field: Int)
    /// The record starting at `line` has `found` fields where the header has `expected`.
    case wrongFieldCount(line: Int, expected: Int, found: Int)
    /// The byte sequence on `line` is not UTF-8 (the file was probably saved as Latin-1 or Windows-1252).
    case invalidUTF8(line: Int)

    /// The physical line (1-based) the error refers to.
    public var line: Int {
        switch self {
        case .unterminatedQuote(let line), .textAfterClosingQuote(let line, _),
            .wrongFieldCount(let line, _, _), .invalidUTF8(let line):
            line
        }
    }

    /// One line: `line N: <what went wrong> — <what to do>`.
    public var description: String {
        switch self {
        case .unterminatedQuote(let line):
            "line \(line): a quoted field is never closed — add the missing closing quote (\") to this record"
        case .textAfterClosingQuote(let line, let field):
            "line \(line): text follows the closing quote of field \(field) — double every quote inside a quoted field (\"\")"
        case .wrongFieldCount(let line, let expected, let found):
            "line \(line): \(found) fields where the header has \(expected) — quote fields that contain commas, or fix the row"
        case .invalidUTF8(let line):
            "line \(line): the text is not UTF-8 — save the file as UTF-8 and try again"
        }
    }
}
