import Foundation
import Testing
@testable import Networking

/// `JSONField` trims exactly as Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)` did.
@Suite struct JSONFieldTests {
    @Test func whitespaceIsFoundationsWhitespacesAndNewlines() {
        let foundation = CharacterSet.whitespacesAndNewlines
        var mismatches: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if JSONField.isWhitespaceOrNewline(scalar) != foundation.contains(scalar) { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20).map { String($0, radix: 16) })")
    }

    @Test func trimsLikeFoundation() {
        let pieces = [" ", "\n", "\t", "\u{A0}", "\u{2028}", "\u{3000}", "\u{85}", "\u{200B}", "\u{FEFF}", "a", "é", "e\u{301}", "\u{301}", "👍🏽", "\r\n", "x y"]
        var generator = SeededGenerator(seed: 0x7121_0000)
        for _ in 0..<5000 {
            let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            #expect(JSONField.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func textReadsBlankAndWrongTypesAsAbsent() {
        #expect(JSONField.text(.string("  Dune \n")) == "Dune")
        #expect(JSONField.text(.string(" \u{3000} ")) == nil)
        #expect(JSONField.text(.number(1)) == nil)
        #expect(JSONField.text(nil) == nil)
        #expect(JSONField.texts(.array([.string("a"), .null, .string(" "), .string(" b ")])) == ["a", "b"])
        #expect(JSONField.texts(.string("a")) == [])
        #expect(JSONField.objects(.array([.object([:]), .object(["k": .null])]))?.count == 2)
        #expect(JSONField.objects(.array([.object([:]), .string("stray")])) == nil)
        #expect(JSONField.objects(.array([])) == [])
    }
}
