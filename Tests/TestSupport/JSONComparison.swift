import Foundation
import JSON

/// Holds `JSONReader` against Foundation's `JSONSerialization`, the parser it replaced: wherever
/// Foundation accepts an input, the reader must accept it with the same value.
public enum JSONComparison {
    /// What one input did to the reader, and anything that contradicts the rules above.
    public struct Outcome {
        /// True when the reader accepted the input.
        public var accepted: Bool
        /// One line per broken rule; empty when the reader behaved.
        public var problems: [String]
    }

    /// Parses `bytes` with both parsers: a refusal must point inside the input, and an input
    /// Foundation accepts must read the same.
    public static func check(_ bytes: [UInt8]) -> Outcome {
        var problems: [String] = []
        let ours: JSONNode?
        var refusedTrailingComma = false
        do {
            ours = try JSONReader.parse(bytes)
        } catch {
            if !(0...bytes.count).contains(error.offset) { problems.append("\(error) outside \(bytes)") }
            refusedTrailingComma = isTrailingComma(error, in: bytes)
            ours = nil
        }
        // Foundation guesses UTF-16 and UTF-32 from NUL bytes; JSON between systems must be UTF-8
        // (RFC 8259 section 8.1), and a NUL is never valid UTF-8 JSON, so those inputs are not compared.
        if !bytes.contains(0), !refusedTrailingComma, let theirs = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]),
            ours.map({ same($0, theirs) }) != true
        {
            problems.append("disagree on \(bytes)")
        }
        return Outcome(accepted: ours != nil, problems: problems)
    }

    /// True when the reader stopped at the `]` or `}` that closes a list or object right after a
    /// comma (`[1,]`, `{"a": 1,}`): RFC 8259 forbids that comma and the reader refuses it, but
    /// Foundation on Linux (swift-foundation) lets it pass, so there the two rightly differ.
    private static func isTrailingComma(_ error: JSONReaderError, in bytes: [UInt8]) -> Bool {
        guard case .unexpectedByte(let byte, let offset) = error, byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") else {
            return false
        }
        let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        return bytes[..<max(0, min(offset, bytes.count))].last { !whitespace.contains($0) } == UInt8(ascii: ",")
    }

    /// Structural equality between the reader's tree and Foundation's `Any` tree.
    public static func same(_ node: JSONNode, _ any: Any) -> Bool {
        switch node {
        case .null: return any is NSNull
        case .bool(let value): return (any as? Bool) == value
        case .number(let value): return (any as? NSNumber)?.doubleValue == value
        case .string(let value): return any as? String == value
        case .array(let elements):
            guard let others = any as? [Any], others.count == elements.count else { return false }
            return zip(elements, others).allSatisfy { same($0, $1) }
        case .object(let members):
            guard let others = any as? [String: Any], others.count == members.count else { return false }
            return members.allSatisfy { key, value in others[key].map { same(value, $0) } ?? false }
        }
    }
}
