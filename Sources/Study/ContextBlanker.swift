import Foundation

/// Hides a word in the sentence it was met in, so a fill-in quiz can show the context without
/// giving the answer away. Matches whole words, ignoring case, including simple English
/// inflections of the word (cats, baked, baking, carried, stopped, the cat's). A word in a script
/// written without spaces between words (Chinese, Japanese, Thai…) is found wherever it occurs.
public enum ContextBlanker {
    /// What each occurrence is replaced with.
    public static let blank = "_____"

    /// Inflections are only tried for words at least this long: for "a" or "in", "as" and "ins"
    /// are other words.
    static let minimumLengthForInflections = 3

    /// The sentence with every occurrence of `word` (or of the phrase, for several words)
    /// replaced by `blank`. The sentence comes back unchanged when the word does not occur.
    public static func blanking(_ word: String, in sentence: String) -> String {
        blanking(occurrences(of: word, in: sentence), in: sentence)
    }

    /// The sentence with `ranges` (from `occurrences(of:in:)`, in order) replaced by `blank`.
    static func blanking(_ ranges: [Range<String.Index>], in sentence: String) -> String {
        var result = ""
        var cursor = sentence.startIndex
        for range in ranges {
            result += sentence[cursor..<range.lowerBound]
            result += blank
            cursor = range.upperBound
        }
        result += sentence[cursor...]
        return result
    }

    /// The ranges of `sentence` where `word` occurs as whole words, in order and not overlapping.
    /// The words of a phrase may be separated by any spaces or hyphens in the sentence. Marks
    /// around the word (`#hashtag`, `C++`) belong to an occurrence when the sentence has them too,
    /// so the blank hides exactly what the answer is. A word written without spaces is matched
    /// as a run of characters, since its sentence has no word boundaries to find.
    public static func occurrences(of word: String, in sentence: String) -> [Range<String.Index>] {
        let wordTokens = tokens(in: word)
        guard let first = wordTokens.first, let last = wordTokens.last else { return [] }
        if word.unicodeScalars.contains(where: isWrittenWithoutSpaces) {
            return runs(of: String(word[first.lowerBound..<last.upperBound]), in: sentence)
        }
        let targets = wordTokens.map { forms(of: TextMatching.key(String(word[$0]))) }
        let words = tokens(in: sentence)
        guard words.count >= targets.count else { return [] }
        let leading = word[..<first.lowerBound]
        let trailing = word[last.upperBound...]
        var found: [Range<String.Index>] = []
        var start = 0
        while start + targets.count <= words.count {
            let candidate = words[start..<(start + targets.count)]
            if matches(candidate, targets, in: sentence) {
                var lower = candidate[candidate.startIndex].lowerBound
                var upper = candidate[candidate.endIndex - 1].upperBound
                let floor = found.last?.upperBound ?? sentence.startIndex
                if !leading.isEmpty, sentence[floor..<lower].hasSuffix(leading) {
                    lower = sentence.index(lower, offsetBy: -leading.count)
                }
                if !trailing.isEmpty, sentence[upper...].hasPrefix(trailing) {
                    upper = sentence.index(upper, offsetBy: trailing.count)
                }
                found.append(lower..<upper)
                start += targets.count
                while start < words.count, words[start].lowerBound < upper { start += 1 }
            } else {
                start += 1
            }
        }
        return found
    }

    /// Every place `text` occurs in `sentence`, ignoring case, in order and not overlapping.
    private static func runs(of text: String, in sentence: String) -> [Range<String.Index>] {
        var found: [Range<String.Index>] = []
        var cursor = sentence.startIndex
        while cursor < sentence.endIndex,
            let range = sentence.range(of: text, options: [.caseInsensitive], range: cursor..<sentence.endIndex),
            !range.isEmpty
        {
            found.append(range)
            cursor = range.upperBound
        }
        return found
    }

    /// Whether `scalar` belongs to a script that does not put spaces between words: Han, kana,
    /// Thai, Lao, Tibetan, Myanmar and Khmer.
    static func isWrittenWithoutSpaces(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0E00...0x0FFF,  // Thai, Lao, Tibetan
            0x1000...0x109F,  // Myanmar
            0x1780...0x17FF,  // Khmer
            0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F,  // Hiragana, Katakana
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F:  // Han
            return true
        default:
            return false
        }
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
