import Essentials
import Foundation

/// An object written as text while its members are added, in shelf's `--json` layout
/// (`JSONLayout.output`): the same bytes `JSONValue.object` of those members gives, without the
/// list of members and the values standing behind them. Used for the items of a long list.
public struct JSONObjectWriter: JSONMembers {
    /// The text written so far; the object is whole once `finish()` has run.
    public private(set) var output: [UInt8]
    /// How many levels in the object is.
    private let indent: Int
    private var count = 0

    /// Starts an object `indent` levels in at the end of `output`, whose first line follows a key
    /// or an indent already written.
    public init(appendingTo output: [UInt8], indent: Int) {
        self.output = output
        self.indent = indent
        self.output.append(UInt8(ascii: "{"))
    }

    public mutating func add(_ key: StaticString, _ value: JSONValue) {
        startMember(key)
        value.append(to: &output, indent: indent + 1, .output)
    }

    /// Writes the time in place: a String of each time cost a long list more than its digits.
    public mutating func add(_ key: StaticString, date: Date?) {
        guard let date else { return add(key, .null) }
        startMember(key)
        output.append(UInt8(ascii: "\""))
        UTCTimestamp.append(date, to: &output)
        output.append(UInt8(ascii: "\""))
    }

    /// The separator from the member before, the indent and the key.
    private mutating func startMember(_ key: StaticString) {
        if count > 0 { output.append(UInt8(ascii: ",")) }
        output.append(UInt8(ascii: "\n"))
        count += 1
        JSONValue.writeIndent(indent + 1, into: &output)
        JSONValue.writeKey(key, into: &output, .output)
    }

    /// Closes the object and gives back the text.
    public mutating func finish() -> [UInt8] {
        if count == 0 {
            output.append(UInt8(ascii: "}"))
        } else {
            output.append(UInt8(ascii: "\n"))
            JSONValue.writeIndent(indent, into: &output)
            output.append(UInt8(ascii: "}"))
        }
        defer { output = [] }
        return output
    }
}
