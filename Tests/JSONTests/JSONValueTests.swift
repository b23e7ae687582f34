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
}
