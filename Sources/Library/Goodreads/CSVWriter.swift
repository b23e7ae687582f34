/// Builds RFC 4180 CSV text record by record, quoting a field only when it has to, the way
/// Goodreads' own export does, so the output diffs cleanly against a real export.
///
/// Records end in `\n` (Goodreads writes LF, not the CRLF of RFC 4180; every reader accepts both).
/// A field is quoted when it holds a comma, a quote, CR or LF, and also when it starts or ends with a
/// space or tab: Goodreads leaves those bare, but some importers trim unquoted fields, and quoting
/// keeps the text exact through any reader.
public struct CSVWriter: Sendable {
    /// The CSV written so far.
    public private(set) var text = ""

    /// Starts an empty document.
    public init() {}

    /// Appends one record, quoting each field as needed, followed by `\n`.
    public mutating func append(_ fields: [String]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { text.append(",") }
            if Self.needsQuotes(field) {
                text.append("\"")
                text.append(Self.doublingQuotes(field))
                text.append("\"")
            } else {
                text.append(field)
            }
        }
        text.append("\n")
    }

    static func needsQuotes(_ field: String) -> Bool {
        let utf8 = field.utf8
        guard let first = utf8.first, let last = utf8.last else { return false }
        if first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || last == UInt8(ascii: " ")
            || last == UInt8(ascii: "\t")
        {
            return true
        }
        return utf8.contains { byte in
            byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
        }
    }

    /// The field with every `"` doubled, as a quoted CSV field needs. Copies runs between quotes
    /// rather than appending scalar by scalar, since long reviews are full of quotes.
    private static func doublingQuotes(_ field: String) -> String {
        let utf8 = field.utf8
        guard utf8.contains(UInt8(ascii: "\"")) else { return field }
        var result = ""
        result.reserveCapacity(utf8.count + 8)
        var runStart = utf8.startIndex
        for index in utf8.indices where utf8[index] == UInt8(ascii: "\"") {
            // Each run ends with its quote; the quote is ASCII, so the index is a scalar boundary.
            result.append(contentsOf: field[runStart...index])
            result.append("\"")
            runStart = utf8.index(after: index)
        }
        result.append(contentsOf: field[runStart...])
        return result
    }
}
