/// Why `JSONReader` refused its input, with the byte offset where it stopped, so tests can pin
/// the exact failure and a log can point at the damage.
public enum JSONReaderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The input ended where more was required (an empty input, an unclosed string or container).
    case unexpectedEnd(offset: Int)
    /// A byte that cannot start or continue the value at this point, e.g. `'` or a missing `,`.
    case unexpectedByte(UInt8, offset: Int)
    /// A number that breaks the grammar: a leading zero, `+`, a bare `.` or a missing exponent.
    case invalidNumber(offset: Int)
    /// A number too large for a `Double`, such as `1e400`.
    case numberOutOfRange(offset: Int)
    /// A backslash followed by something other than `"\/bfnrt` or `u` and four hex digits.
    case invalidEscape(offset: Int)
    /// A raw control character (below U+0020) inside a string; JSON requires it escaped.
    case controlCharacter(offset: Int)
    /// Bytes inside a string that are not well-formed UTF-8.
    case invalidUTF8(offset: Int)
    /// Arrays and objects nested deeper than the reader's limit.
    case tooDeep(offset: Int, limit: Int)
    /// Something other than whitespace after the complete value.
    case trailingContent(offset: Int)
    /// A key that appears twice in one object (refused only with `Options.refusingDuplicateKeys`).
    case duplicateKey(String, offset: Int)
    /// A `\u` escape of a lone surrogate (refused only with `Options.refusingLoneSurrogates`).
    case loneSurrogate(offset: Int)

    /// The byte offset in the input where reading stopped.
    public var offset: Int {
        switch self {
        case .unexpectedEnd(let offset), .unexpectedByte(_, let offset), .invalidNumber(let offset),
            .numberOutOfRange(let offset), .invalidEscape(let offset), .controlCharacter(let offset),
            .invalidUTF8(let offset), .tooDeep(let offset, _), .trailingContent(let offset), .duplicateKey(_, let offset),
            .loneSurrogate(let offset):
            offset
        }
    }

    /// What is wrong, without the place or the advice, for callers that word those themselves
    /// (a backup names the line, not the byte, and says how to restore).
    public var problem: String {
        switch self {
        case .unexpectedEnd: return "JSON ends too early"
        case .unexpectedByte(let byte, _):
            // Printable ASCII is shown as itself; anything else as hex, so the line stays one line.
            let shown = (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
            return "unexpected \(shown) in JSON"
        case .invalidNumber: return "malformed number in JSON"
        case .numberOutOfRange: return "number too large in JSON"
        case .invalidEscape: return "invalid escape in a JSON string"
        case .controlCharacter: return "unescaped control character in a JSON string"
        case .invalidUTF8: return "invalid UTF-8 in a JSON string"
        case .tooDeep(_, let limit): return "JSON nested deeper than \(limit) levels"
        case .trailingContent: return "extra content after the JSON value"
        case .duplicateKey(let key, _): return "the key \"\(key)\" twice in one JSON object"
        case .loneSurrogate: return "a \\u escape of half a UTF-16 surrogate pair in a JSON string"
        }
    }

    /// One line: what is wrong and where, then what to do.
    public var description: String {
        "\(problem) at byte \(offset) — the data is damaged or not JSON; fetch or write it again"
    }
}
