import Foundation
import Testing
import JSON
import TestSupport

/// `JSONOutline`: a document's top-level lists counted and its small members read, by a scan that
/// agrees with the parse on every well-formed document.
@Suite struct JSONOutlineTests {
    @Test(arguments: [
        (#"{"books": [{"a": [1, 2], "s": "],\"["}, [3], "x", 4, null], "words": [1]}"#, ["books": 5, "words": 1]),
        (#"{"format": "books", "books": []}"#, ["books": 0]),
        (#"{"words": {"books": [1, 2]}, "books" : [ 1 ]}"#, ["books": 1]),
        (#"{"b\"ooks": [1], "books": [[], {}]}"#, ["b\\\"ooks": 1, "books": 2]),
        (#"["books", [1, 2]]"#, [:]),
    ])
    func countsTheElementsOfEachTopLevelList(text: String, counts: [String: Int]) {
        #expect(JSONOutline(scanning: Data(text.utf8)).elementCounts == counts)
    }

    @Test func readsTheScalarMembersWhereverTheyStand() {
        let text = #"{"books": [{"version": 9}], "format" : "shelf-backup", "o": {"v": 1}, "n": null, "version": 4 , "t": true}"#
        let outline = JSONOutline(scanning: Data(text.utf8))
        #expect(outline.scalars == ["format": .string("shelf-backup"), "n": .null, "version": .number(4), "t": .bool(true)])
    }

    /// Documents built at random from lists, objects and scalars: the outline says what the whole
    /// parse finds at the top level.
    @Test func agreesWithTheParseOnGeneratedDocuments() throws {
        var generator = SeededGenerator(seed: 0x5EED_0017)
        let scalars = [#""a,b]\"}""#, "12.5e1", "true", "null", #""""#, "-0"]
        for _ in 0..<300 {
            var members: [String] = []
            for index in 0..<Int.random(in: 0...5, using: &generator) {
                let value = switch Int.random(in: 0..<3, using: &generator) {
                case 0: "[" + (0..<Int.random(in: 0...4, using: &generator)).map { _ in scalars.randomElement(using: &generator)! }
                    .joined(separator: " , ") + "]"
                case 1: #"{"k": [1, {"x": "]"}]}"#
                default: scalars.randomElement(using: &generator)!
                }
                members.append("\"m\(index)\" :\n \(value)")
            }
            let text = "{" + members.joined(separator: ",") + "}"
            guard case .object(let parsed) = try JSONReader.parse(Data(text.utf8)) else {
                Issue.record("not an object: \(text)")
                continue
            }
            let outline = JSONOutline(scanning: Data(text.utf8))
            for (name, value) in parsed {
                switch value {
                case .array(let elements): #expect(outline.elementCounts[name] == elements.count, "\(text)")
                case .object: #expect(outline.scalars[name] == nil, "\(text)")
                default: #expect(outline.scalars[name] == value, "\(text)")
                }
            }
        }
    }
}
