/// Builds RFC 4180 CSV text record by record, quoting a field only when it has to, the way
/// Goodreads' own export does, so the output diffs cleanly against a real export.
///
/// Records end in `\n` (Goodreads writes LF, not the CRLF of RFC 4180; every reader accepts both).
/// A field is quoted when it holds a comma, a quote, CR or LF, and also when it starts or ends with a
/// space or tab: Goodreads leaves those bare, but some importers trim unquoted fields, and quoting
/// keeps the text exact through any reader.
public struct CSVWriter: Sendable {
    private static let quote = UInt8(ascii: "\"")

    // Built as bytes and turned into a String once: appending many short pieces to a String
    // measured twice as slow.
    private var bytes: [UInt8] = []

    /// Starts an empty document.
    public init() {}

    /// The CSV written so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// How many bytes are written and not yet taken.
    public var pendingByteCount: Int { bytes.count }

    /// The bytes written since the last call, leaving the writer empty: for handing a large
    /// document over in chunks instead of holding it whole.
    public mutating func takeBytes() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    /// Appends one record, quoting each field as needed, followed by `\n`.
    public mutating func append(_ fields: [String]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            var field = field
            field.withUTF8 { append(field: $0) }
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    private mutating func append(field: UnsafeBufferPointer<UInt8>) {
        guard Self.needsQuotes(field) else {
            bytes.append(contentsOf: field)
            return
        }
        bytes.append(Self.quote)
        var runStart = 0
        for (index, byte) in field.enumerated() where byte == Self.quote {
            // Copy the run up to and including this quote, then double it.
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: field[runStart...index]))
            bytes.append(Self.quote)
            runStart = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: field[runStart...]))
        bytes.append(Self.quote)
    }

    static func needsQuotes(_ field: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = field.first, let last = field.last else { return false }
        let space = UInt8(ascii: " ")
        let tab = UInt8(ascii: "\t")
        if first == space || first == tab || last == space || last == tab { return true }
        // Every byte that needs quotes is at most a comma, which most bytes of text are not: one
        // comparison tells them apart, and an import writes two records of every row.
        for byte in field where byte <= UInt8(ascii: ",")
            && (byte == UInt8(ascii: ",") || byte == quote || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r"))
        {
            return true
        }
        return false
    }
}
