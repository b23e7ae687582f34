import Foundation
import Networking
@testable import ShelfCLI
import Testing
import TestSupport

/// Stored dictionary records keep the bytes JSONEncoder gave them, and read back as they were.
@Suite struct DictionaryRecordTests {
    static let pieces = ["a", "/", "\"", "\\", "\n", "\u{1}", "\u{85}", "é", "ˈ", " ", "https://en.wiktionary.org/wiki/x"]

    static func text(_ generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
    }

    static func texts(_ generator: inout SeededGenerator) -> [String] {
        (0..<Int.random(in: 0...3, using: &generator)).map { _ in text(&generator) }
    }

    static func optional(_ generator: inout SeededGenerator) -> String? {
        Bool.random(using: &generator) ? text(&generator) : nil
    }

    @Test func recordsMatchTheFormerEncoderAndReadBack() throws {
        // Damaged or foreign records read as none, as JSONDecoder's failures did.
        for text in ["", "[]", #"{"word": "x"}"#, #"{"word": "x", "meanings": [null], "sourceURLs": []}"#] {
            #expect(DictionaryRecord.decode(text) == nil)
        }
        var generator = SeededGenerator(seed: 0xD1C7_0000)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for _ in 0..<1000 {
            let meanings = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                Meaning(
                    partOfSpeech: Self.optional(&generator),
                    definitions: (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                        Definition(
                            definition: Self.text(&generator), example: Self.optional(&generator),
                            synonyms: Self.texts(&generator), antonyms: Self.texts(&generator))
                    },
                    synonyms: Self.texts(&generator), antonyms: Self.texts(&generator))
            }
            let entry = DictionaryEntry(
                word: Self.text(&generator), phonetic: Self.optional(&generator), meanings: meanings,
                sourceURLs: Self.texts(&generator), licenseName: Self.optional(&generator), licenseURL: Self.optional(&generator))
            let record = DictionaryRecord.encode(entry)
            #expect(Array(record.utf8) == Array(try encoder.encode(FormerDictionaryRecord(entry))), "\(record)")
            #expect(DictionaryRecord.decode(record) == entry)
        }
    }
}
