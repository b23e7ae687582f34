import Foundation

/// How a book from an e-reader is recognised in the library: its title and first author reduced
/// to what survives different spellings. Case, accents, punctuation, bracketed additions
/// (`Emma (Penguin Classics)`) and subtitles (`Sapiens: A Brief History of Humankind`) go; an
/// author's names are compared as a set, so `Austen,Jane`, `Jane Austen` and `AUSTEN, Jane` are
/// one author. Offline search uses it too, to tell which cached Open Library results Google's lack.
public enum BookMatchKey {
    /// The title as a key: words of letters and digits, folded, without bracketed parts or a
    /// subtitle after a colon.
    public static func title(_ title: String) -> String {
        // Plain ASCII (most titles) is read as bytes, each byte a character: an import keys every
        // row and every book of the library, and Swift's character breaking costs many times more.
        let main = title.utf8.allSatisfy({ $0 < 0x80 })
            ? mainWords(of: title.utf8, ascii: { $0 }, words: { asciiWords($0) })
            : mainWords(of: title, ascii: \.asciiValue, words: { words(String($0)) })
        return main.joined(separator: " ")
    }

    /// The words of `title` without bracketed parts or a subtitle after a colon. `ascii` is a
    /// character's ASCII value, if it is one, and `words` splits characters into words.
    private static func mainWords<Characters: Sequence>(
        of title: Characters, ascii: (Characters.Element) -> UInt8?, words: ([Characters.Element]) -> [String]
    ) -> [String] {
        var kept: [Characters.Element] = []
        var depth = 0
        for character in title {
            switch ascii(character) {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth = max(0, depth - 1)
            case UInt8(ascii: ":") where depth == 0 && !words(kept).isEmpty: return words(kept)
            default: if depth == 0 { kept.append(character) }
            }
        }
        // A title that is all brackets keeps them rather than becoming empty.
        return words(kept.isEmpty ? Array(title) : kept)
    }

    /// An author as a key: the words of the name, folded and sorted.
    public static func author(_ name: String?) -> String {
        words(name ?? "").sorted().joined(separator: " ")
    }

    private static func words(_ text: String) -> [String] {
        // Most titles are plain ASCII, where folding is lowercasing: an import keys every row
        // and every book of the library, and Foundation's folding costs many times more.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(text.utf8) }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map(String.init)
    }

    /// `words(_:)` of ASCII text: runs of letters and digits, lowercased.
    private static func asciiWords(_ text: some Sequence<UInt8>) -> [String] {
        var words: [String] = []
        var word: [UInt8] = []
        func endWord() {
            guard !word.isEmpty else { return }
            words.append(String(decoding: word, as: UTF8.self))
            word.removeAll(keepingCapacity: true)
        }
        for byte in text {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte + 32)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): word.append(byte)
            default: endWord()
            }
        }
        endWord()
        return words
    }
}
