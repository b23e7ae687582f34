import Foundation

/// The top level of a JSON object document as a quick scan sees it, before it is parsed: how many
/// elements each member that is an array holds, and the value of each member that is neither an
/// array nor an object. It follows only strings and nesting, building no tree, so
/// a reader of a long document can know its small members and the length of its lists before it
/// parses them: a progress bar, or a version that decides how the lists are read. A malformed
/// document is outlined as far as it makes sense; only the parse says whether it is JSON.
public struct JSONOutline: Sendable {
    /// How many elements each top-level member that is an array holds, by member name (as
    /// written: a name with escapes is not unescaped).
    public private(set) var elementCounts: [String: Int] = [:]
    /// Each top-level member that is a string, number, `true`, `false` or `null`, by name.
    public private(set) var scalars: [String: JSONNode] = [:]

    /// Outlines `data`; a document that is not an object has an empty outline.
    public init(scanning data: Data) {
        data.withUnsafeBytes { bytes in scan(bytes) }
    }

    private mutating func scan(_ bytes: UnsafeRawBufferPointer) {
        var depth = 0
        var inString = false
        var escaped = false
        // At the top level: whether a key comes next, where the key being read began, the
        // member whose value is being read, and where a scalar value began.
        var expectingKey = false
        var keyStart: Int?
        var member: String?
        var scalarStart: Int?
        // Inside a top-level array: its elements so far, and whether the current one has begun.
        var count = 0
        var inElement = false
        for offset in bytes.indices {
            let byte = bytes[offset]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if let start = keyStart { member = String(decoding: bytes[start..<offset], as: UTF8.self) }
                    keyStart = nil
                }
                continue
            }
            let isSpace = JSONReader.isWhitespace(byte)
            if depth == 2, member != nil, !inElement, !isSpace, byte != UInt8(ascii: "]"), byte != UInt8(ascii: ",") {
                inElement = true
                count += 1
            }
            if depth == 1, !expectingKey, scalarStart == nil, member != nil, !isSpace, byte != UInt8(ascii: ":"),
                byte != UInt8(ascii: "["), byte != UInt8(ascii: "{"), byte != UInt8(ascii: ","), byte != UInt8(ascii: "}")
            {
                scalarStart = offset
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                if depth == 1, expectingKey {
                    keyStart = offset + 1
                    expectingKey = false
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                if depth == 1 { expectingKey = byte == UInt8(ascii: "{") }
                if depth == 2, byte == UInt8(ascii: "[") { (count, inElement) = (0, false) }
                if depth == 2, byte == UInt8(ascii: "{") { member = nil }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 2, let name = member { elementCounts[name] = count }
                if depth == 1 { endScalar(of: member, from: scalarStart, to: offset, in: bytes) }
                depth -= 1
                if depth == 1 { member = nil }
            case UInt8(ascii: ","):
                if depth == 1 {
                    endScalar(of: member, from: scalarStart, to: offset, in: bytes)
                    (expectingKey, member, scalarStart) = (true, nil, nil)
                }
                if depth == 2 { inElement = false }
            default: break
            }
        }
    }

    /// Keeps the scalar value of `member` that runs from `start` to `end`, when it parses.
    private mutating func endScalar(of member: String?, from start: Int?, to end: Int, in bytes: UnsafeRawBufferPointer) {
        guard let member, let start, let value = try? JSONReader.parse(Array(bytes[start..<end])) else { return }
        scalars[member] = value
    }
}
