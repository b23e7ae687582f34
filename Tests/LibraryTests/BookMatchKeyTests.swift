import Foundation
import Testing
@testable import Library
import TestSupport

@Suite struct BookMatchKeyTests {
    /// The list of characters folding to ASCII is what Foundation folds, checked character by
    /// character over planes 0 to 3, with the most letters each range gives.
    @Test func theCharactersFoldingToASCIIAreExactlyThoseFoundationFolds() {
        var folded: [(first: UInt32, last: UInt32, letters: Int)] = []
        for value in UInt32(0x80)...UInt32(0x3_FFFF) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar)).folding(
                options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            let letters = text.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }.count
            guard letters > 0 else { continue }
            if let last = folded.last, last.last + 1 == value {
                folded[folded.count - 1] = (last.first, value, max(last.letters, letters))
            } else {
                folded.append((value, value, letters))
            }
        }
        #expect(folded.map { [$0.first, $0.last, UInt32($0.letters)] } == BookMatchKey.foldingToASCII.map { [$0.first, $0.last, UInt32($0.letters)] })
    }

    @Test(arguments: [
        ("Dune", "dune", true), ("Ｄｕｎｅ", "dune", true), ("Straße", "strasse", true), ("Émile: ou de l’éducation", "emile", true),
        ("ﬁnding Home", "finding home", true), ("Война и мир", "voina i mir", false), ("Dune — Книга", "dune", true),
        ("Cien años de soledad", "cien anos de soledad", true), ("Cien años", "cien anos de soledad", false),
        ("百年の孤独", "one hundred years", false), ("Kelvin \u{212A}", "kelvin k", true),
    ])
    func aTitleMayHaveAKeyOnlyWhenItsCharactersCanSpellIt(title: String, key: String, may: Bool) {
        #expect(BookMatchKey.title(title, mayHave: key) == may)
    }

    /// Whatever a title is made of, a key it has in ASCII is one it may have: the filter never
    /// passes over a book the full comparison would find.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func everyTitleMayHaveItsOwnKey(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let pool: [String] = "aZ09 ()[]:.,'-".map(String.init) + ["é", "Å", "ß", "ẞ", "ﬃ", "Ｋ", "ｚ", "\u{212A}", "İ", "ı", "ø", "Ł", "ж", "語", "e\u{301}", "👍🏽", "–", "’", "\u{FF1A}"]
        for _ in 0..<3_000 {
            let title = (0..<Int.random(in: 1...14, using: &random)).map { _ in pool.randomElement(using: &random) ?? "a" }.joined()
            let key = BookMatchKey.title(title)
            guard key.utf8.allSatisfy({ $0 < 0x80 }) else { continue }
            #expect(BookMatchKey.title(title, mayHave: key), "\(title.debugDescription) has the key \(key.debugDescription)")
        }
    }
}
