import Foundation
import Testing
import TestSupport
@testable import Essentials

/// `Whitespace` must trim exactly what Foundation's `trimmingCharacters` trimmed with
/// `.whitespaces` and `.whitespacesAndNewlines`, which Networking used before.
@Suite struct WhitespaceTests {
    @Test func setsMatchFoundationForEveryScalar() {
        let spaces = CharacterSet.whitespaces
        let newlines = CharacterSet.newlines
        var mismatches: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if Whitespace.isSpace(scalar) != spaces.contains(scalar) { mismatches.append("space \(String(value, radix: 16))") }
            if Whitespace.isNewline(scalar) != newlines.contains(scalar) { mismatches.append("newline \(String(value, radix: 16))") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }

    @Test func trimsLikeFoundation() {
        let pieces = [
            " ", "\n", "\t", "\u{A0}", "\u{2028}", "\u{3000}", "\u{85}", "\u{200B}", "\u{FEFF}", "a", "é", "e\u{301}",
            "\u{301}", "👍🏽", "\r\n", "x y", "\u{B}",
        ]
        var generator = SeededGenerator(seed: 0x7121_0000)
        for _ in 0..<5000 {
            let count = Int.random(in: 0...6, using: &generator)
            let text = (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            #expect(Whitespace.trimmed(text, newlines: true) == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(Array(text.unicodeScalars))")
            #expect(Whitespace.trimmed(text, newlines: false) == text.trimmingCharacters(in: .whitespaces), "\(Array(text.unicodeScalars))")
        }
    }
}
