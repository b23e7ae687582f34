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

    /// `collapsingRuns` as its doc comment says it: the text's non-whitespace pieces joined by one space.
    private static func collapsedByDefinition(_ text: String) -> String {
        text.unicodeScalars.split(whereSeparator: Whitespace.isWhitespace).map { String(String.UnicodeScalarView($0)) }
            .joined(separator: " ")
    }

    @Test func collapsingRunsFastPathAgreesOnEdges() {
        let cases: [(String, String)] = [
            ("Stephen King", "Stephen King"),
            ("Stephen        King", "Stephen King"),
            (" Dune", "Dune"), ("Dune ", "Dune"), ("  Dune  ", "Dune"), (" ", ""), ("", ""),
            ("a\tb", "a b"), ("a\nb", "a b"), ("a\r\nb", "a b"), ("\tDune", "Dune"), ("Dune\n", "Dune"),
            ("a\u{A0}b", "a b"), ("a\u{85}b", "a b"), ("a\u{3000}b", "a b"), ("a\u{2028}b", "a b"),
            ("a\u{1680}b", "a b"), ("a\u{202F}b", "a b"), ("a\u{200B}b", "a b"), ("\u{A0}a", "a"), ("a\u{2003}", "a"),
            ("a \u{A0}b", "a b"), ("Лев Толстой", "Лев Толстой"), ("村上 春樹", "村上 春樹"), ("a — b", "a — b"),
            ("Ça ¡va!", "Ça ¡va!"), ("e\u{301} x", "e\u{301} x"), ("👍🏽 ok", "👍🏽 ok"),
        ]
        for (text, expected) in cases {
            #expect(Whitespace.collapsingRuns(text) == expected, "\(Array(text.unicodeScalars))")
        }
    }

    @Test func collapsingRunsMatchesItsDefinition() {
        let pieces = [
            " ", " ", "\n", "\t", "\u{A0}", "\u{2028}", "\u{3000}", "\u{85}", "\u{200B}", "\u{2009}", "\u{FEFF}", "a", "é",
            "Ж", "—", "\u{2060}", "\u{C2}", "\u{E3}", "\u{1F4D6}", "e\u{301}", "x y",
        ]
        var generator = SeededGenerator(seed: 0x7121_0001)
        for _ in 0..<5000 {
            let count = Int.random(in: 0...8, using: &generator)
            let text = (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            #expect(Whitespace.collapsingRuns(text) == Self.collapsedByDefinition(text), "\(Array(text.unicodeScalars))")
        }
    }

    /// The fast path decodes only scalars led by C2, E1, E2 or E3: every whitespace scalar beyond
    /// ASCII must start with one of them.
    @Test func whitespaceBeyondASCIIStartsWithADecodedLeadByte() {
        var outside: [String] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), Whitespace.isWhitespace(scalar) else { continue }
            let lead = Array(String(scalar).utf8)[0]
            if ![0xC2, 0xE1, 0xE2, 0xE3].contains(lead) { outside.append(String(value, radix: 16)) }
        }
        #expect(outside.isEmpty, "\(outside)")
    }
}
