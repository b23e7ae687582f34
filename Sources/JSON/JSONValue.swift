import Essentials
import Foundation

/// JSON as shelf writes it, in the layout of a `JSONLayout`: objects keep the key order they are
/// built in unless the layout sorts them, absent values print as `null`, and dates print as
/// ISO-8601 UTC. The text is built as bytes: appending to a String piece by piece made
/// `list --json` spend most of its time growing strings.
public enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number, written exactly.
    case int(Int)
    /// A number with a fraction; `null` when not finite, which JSON cannot hold.
    case double(Double)
    /// A string, escaped as the layout says.
    case string(String)
    /// A list.
    case array([JSONValue])
    /// An object, its members in the order given.
    case object([(String, JSONValue)])

    /// Equal when the output layout writes the same text.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered() == rhs.rendered()
    }

    /// The text, or `null` when absent.
    public static func string(_ text: String?) -> JSONValue { text.map { .string($0) } ?? .null }
    /// The number, or `null` when absent.
    public static func int(_ number: Int?) -> JSONValue { number.map { .int($0) } ?? .null }
    /// The number, or `null` when absent.
    public static func double(_ number: Double?) -> JSONValue { number.map { .double($0) } ?? .null }
    /// An object of `members` and of each of `optional` that has a value: files leave absent
    /// values out rather than writing `null`.
    public static func object(_ members: [(String, JSONValue)], leavingOutAbsent optional: [(String, JSONValue?)]) -> JSONValue {
        .object(members + optional.compactMap { key, value in value.map { (key, $0) } })
    }

    /// The instant as `UTCTimestamp` text (whole seconds), or `null` when absent.
    public static func date(_ date: Date?) -> JSONValue {
        guard let date else { return .null }
        return .string(UTCTimestamp.text(date))
    }

    /// The value a parsed document holds, to write it again: whole numbers a `Double` holds
    /// exactly are written as integers, object members in no particular order.
    public init(_ node: JSONNode) {
        switch node {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let number):
            self = node.exactIntValue.map { .int($0) } ?? .double(number)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(JSONValue.init))
        case .object(let members): self = .object(members.map { ($0.key, JSONValue($0.value)) })
        }
    }

    /// The value as JSON text in `layout`.
    public func rendered(_ layout: JSONLayout = .output) -> String {
        String(decoding: utf8(layout), as: UTF8.self)
    }

    /// The JSON text in `layout` as UTF-8 bytes.
    public func utf8(_ layout: JSONLayout = .output) -> [UInt8] {
        var output: [UInt8] = []
        append(to: &output, indent: 0, layout)
        return output
    }

    /// Appends the text to `output` as a value `indent` levels in (its first line is not
    /// indented: it follows a key or an indent already written).
    public func append(to output: inout [UInt8], indent: Int, _ layout: JSONLayout) {
        switch self {
        case .null: Self.write("null", into: &output)
        case .bool(let value): Self.write(value ? "true" : "false", into: &output)
        case .int(let value): Self.writeInteger(value, into: &output)
        case .double(let value): Self.writeNumber(value, into: &output, layout)
        case .string(let value): Self.writeString(value, into: &output, layout)
        case .array(let items):
            Self.writeList(of: items.count, opening: "[", closing: "]", indent: indent, into: &output, layout) { index, output in
                items[index].append(to: &output, indent: indent + 1, layout)
            }
        case .object(var members):
            if layout.foundationStyle { members.sort { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) } }
            Self.writeList(of: members.count, opening: "{", closing: "}", indent: indent, into: &output, layout) { index, output in
                Self.writeString(members[index].0, into: &output, layout)
                Self.write(Self.separator(layout), into: &output)
                members[index].1.append(to: &output, indent: indent + 1, layout)
            }
        }
    }

    /// Writes `.array(items.map(value))` as the same bytes `append` would give at `indent`, a
    /// chunk at a time, making each item's value only when it is written: a list of 10,000 books
    /// (or a backup's 200,000 progress entries) never exists as one JSON tree and one buffer.
    public static func writeArray<Item>(
        _ items: [Item], _ value: (Item) -> JSONValue, indent: Int = 0, layout: JSONLayout = .output,
        to write: ([UInt8]) throws -> Void
    ) rethrows {
        try writeChunked(of: items.count, indent: indent, layout, to: write) { index, chunk in
            value(items[index]).append(to: &chunk, indent: indent + 1, layout)
        }
    }

    /// Writes an array of objects in the `--json` layout, each object's members added by
    /// `members` and written as they are added (see `JSONObjectWriter`): the same bytes as
    /// `writeArray` of `JSONValue.object`s, without a value of each member of each object.
    public static func writeArray<Item>(
        _ items: [Item], objects members: (Item, inout JSONObjectWriter) -> Void, to write: ([UInt8]) throws -> Void
    ) rethrows {
        try writeChunked(of: items.count, indent: 0, .output, to: write) { index, chunk in
            var object = JSONObjectWriter(appendingTo: chunk, indent: 1)
            // Given up here so the writer holds the only reference and appends in place.
            chunk = []
            members(items[index], &object)
            chunk = object.finish()
        }
    }

    /// An array of `count` items `indent` levels in, written by `item` into a chunk that is handed
    /// to `write` whenever it passes 64 KiB and at the end.
    private static func writeChunked(
        of count: Int, indent: Int, _ layout: JSONLayout, to write: ([UInt8]) throws -> Void,
        _ item: (Int, inout [UInt8]) -> Void
    ) rethrows {
        var chunk: [UInt8] = []
        try writeList(of: count, opening: "[", closing: "]", indent: indent, into: &chunk, layout) { index, chunk in
            item(index, &chunk)
            if chunk.count >= 1 << 16 {
                try write(chunk)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        try write(chunk)
    }

    /// `[`, `count` items each on its own line one level in, `]` — or `[]` — with `item` writing
    /// the item at an index: the one layout of every JSON list and object, whole or streamed.
    private static func writeList(
        of count: Int, opening: Unicode.Scalar, closing: Unicode.Scalar, indent: Int, into output: inout [UInt8],
        _ layout: JSONLayout, _ item: (Int, inout [UInt8]) throws -> Void
    ) rethrows {
        output.append(UInt8(ascii: opening))
        guard count > 0 else { return output.append(UInt8(ascii: closing)) }
        if layout.indented { output.append(UInt8(ascii: "\n")) }
        for index in 0..<count {
            if layout.indented { writeIndent(indent + 1, into: &output) }
            try item(index, &output)
            if index < count - 1 { output.append(UInt8(ascii: ",")) }
            if layout.indented { output.append(UInt8(ascii: "\n")) }
        }
        if layout.indented { writeIndent(indent, into: &output) }
        output.append(UInt8(ascii: closing))
    }

    /// What follows a key in `layout`.
    private static func separator(_ layout: JSONLayout) -> StaticString {
        layout.indented ? (layout.foundationStyle ? " : " : ": ") : ":"
    }

    /// `"key": ` for a key of shelf's own, read in place and escaped as any text would be.
    static func writeKey(_ key: StaticString, into output: inout [UInt8], _ layout: JSONLayout) {
        key.withUTF8Buffer { bytes in
            // shelf's keys are words of letters, told by a byte test each; anything else is
            // checked and escaped as text is.
            let isWord = bytes.allSatisfy { (0x61...0x7A).contains($0 | 0x20) }
            if !isWord, needsEscaping(bytes, layout) {
                writeString(key.description, into: &output, layout)
            } else {
                output.append(UInt8(ascii: "\""))
                output.append(contentsOf: bytes)
                output.append(UInt8(ascii: "\""))
            }
        }
        write(separator(layout), into: &output)
    }

    /// Appends fixed text (`null`, a key's separator) in one copy: appending a String's UTF-8
    /// view goes a byte at a time, and these are written for most values of a long list.
    private static func write(_ text: StaticString, into output: inout [UInt8]) {
        text.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    /// Two spaces per level, copied from a run of spaces made once rather than appended one by one.
    static func writeIndent(_ level: Int, into output: inout [UInt8]) {
        var missing = 2 * level
        spaces.withUTF8Buffer { spaces in
            while missing > 0 {
                let run = min(missing, spaces.count)
                output.append(contentsOf: UnsafeBufferPointer(rebasing: spaces[..<run]))
                missing -= run
            }
        }
    }

    /// The spaces `writeIndent` copies: enough for any depth shelf writes in one copy.
    private static let spaces: StaticString = "                                "

    /// The decimal digits of `value`, written in place: a String per number cost a long list
    /// more than the rest of writing it.
    private static func writeInteger(_ value: Int, into output: inout [UInt8]) {
        if value < 0 { output.append(UInt8(ascii: "-")) }
        // The magnitude is unsigned, so `Int.min` has one too.
        let magnitude = value.magnitude
        var power: UInt = 1
        while magnitude / power >= 10 { power *= 10 }
        var rest = magnitude
        while power > 0 {
            output.append(UInt8(ascii: "0") + UInt8(rest / power))
            rest %= power
            power /= 10
        }
    }

    /// A number that is not finite is `null` (JSON has no such numbers). Shelf's output writes
    /// whole numbers below 10^15 as integers and others as Swift describes them; JSONEncoder's
    /// dialect is Swift's description without a trailing `.0` (`1e+16`, `-0`).
    private static func writeNumber(_ value: Double, into output: inout [UInt8], _ layout: JSONLayout) {
        guard value.isFinite else { return write("null", into: &output) }
        if layout.foundationStyle {
            var text = value.description
            if text.hasSuffix(".0") { text.removeLast(2) }
            text.appendUTF8(to: &output)
        } else if value == value.rounded(), abs(value) < 1e15 {
            String(Int(value)).appendUTF8(to: &output)
        } else {
            String(value).appendUTF8(to: &output)
        }
    }

    private static func writeString(_ text: String, into output: inout [UInt8], _ layout: JSONLayout) {
        output.append(UInt8(ascii: "\""))
        defer { output.append(UInt8(ascii: "\"")) }
        guard needsEscaping(text, layout) else {
            // Most text has nothing to escape and is appended whole, not scalar by scalar.
            text.appendUTF8(to: &output)
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output.append(contentsOf: "\\\"".utf8)
            case "\\": output.append(contentsOf: "\\\\".utf8)
            case "\n": output.append(contentsOf: "\\n".utf8)
            case "\r": output.append(contentsOf: "\\r".utf8)
            case "\t": output.append(contentsOf: "\\t".utf8)
            case "/" where layout.escapesSlashes: output.append(contentsOf: "\\/".utf8)
            case "\u{8}" where layout.foundationStyle: output.append(contentsOf: "\\b".utf8)
            case "\u{C}" where layout.foundationStyle: output.append(contentsOf: "\\f".utf8)
            default:
                // C1 controls too in shelf's output: U+009B is CSI on terminals that take 8-bit
                // controls, so JSON piped to a terminal must not carry it raw. So are the
                // bidirectional embeddings, overrides and isolates, which would make the JSON
                // read on a terminal differently from what it holds; the value is unchanged.
                if scalar.value < 0x20 || (!layout.foundationStyle && scalar.isEscapedInOutput) {
                    let hex = String(scalar.value, radix: 16)
                    output.append(contentsOf: "\\u".utf8)
                    output.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: 4 - hex.utf8.count))
                    output.append(contentsOf: hex.utf8)
                } else {
                    output.append(contentsOf: String(scalar).utf8)
                }
            }
        }
    }

    /// True when the UTF-8 bytes hold a quote, a backslash, a control character (C0; in shelf's
    /// output also DEL and C1, encoded as C2 80...C2 9F, and the bidirectional controls, E2 80
    /// AA...AE and E2 81 A6...A9) or a slash the layout escapes.
    private static func needsEscaping(_ text: String, _ layout: JSONLayout) -> Bool {
        text.withContiguousUTF8 { needsEscaping($0, layout) }
    }

    /// `needsEscaping` of text as UTF-8 bytes.
    private static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>, _ layout: JSONLayout) -> Bool {
        // Most text is printable ASCII with no quote, backslash or slash in it: told by a
        // scan eight bytes at a time and a search for each of those, without a test per byte.
        if let base = bytes.baseAddress, bytes.isPrintableASCII, memchr(base, 0x22, bytes.count) == nil,
            memchr(base, 0x5C, bytes.count) == nil, !layout.escapesSlashes || memchr(base, 0x2F, bytes.count) == nil
        {
            return false
        }
        // Printable ASCII needs escaping only for a quote, a backslash or an escaped slash;
        // every other byte is a control itself or begins the encoding of one.
        for index in bytes.indices {
            let byte = bytes[index]
            if byte &- 0x20 < 0x5F {
                if byte == 0x22 || byte == 0x5C || (layout.escapesSlashes && byte == 0x2F) { return true }
                continue
            }
            if byte < 0x20 { return true }
            if layout.foundationStyle { continue }
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            let last = index + 2 < bytes.count ? bytes[index + 2] : 0
            switch byte {
            case 0x7F: return true
            case 0xC2 where (0x80...0x9F).contains(next): return true
            case 0xE2 where next == 0x80 && (0xAA...0xAE).contains(last): return true
            case 0xE2 where next == 0x81 && (0xA6...0xA9).contains(last): return true
            default: continue
            }
        }
        return false
    }
}

extension Unicode.Scalar {
    /// DEL, C1 controls and the bidirectional embedding, override and isolate controls, which
    /// shelf's `--json` output writes as `\uXXXX`.
    fileprivate var isEscapedInOutput: Bool {
        (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
}
