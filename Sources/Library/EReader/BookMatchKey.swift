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
        var kept = ""
        var depth = 0
        for character in title {
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth = max(0, depth - 1)
            case ":" where depth == 0 && !words(kept).isEmpty: return words(kept).joined(separator: " ")
            default: if depth == 0 { kept.append(character) }
            }
        }
        // A title that is all brackets keeps them rather than becoming empty.
        return words(kept.isEmpty ? title : kept).joined(separator: " ")
    }

    /// An author as a key: the words of the name, folded and sorted.
    public static func author(_ name: String?) -> String {
        words(name ?? "").sorted().joined(separator: " ")
    }

    private static func words(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map(String.init)
    }
}
