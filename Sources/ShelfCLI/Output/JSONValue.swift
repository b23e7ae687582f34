import Foundation

/// JSON as shelf prints it: objects keep the key order they are built in (so output reads in a
/// sensible order and is stable), absent values print as `null`, and dates print as ISO-8601 UTC.
indirect enum JSONValue: Equatable {
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
        var output = ""
        write(into: &output, indent: 0)
        return output
    }

    private func write(into output: inout String, indent: Int) {
        let padding = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value):
            if !value.isFinite {
                output += "null"
            } else if value == value.rounded(), abs(value) < 1e15 {
                output += String(Int(value))
            } else {
                output += String(value)
            }
        case .string(let value): JSONValue.writeString(value, into: &output)
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += padding
                item.write(into: &output, indent: indent + 1)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += closing + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += padding
                JSONValue.writeString(key, into: &output)
                output += ": "
                value.write(into: &output, indent: indent + 1)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += closing + "}"
        }
    }

    private static func writeString(_ text: String, into output: inout String) {
        output += "\""
        guard needsEscaping(text) else {
            // Most text has nothing to escape and is appended whole, not scalar by scalar.
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                // C1 controls too: U+009B is CSI on terminals that take 8-bit controls, so JSON
                // piped to a terminal must not carry it raw.
                if scalar.isTerminalControl {
                    output += String(format: "\\u%04x", scalar.value)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }

    /// True when the UTF-8 bytes hold a quote, a backslash or a control character (C0, DEL, or
    /// C1, encoded as C2 80...C2 9F).
    private static func needsEscaping(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F
                || (previous == 0xC2 && (0x80...0x9F).contains(byte))
            {
                return true
            }
            previous = byte
        }
        return false
    }
}
