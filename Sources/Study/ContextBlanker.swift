/// Hides a word in the sentence it was met in, so a fill-in quiz can show the context without
/// giving the answer away. Matches whole words, ignoring case, including simple English
/// inflections of the word (cats, baked, baking, carried, stopped, the cat's).
public enum ContextBlanker {
    /// What each occurrence is replaced with.
    public static let blank = "_____"

    /// Inflections are only tried for words at least this long: for "a" or "in", "as" and "ins"
    /// are other words.
    static let minimumLengthForInflections = 3

    /// The sentence with every occurrence of `word` (or of the phrase, for several words)
    /// replaced by `blank`. The sentence comes back unchanged when the word does not occur.
    public static func blanking(_ word: String, in sentence: String) -> String {
        var result = ""
        var cursor = sentence.startIndex
        for range in occurrences(of: word, in: sentence) {
            result += sentence[cursor..<range.lowerBound]
            result += blank
            cursor = range.upperBound
        }
        result += sentence[cursor...]
        return result
    }

    /// The ranges of `sentence` where `word` occurs as whole words, in order and not overlapping.
    /// The words of a phrase may be separated by any spaces or hyphens in the sentence.
    public static func occurrences(of word: String, in sentence: String) -> [Range<String.Index>] {
        let targets = tokens(in: word).map { forms(of: TextMatching.key(String(word[$0]))) }
        let words = tokens(in: sentence)
        guard !targets.isEmpty, words.count >= targets.count else { return [] }
        var found: [Range<String.Index>] = []
        var start = 0
        while start + targets.count <= words.count {
            let candidate = words[start..<(start + targets.count)]
            if matches(candidate, targets, in: sentence) {
                found.append(candidate[candidate.startIndex].lowerBound..<candidate[candidate.endIndex - 1].upperBound)
                start += targets.count
            } else {
                start += 1
            }
        }
        return found
    }

    private static func matches(_ words: ArraySlice<Range<String.Index>>, _ targets: [Set<String>], in sentence: String)
        -> Bool
    {
        for (offset, (range, forms)) in zip(words, targets).enumerated() {
            guard forms.contains(TextMatching.key(String(sentence[range]))) else { return false }
            if offset > 0 {
                let gap = sentence[words[words.startIndex + offset - 1].upperBound..<range.lowerBound]
                guard gap.allSatisfy({ $0.isWhitespace || $0 == "-" }) else { return false }
            }
        }
        return true
    }

    /// The word's own form plus its regular inflections.
    static func forms(of word: String) -> Set<String> {
        var forms: Set<String> = [word]
        guard word.count >= minimumLengthForInflections, word.allSatisfy(\.isLetter), let last = word.last else {
            return forms
        }
        for suffix in ["s", "es", "d", "ed", "ing", "'s", "\u{2019}s"] {
            forms.insert(word + suffix)
        }
        let stem = String(word.dropLast())
        if last == "e" {
            forms.insert(stem + "ing")  // bake → baking
        }
        if last == "y" {
            forms.formUnion([stem + "ies", stem + "ied"])  // carry → carries, carried
        }
        if !"aeiouwxy".contains(last) {
            forms.formUnion([word + String(last) + "ed", word + String(last) + "ing"])  // stop → stopped
        }
        return forms
    }

    /// The ranges of the words in `text`: runs of letters and digits, with an apostrophe inside a
    /// word (don't, cat's) kept as part of it. Hyphens and all other characters separate words.
    static func tokens(in text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var start: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            let isWordCharacter = character.isLetter || character.isNumber
            let isInnerApostrophe =
                (character == "'" || character == "\u{2019}") && start != nil && next < text.endIndex
                && (text[next].isLetter || text[next].isNumber)
            if isWordCharacter || isInnerApostrophe {
                if start == nil { start = index }
            } else if let wordStart = start {
                ranges.append(wordStart..<index)
                start = nil
            }
            index = next
        }
        if let wordStart = start {
            ranges.append(wordStart..<text.endIndex)
        }
        return ranges
    }
}
