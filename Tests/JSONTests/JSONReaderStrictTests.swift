import Foundation
import JSON
import Testing

/// `Options.strict` refuses what RFC 8259 leaves open and the default reading repairs: a key
/// twice in one object and a `\u` escape of a lone surrogate, each with the offset of its place.
@Suite struct JSONReaderStrictTests {
    static func parse(_ text: String, _ options: JSONReader.Options) throws(JSONReaderError) -> JSONNode {
        try JSONReader.parse(Array(text.utf8), options: options)
    }

    @Test(arguments: [
        (#"{"a": 1, "a": 2}"#, JSONReaderError.duplicateKey("a", offset: 9)),
        (#"[{"x": {"a": 1, "b": 2, "a": 3}}]"#, .duplicateKey("a", offset: 24)),
        (#"{"a": {}, "b": [], "a": null}"#, .duplicateKey("a", offset: 19)),
        (#"["\ud800"]"#, .loneSurrogate(offset: 2)),
        (#""x\udfff""#, .loneSurrogate(offset: 2)),
        (#""\ud800\u0041""#, .loneSurrogate(offset: 1)),
        (#""\ud800\ud800""#, .loneSurrogate(offset: 1)),
        (#"{"\udc00": 1}"#, .loneSurrogate(offset: 2)),
    ])
    func strictReadingRefuses(text: String, error: JSONReaderError) {
        #expect(throws: error) { try Self.parse(text, .strict) }
    }

    @Test func theDefaultReadingKeepsTheLastValueAndReplacesLoneSurrogates() throws {
        #expect(try Self.parse(#"{"a": 1, "a": 2}"#, []) == .object(["a": .number(2)]))
        #expect(try Self.parse(#""\ud800x""#, []) == .string("\u{FFFD}x"))
        #expect(try Self.parse(#""\ud800x""#, .refusingDuplicateKeys) == .string("\u{FFFD}x"))
        #expect(try Self.parse(#"{"a": 1, "a": 2}"#, .refusingLoneSurrogates) == .object(["a": .number(2)]))
    }

    @Test func strictReadingTakesWhatIsWellFormed() throws {
        #expect(try Self.parse(#"{"a": {"a": 1}, "b": [{"a": 1}, {"a": 2}]}"#, .strict)["b"]?.arrayValue?.count == 2)
        #expect(try Self.parse(#""\ud83d\ude00 \u00e9""#, .strict) == .string("😀 é"))
    }

    @Test func repeatedKeysAreReportedOnTheirLineByTheirName() {
        let error = JSONReaderError.duplicateKey("title", offset: 3)
        #expect(error.problem == #"the key "title" twice in one JSON object"#)
        #expect(JSONReaderError.loneSurrogate(offset: 0).description.hasSuffix("fetch or write it again"))
    }
}
