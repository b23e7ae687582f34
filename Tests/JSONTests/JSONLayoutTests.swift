import Foundation
import JSON
import Testing
import TestSupport

/// The file layouts must write exactly what Foundation's JSONEncoder wrote (pretty-printed or on
/// one line, keys sorted), so backups, cache entries and stored dictionary records keep their bytes.
@Suite struct JSONLayoutTests {
    /// A JSONValue that JSONEncoder can encode, to compare the two writers on the same value.
    struct Encoded: Encodable {
        let value: JSONValue

        struct Key: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            switch value {
            case .object(let members):
                var container = encoder.container(keyedBy: Key.self)
                for (key, member) in members { try container.encode(Encoded(value: member), forKey: Key(stringValue: key)) }
            case .array(let items):
                var container = encoder.unkeyedContainer()
                for item in items { try container.encode(Encoded(value: item)) }
            default:
                var container = encoder.singleValueContainer()
                switch value {
                case .null: try container.encodeNil()
                case .bool(let flag): try container.encode(flag)
                case .int(let number): try container.encode(number)
                case .double(let number): try container.encode(number)
                case .string(let text): try container.encode(text)
                case .array, .object: break
                }
            }
        }
    }

    static let pieces = [
        "a", "Z", "/", "\"", "\\", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{0}", "\u{1F}", "\u{7F}", "\u{85}", "\u{9B}",
        "é", "\u{2028}", "👍🏽", " ", "key", "10", "2", "_", "ä",
    ]

    static func text(_ generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
    }

    static func number(_ generator: inout SeededGenerator) -> Double {
        switch Int.random(in: 0...5, using: &generator) {
        case 0: Double(Int.random(in: -1_000_000...1_000_000, using: &generator))
        case 1: Double.random(in: -1e6...1e6, using: &generator)
        case 2: Double(Int64.random(in: Int64.min...Int64.max, using: &generator))
        case 3: Double.random(in: 0...1, using: &generator) * pow(10, Double(Int.random(in: -30...30, using: &generator)))
        case 4: [0, -0.0, 1e15, 1e16, 9_007_199_254_740_992, Double.leastNonzeroMagnitude, 1.7976931348623157e308, 0.1, 1e-7].randomElement(using: &generator) ?? 0
        default: Double(Int.random(in: 0...100_000, using: &generator)) / 8
        }
    }

    /// A value with no empty list or object (JSONEncoder writes those across lines when pretty).
    static func value(_ generator: inout SeededGenerator, depth: Int = 0) -> JSONValue {
        switch Int.random(in: 0...(depth < 3 ? 7 : 5), using: &generator) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .int(Int.random(in: Int.min...Int.max, using: &generator))
        case 3: return .double(number(&generator))
        case 4, 5: return .string(text(&generator))
        case 6: return .array((0..<Int.random(in: 1...4, using: &generator)).map { _ in value(&generator, depth: depth + 1) })
        default:
            var members: [String: JSONValue] = [:]
            for _ in 0..<Int.random(in: 1...5, using: &generator) { members[text(&generator)] = value(&generator, depth: depth + 1) }
            return .object(members.shuffled(using: &generator).map { ($0.key, $0.value) })
        }
    }

    @Test func fileAndLineLayoutsWriteWhatJSONEncoderWrote() throws {
        var generator = SeededGenerator(seed: 0x0150_1A70)
        let layouts: [(JSONLayout, JSONEncoder.OutputFormatting)] = [
            (.file, [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]), (.line, [.sortedKeys, .withoutEscapingSlashes]),
            (.lineEscapingSlashes, [.sortedKeys]),
        ]
        for _ in 0..<3000 {
            let value = Self.value(&generator)
            for (layout, formatting) in layouts {
                let encoder = JSONEncoder()
                encoder.outputFormatting = formatting
                let expected = try encoder.encode(Encoded(value: value))
                #expect(value.utf8(layout) == Array(expected), "\(String(decoding: expected, as: UTF8.self))")
            }
        }
    }

    @Test func emptyContainersAreWrittenOnOneLine() {
        let value = JSONValue.object([("b", .array([])), ("a", .object([]))])
        #expect(value.rendered(.file) == "{\n  \"a\" : {},\n  \"b\" : []\n}")
        #expect(value.rendered(.line) == "{\"a\":{},\"b\":[]}")
        #expect(value.rendered() == "{\n  \"b\": [],\n  \"a\": {}\n}")
    }
}
