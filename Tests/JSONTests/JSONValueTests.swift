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
}
