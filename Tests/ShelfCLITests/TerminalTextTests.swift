import Essentials
import Testing
import TestSupport

@testable import ShelfCLI

/// The byte-level fast paths of `TerminalText` agree with the scalar-by-scalar rules they stand
/// for, on text mixing printable ASCII with every kind of character they must tell apart.
@Suite struct TerminalTextTests {
    /// Controls, the characters next to them in their UTF-8 encodings, and ordinary text.
    private static let pool: [Unicode.Scalar] = [
        "a", "Z", "0", " ", " ", "~", "\u{00}", "\u{09}", "\u{0A}", "\u{1B}", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}",
        "\u{9B}", "\u{9F}", "\u{A0}", "é", "Ж", "白", "📚", "\u{200A}", "\u{200B}", "\u{200D}", "\u{200F}", "\u{2010}",
        "\u{2027}", "\u{2028}", "\u{202E}", "\u{202F}", "\u{205F}", "\u{2060}", "\u{2065}", "\u{2066}", "\u{2069}",
        "\u{206A}", "\u{FEFE}", "\u{FEFF}", "\u{FFFD}",
    ]

    private static func randomText(using generator: inout SeededGenerator) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...24, using: &generator) {
            // Mostly ASCII letters, as titles are, so the runs the word test skips are long.
            scalars.append(Bool.random(using: &generator) ? "e" : pool.randomElement(using: &generator)!)
        }
        return String(scalars)
    }

    @Test func controlsAreFoundAsTheScalarRuleFindsThem() {
        var generator = SeededGenerator(seed: 14)
        for _ in 0..<20_000 {
            let text = Self.randomText(using: &generator)
            let expected = text.unicodeScalars.contains { $0.isTerminalControl }
            let found = Array(text.utf8).withUnsafeBufferPointer(String.containsTerminalControls)
            #expect(found == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// A plain name is returned as it is; any other is cleaned and its spaces collapsed, as before
    /// the fast path existed.
    @Test func shownNamesMatchCleaningThenCollapsing() {
        var generator = SeededGenerator(seed: 9)
        for _ in 0..<20_000 {
            let text = Self.randomText(using: &generator)
            let safe = text.terminalSafe
            let expected = safe.unicodeScalars.contains(" ") ? Whitespace.collapsingRuns(safe) : safe
            #expect(text.shownName == expected)
        }
    }

    @Test func printableASCIITakesAColumnAByte() {
        #expect("Dune  by Frank Herbert ~".displayWidth == 24)
        #expect("".displayWidth == 0)
        #expect("Zoë".displayWidth == 3)
        #expect("白".displayWidth == 2)
    }
}
