import Foundation
import JSON
import Testing

/// JSON written item by item is the same text as the whole array written at once.
struct JSONValueTests {
    private func streamed(_ items: [Int]) -> String {
        var bytes: [UInt8] = []
        var chunks = 0
        JSONValue.writeArray(items, { .object([("n", .int($0)), ("text", .string("line \"\($0)\"\n"))]) }) {
            bytes += $0
            chunks += 1
        }
        #expect(chunks >= 1)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(arguments: [0, 1, 2, 5_000])
    func streamedArraysMatchWholeOnes(count: Int) {
        let items = Array(0..<count)
        let whole = JSONValue.array(items.map { .object([("n", .int($0)), ("text", .string("line \"\($0)\"\n"))]) })
        #expect(streamed(items) == whole.rendered())
    }

    /// Whole numbers are written digit by digit in place: every edge reads as Swift writes it.
    @Test(arguments: [0, 7, 9, 10, 99, 100, 1_234_567, -1, -10, -987_654_321, Int.max, Int.min])
    func integersAreWrittenAsSwiftDescribesThem(value: Int) {
        #expect(JSONValue.int(value).rendered() == String(value))
        #expect(JSONValue.array([.int(value)]).rendered() == "[\n  \(value)\n]")
    }

    /// Escaping is decided by a byte scan that passes over printable ASCII: each kind of byte that
    /// needs escaping is still found wherever it stands, and text around it is kept.
    @Test(arguments: [
        ("plain title", "\"plain title\""), ("a \"quote\"", "\"a \\\"quote\\\"\""), ("back\\slash", "\"back\\\\slash\""),
        ("tab\there", "\"tab\\there\""), ("del\u{7F}", "\"del\\u007f\""), ("csi\u{9B}x", "\"csi\\u009bx\""),
        ("rtl\u{202E}x", "\"rtl\\u202ex\""), ("isolate\u{2066}", "\"isolate\\u2066\""), ("Zoë 白 \u{2014}", "\"Zoë 白 \u{2014}\""),
        ("a/b", "\"a/b\""),
    ])
    func stringsAreEscapedInOutput(text: String, expected: String) {
        #expect(JSONValue.string(text).rendered() == expected)
    }

    /// One description of an object's members, of every kind of value, with a key that needs
    /// escaping and times present and absent.
    private static func addMembers<Members: JSONMembers>(of number: Int, to members: inout Members) {
        members.add("id", .int(number))
        members.add("title", .string("line \"\(number)\"\n\u{9B}"))
        members.add("added_at\"quoted", date: Date(timeIntervalSince1970: Double(number) * 86_399.5))
        members.add("finishedAt", date: number.isMultiple(of: 2) ? nil : Date(timeIntervalSince1970: -62_135_596_800))
        members.add("authors", .array([.string("A"), .string("B")]))
        members.add("empty", .object([]))
        members.add("nested", .object([("n", .double(Double(number) / 3)), ("list", .array([]))]))
    }

    /// Objects written as their members are added are the bytes of the same members gathered
    /// into values and written whole, alone and in a streamed list.
    @Test(arguments: [0, 1, 3, 2_000])
    func objectsWrittenAsMadeMatchGatheredOnes(count: Int) {
        let items = Array(0..<count)
        let gathered = JSONValue.array(items.map { number in
            var members = JSONMemberList()
            Self.addMembers(of: number, to: &members)
            return members.object
        })
        var bytes: [UInt8] = []
        JSONValue.writeArray(items, objects: { Self.addMembers(of: $0, to: &$1) }) { bytes += $0 }
        #expect(String(decoding: bytes, as: UTF8.self) == gathered.rendered())
    }

    /// An object with no members is `{}` either way.
    @Test func emptyObjectsMatch() {
        var writer = JSONObjectWriter(appendingTo: [], indent: 0)
        #expect(String(decoding: writer.finish(), as: UTF8.self) == JSONMemberList().object.rendered())
    }
}
