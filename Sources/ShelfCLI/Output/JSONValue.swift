import Foundation

/// JSON as shelf prints it: objects keep the key order they are built in (so output reads in a
/// sensible order and is stable), absent values print as `null`, and dates print as ISO-8601 UTC.
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered() == rhs.rendered()
    }

    static func string(_ text: String?) -> JSONValue { text.map { .string($0) } ?? .null }
    static func int(_ number: Int?) -> JSONValue { number.map { .int($0) } ?? .null }
    static func double(_ number: Double?) -> JSONValue { number.map { .double($0) } ?? .null }
    static func date(_ date: Date?) -> JSONValue {
        guard let date else { return .null }
        return .string(JSONValue.timestamp(date))
    }

    /// `2026-11-20T18:04:05Z`: whole seconds, UTC.
    static func timestamp(_ date: Date) -> String {
        timestampStyle.format(date)
    }

    /// A value-type style made once: a formatter per date made `list --json` several times slower.
    private static let timestampStyle = Date.ISO8601FormatStyle()

    /// The value as pretty-printed JSON text with two-space indentation.
    func rendered() -> String {
        String(decoding: utf8(), as: UTF8.self)
    }

    /// The pretty-printed text as UTF-8 bytes. The text is built as bytes: appending to a String
    /// piece by piece made `list --json` spend most of its time growing strings.
    func utf8() -> [UInt8] {
        var output: [UInt8] = []
        write(into: &output, indent: 0)
        return output
    }

    private func write(into output: inout [UInt8], indent: Int) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): String(value).appendUTF8(to: &output)
        case .double(let value):
            if !value.isFinite {
                output.append(contentsOf: "null".utf8)
            } else if value == value.rounded(), abs(value) < 1e15 {
                String(Int(value)).appendUTF8(to: &output)
            } else {
                String(value).appendUTF8(to: &output)
            }
        case .string(let value): JSONValue.writeString(value, into: &output)
        case .array(let items):
            JSONValue.writeList(of: items.count, indent: indent, into: &output) { index, output in
                items[index].write(into: &output, indent: indent + 1)
            }
        case .object(let members):
            guard !members.isEmpty else { output.append(contentsOf: "{}".utf8); return }
            output.append(contentsOf: "{\n".utf8)
            for (index, (key, value)) in members.enumerated() {
                JSONValue.writeIndent(indent + 1, into: &output)
                JSONValue.writeString(key, into: &output)
                output.append(contentsOf: ": ".utf8)
                value.write(into: &output, indent: indent + 1)
                output.append(contentsOf: (index == members.count - 1 ? "\n" : ",\n").utf8)
            }
            JSONValue.writeIndent(indent, into: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Writes `.array(items.map(value))` as the same pretty-printed bytes `utf8()` would give,
    /// a chunk at a time, making each item's value only when it is written: a list of 10,000
    /// books never exists as one JSON tree and one buffer.
    static func writeArray<Item>(_ items: [Item], _ value: (Item) -> JSONValue, to write: ([UInt8]) -> Void) {
        var chunk: [UInt8] = []
        writeList(of: items.count, indent: 0, into: &chunk) { index, chunk in
            value(items[index]).write(into: &chunk, indent: 1)
            if chunk.count >= 1 << 16 {
                write(chunk)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        write(chunk)
    }

    /// `[`, `count` items each on its own line one level in, `]` — or `[]` — with `item` writing
    /// the item at an index: the one layout of every JSON list, whole or streamed.
    private static func writeList(
        of count: Int, indent: Int, into output: inout [UInt8], _ item: (Int, inout [UInt8]) -> Void
    ) {
        guard count > 0 else { return output.append(contentsOf: "[]".utf8) }
        output.append(contentsOf: "[\n".utf8)
        for index in 0..<count {
            writeIndent(indent + 1, into: &output)
            item(index, &output)
            output.append(contentsOf: (index == count - 1 ? "\n" : ",\n").utf8)
        }
        writeIndent(indent, into: &output)
        output.append(UInt8(ascii: "]"))
    }

    /// Two spaces per level.
    private static func writeIndent(_ level: Int, into output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    private static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        defer { output.append(UInt8(ascii: "\"")) }
        guard needsEscaping(text) else {
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
            default:
                // C1 controls too: U+009B is CSI on terminals that take 8-bit controls, so JSON
                // piped to a terminal must not carry it raw. (Bidirectional controls are text to
                // JSON and pass through, like every other character.)
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
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

    /// True when the UTF-8 bytes hold a quote, a backslash or a control character (C0, DEL, or
    /// C1, encoded as C2 80...C2 9F).
    private static func needsEscaping(_ text: String) -> Bool {
        text.withContiguousUTF8 { bytes in
            var previous: UInt8 = 0
            return bytes.contains { byte in
                defer { previous = byte }
                return byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F
                    || (previous == 0xC2 && byte >= 0x80 && byte <= 0x9F)
            }
        }
    }
}
