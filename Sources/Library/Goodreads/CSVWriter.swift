internal import Essentials

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
        // Room for the longest the record could be (every field quoted, each byte a quote) is
        // made first and what is left over cut after, so each field is written in place in one
        // pass: appending field by field cost twice as much, and an import writes two records
        // of every row it keeps.
        var room = fields.count
        for field in fields { room += 2 * field.utf8.count + 2 }
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: room))
        let end = bytes.withUnsafeMutableBufferPointer { buffer in
            var end = start
            for (index, field) in fields.enumerated() {
                if index > 0 {
                    buffer[end] = UInt8(ascii: ",")
                    end += 1
                }
                end = field.withContiguousUTF8 { Self.write($0, into: buffer, at: end) }
            }
            buffer[end] = UInt8(ascii: "\n")
            return end + 1
        }
        bytes.removeLast(bytes.count - end)
    }

    /// Writes `field` into `buffer` from `start`, quoted when it must be; returns where it ends.
    private static func write(
        _ field: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int
    ) -> Int {
        guard needsQuotes(field) else {
            if let source = field.baseAddress, let target = buffer.baseAddress {
                (target + start).update(from: source, count: field.count)
            }
            return start + field.count
        }
        var end = start
        buffer[end] = quote
        end += 1
        for byte in field {
            buffer[end] = byte
            end += 1
            if byte == quote {
                buffer[end] = quote
                end += 1
            }
        }
        buffer[end] = quote
        return end + 1
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
