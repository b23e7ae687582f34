import Foundation
import Testing
import JSON

/// Conformance of `JSONReader` to RFC 8259: what it accepts, what it refuses and where.
@Suite struct JSONReaderTests {
    static func parse(_ text: String) throws(JSONReaderError) -> JSONNode {
        try JSONReader.parse(Array(text.utf8))
    }

    @Test(arguments: [
        ("null", JSONNode.null), ("true", .bool(true)), ("false", .bool(false)),
        (" \t\r\n 7 \n", .number(7)), ("\"\"", .string("")), ("[]", .array([])), ("{}", .object([:])),
        ("[1, \"a\", null, [true], {}]", .array([.number(1), .string("a"), .null, .array([.bool(true)]), .object([:])])),
        ("{\"a\": {\"b\": [false]}, \"c\": -1.5}", .object(["a": .object(["b": .array([.bool(false)])]), "c": .number(-1.5)])),
        ("{ \"k\" : 1 , \"k\" : 2 }", .object(["k": .number(2)])),
        ("\u{FEFF}{\"bom\": 1}", .object(["bom": .number(1)])),
    ])
    func acceptsValidDocuments(text: String, expected: JSONNode) throws {
        #expect(try Self.parse(text) == expected)
    }

    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("1e5", 100_000), ("1E-5", 0.000_01), ("1e+2", 100), ("-12.25e1", -122.5),
        ("123456789012345", 123_456_789_012_345), ("1234567890123456789", 1_234_567_890_123_456_768),
        ("0.1", 0.1), ("2.5E0", 2.5), ("1e-400", 0), ("9007199254740993", 9_007_199_254_740_992),
        ("-999999999999999", -999_999_999_999_999),
    ])
    func numbers(text: String, value: Double) throws {
        let node = try Self.parse(text)
        #expect(node == .number(value))
        #expect(node.doubleValue?.sign == value.sign)
    }

    @Test func wholeNumbersReadAsInts() throws {
        #expect(try Self.parse("300").intValue == 300)
        #expect(try Self.parse("300.0").intValue == 300)
        #expect(try Self.parse("3e2").intValue == 300)
        #expect(try Self.parse("300.5").intValue == nil)
        #expect(try Self.parse("1e300").intValue == nil)
        #expect(try Self.parse("true").intValue == nil)
        #expect(try Self.parse("\"300\"").intValue == nil)
    }

    @Test(arguments: [
        ("01", JSONReaderError.invalidNumber(offset: 0)), ("-01", .invalidNumber(offset: 0)),
        ("1.", .invalidNumber(offset: 0)), ("1.e3", .invalidNumber(offset: 0)), ("1e", .invalidNumber(offset: 0)),
        ("1e+", .invalidNumber(offset: 0)), ("-", .invalidNumber(offset: 0)), ("-a", .invalidNumber(offset: 0)),
        ("[1, -]", .invalidNumber(offset: 4)),
        ("+1", .unexpectedByte(UInt8(ascii: "+"), offset: 0)), (".5", .unexpectedByte(UInt8(ascii: "."), offset: 0)),
        ("0x10", .trailingContent(offset: 1)), ("1 2", .trailingContent(offset: 2)),
        ("NaN", .unexpectedByte(UInt8(ascii: "N"), offset: 0)), ("Infinity", .unexpectedByte(UInt8(ascii: "I"), offset: 0)),
    ])
    func refusesMalformedNumbers(text: String, error: JSONReaderError) {
        #expect(throws: error) { try Self.parse(text) }
    }

    /// A number too large for a `Double` in one field of a catalogue's answer leaves that field
    /// without a number and the rest of the answer as it is; in a file only shelf writes, it is
    /// damage.
    @Test func aNumberTooLargeIsNoNumberUnlessStrict() throws {
        let node = try Self.parse(#"{"rating": 1e400, "low": -1e99999999999999999999, "pages": 412}"#)
        #expect(node["rating"]?.doubleValue == nil)
        #expect(node["rating"]?.intValue == nil)
        #expect(node["low"]?.doubleValue == nil)
        #expect(node["pages"]?.intValue == 412)
        #expect(try Self.parse("1e-400").doubleValue == 0)
        #expect(throws: JSONReaderError.numberOutOfRange(offset: 0)) {
            try JSONReader.parse(Array("1e400".utf8), options: .strict)
        }
        #expect(throws: JSONReaderError.numberOutOfRange(offset: 1)) {
            try JSONReader.parse(Array("[-1e99999999999999999999]".utf8), options: .refusingOverflowingNumbers)
        }
    }

    @Test(arguments: [
        ("", JSONReaderError.unexpectedEnd(offset: 0)), ("   ", .unexpectedEnd(offset: 3)),
        ("[", .unexpectedEnd(offset: 1)), ("[1,", .unexpectedEnd(offset: 3)), ("[1", .unexpectedEnd(offset: 2)),
        ("{\"a\"", .unexpectedEnd(offset: 4)), ("{\"a\":", .unexpectedEnd(offset: 5)), ("\"abc", .unexpectedEnd(offset: 4)),
        ("tru", .unexpectedEnd(offset: 3)), ("nul", .unexpectedEnd(offset: 3)),
        ("[1,]", .unexpectedByte(UInt8(ascii: "]"), offset: 3)), ("[,1]", .unexpectedByte(UInt8(ascii: ","), offset: 1)),
        ("{\"a\":1,}", .unexpectedByte(UInt8(ascii: "}"), offset: 7)), ("{a:1}", .unexpectedByte(UInt8(ascii: "a"), offset: 1)),
        ("{\"a\" 1}", .unexpectedByte(UInt8(ascii: "1"), offset: 5)), ("[1 2]", .unexpectedByte(UInt8(ascii: "2"), offset: 3)),
        ("[1}", .unexpectedByte(UInt8(ascii: "}"), offset: 2)), ("{\"a\":1]", .unexpectedByte(UInt8(ascii: "]"), offset: 6)),
        ("'a'", .unexpectedByte(UInt8(ascii: "'"), offset: 0)), ("trUe", .unexpectedByte(UInt8(ascii: "U"), offset: 2)),
        ("nulll", .trailingContent(offset: 4)), ("{} x", .trailingContent(offset: 3)), ("[]]", .trailingContent(offset: 2)),
        ("[\u{A0}1]", .unexpectedByte(0xC2, offset: 1)), ("\u{FEFF}", .unexpectedEnd(offset: 3)),
        ("[1,\u{0C}2]", .unexpectedByte(0x0C, offset: 3)),
    ])
    func refusesMalformedStructure(text: String, error: JSONReaderError) {
        #expect(throws: error) { try Self.parse(text) }
    }

    @Test func resolvesEscapes() throws {
        #expect(try Self.parse(#""\"\\\/\b\f\n\r\t""#) == .string("\"\\/\u{8}\u{C}\n\r\t"))
        #expect(try Self.parse(#""\u0041\u00e9\u20AC\u0000""#) == .string("Aé€\u{0}"))
        #expect(try Self.parse("\"caf\u{E9} \u{1F600} \\u00e9\"") == .string("café 😀 é"))
    }

    @Test func joinsSurrogatePairsAndReplacesLoneSurrogates() throws {
        #expect(try Self.parse(#""\ud83d\ude00""#) == .string("😀"))
        #expect(try Self.parse(#""\uD834\uDD1E!""#) == .string("𝄞!"))
        #expect(try Self.parse(#""\ud800""#) == .string("\u{FFFD}"))
        #expect(try Self.parse(#""\ud800x""#) == .string("\u{FFFD}x"))
        #expect(try Self.parse(#""\udc00\ud800""#) == .string("\u{FFFD}\u{FFFD}"))
        // A high surrogate followed by a non-surrogate escape: both are kept, the first replaced.
        #expect(try Self.parse(#""\ud800\u0041""#) == .string("\u{FFFD}A"))
        #expect(try Self.parse(#""\ud800\ud800\udc00""#) == .string("\u{FFFD}\u{10000}"))
        #expect(try Self.parse(#""\ud800\n""#) == .string("\u{FFFD}\n"))
    }

    @Test(arguments: [
        (#""\x""#, JSONReaderError.invalidEscape(offset: 1)), (#""\u12G4""#, .invalidEscape(offset: 1)),
        (#""\U0041""#, .invalidEscape(offset: 1)), (#""\u12"#, .unexpectedEnd(offset: 5)),
        (#""ab\"#, .unexpectedEnd(offset: 4)), (#""\ud800\u12G4""#, .invalidEscape(offset: 7)),
        ("\"a\nb\"", .controlCharacter(offset: 2)), ("\"\t\"", .controlCharacter(offset: 1)),
    ])
    func refusesBadEscapesAndControlCharacters(text: String, error: JSONReaderError) {
        #expect(throws: error) { try Self.parse(text) }
    }

    @Test(arguments: [
        ([0x22, 0x80, 0x22], 1), ([0x22, 0x61, 0xC0, 0xAF, 0x22], 2), ([0x22, 0xE0, 0x80, 0xAF, 0x22], 1),
        ([0x22, 0xED, 0xA0, 0x80, 0x22], 1), ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1), ([0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], 1),
        ([0x22, 0xC3, 0x22], 1), ([0x22, 0xE2, 0x82], 1), ([0x22, 0xFF, 0x22], 1),
    ] as [([UInt8], Int)])
    func refusesInvalidUTF8(bytes: [UInt8], offset: Int) {
        #expect(throws: JSONReaderError.invalidUTF8(offset: offset)) { try JSONReader.parse(bytes) }
    }

    @Test func refusesOtherEncodingsThanUTF8() throws {
        let utf16 = try #require("[1]".data(using: .utf16LittleEndian))
        #expect(throws: JSONReaderError.unexpectedByte(0, offset: 1)) { try JSONReader.parse(utf16) }
        #expect(throws: JSONReaderError.invalidUTF8(offset: 1)) { try JSONReader.parse([0x22, 0xE9, 0x22]) }
    }

    @Test func acceptsEveryWellFormedUTF8Length() throws {
        let text = "a\u{E9}\u{20AC}\u{10348}\u{10FFFF}\u{E000}"
        #expect(try JSONReader.parse(Array("\"\(text)\"".utf8)) == .string(text))
    }

    @Test func nestingIsLimitedWithoutExhaustingTheStack() throws {
        let limit = JSONReader.defaultDepthLimit
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(throws: Never.self) { try Self.parse(deepest) }
        let objects = String(repeating: "{\"a\":", count: limit) + "1" + String(repeating: "}", count: limit)
        #expect(throws: Never.self) { try Self.parse(objects) }
        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        #expect(throws: JSONReaderError.tooDeep(offset: limit, limit: limit)) { try Self.parse(tooDeep) }
        // Far past the limit, unclosed: refused at the limit, long before memory or stack matter.
        let hostile = Array(repeating: UInt8(ascii: "["), count: 1_000_000)
        #expect(throws: JSONReaderError.tooDeep(offset: limit, limit: limit)) { try JSONReader.parse(hostile) }
        #expect(throws: JSONReaderError.tooDeep(offset: 2, limit: 2)) { try JSONReader.parse(Array("[[[]]]".utf8), depthLimit: 2) }
    }

    @Test func lookupsNeverCast() throws {
        let node = try Self.parse(#"{"a": {"b": "text"}, "list": [1, 2], "n": 3}"#)
        #expect(node["a"]?["b"]?.stringValue == "text")
        #expect(node["list"]?.arrayValue?.count == 2)
        #expect(node["list"]?["b"] == nil)
        #expect(node["missing"] == nil)
        #expect(node["n"]?.stringValue == nil)
        #expect(node["a"]?.objectValue?.keys.sorted() == ["b"])
    }

    @Test func errorsReadAsOneLineWithAnAction() {
        let errors: [JSONReaderError] = [
            .unexpectedEnd(offset: 0), .unexpectedByte(UInt8(ascii: "x"), offset: 1), .unexpectedByte(0x0A, offset: 1),
            .invalidNumber(offset: 2), .numberOutOfRange(offset: 3), .invalidEscape(offset: 4), .controlCharacter(offset: 5),
            .invalidUTF8(offset: 6), .tooDeep(offset: 7, limit: 512), .trailingContent(offset: 8),
        ]
        for error in errors {
            #expect(!error.description.contains("\n"))
            #expect(error.description.contains("at byte \(error.offset) — "))
        }
        #expect(JSONReaderError.unexpectedByte(0x0A, offset: 1).description.hasPrefix("unexpected byte 0xa in JSON"))
    }
}
