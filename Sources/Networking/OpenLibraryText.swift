internal import Essentials
import Foundation
internal import JSON

/// Readers for the ways Open Library writes its values: record keys as paths (`/works/OL893415W`),
/// page counts inside free text (`335p. ;`), dates in many forms (`Aug 01, 2005`), hyphenated
/// ISBNs, descriptions as a string or a typed `{"type": "/type/text", "value": …}` in Markdown,
/// and author names repeated in other scripts.
enum OpenLibraryText {
    /// The id at the end of a key (`/works/OL893415W` → `OL893415W`); nil when it is not an
    /// Open Library id of one of `kinds` (see `isID`).
    static func id(fromKey key: String?, kinds: Set<Character> = ["M", "W", "A"]) -> String? {
        guard let last = key?.split(separator: "/").last.map(String.init), isID(last, kinds: kinds) else { return nil }
        return last
    }

    /// True for `OL` + digits + one kind letter: `M` edition, `W` work, `A` author.
    static func isID(_ text: String, kinds: Set<Character> = ["M", "W", "A"]) -> Bool {
        guard text.count >= 4, text.count <= 20, text.hasPrefix("OL"), let kind = text.last, kinds.contains(kind) else {
            return false
        }
        let digits = text.dropFirst(2).dropLast()
        return digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The page count in a `pagination` text: its largest number (`xii, 335p. ;` → 335, since front
    /// matter in roman numerals or a smaller count comes first); nil when it has none in range.
    static func pages(inPagination text: String) -> Int? {
        var largest: Int?
        var digits = ""
        for character in text + " " {
            if character.isASCII, character.isNumber {
                digits.append(character)
            } else if !digits.isEmpty {
                // Longer runs are catalogue numbers or years gone astray, never a page count.
                if digits.count <= 5, let number = Int(digits), number > 0 { largest = max(largest ?? 0, number) }
                digits = ""
            }
        }
        return largest
    }

    /// The first four-digit year in a publication date (`1965`, `Aug 01, 2005`, `c1990`); nil when
    /// it has none.
    static func year(in date: String) -> Int? {
        var digits = ""
        for character in date + " " {
            if character.isASCII, character.isNumber {
                digits.append(character)
            } else {
                if digits.count == 4, let year = Int(digits) { return year }
                digits = ""
            }
        }
        return nil
    }

    /// An ISBN as digits (and a final `X`), hyphens and spaces dropped; nil when it is not 10 or 13
    /// characters long afterwards.
    static func isbn(_ text: String) -> String? {
        let compact = text.uppercased().filter { !$0.isWhitespace && $0 != "-" }
        guard compact.count == 10 || compact.count == 13,
            compact.dropLast().allSatisfy({ $0.isASCII && $0.isNumber }),
            let last = compact.last, (last.isASCII && last.isNumber) || (compact.count == 10 && last == "X")
        else { return nil }
        return compact
    }

    /// A description, whichever of its two shapes it has, as plain text.
    static func description(_ value: JSONNode?) -> String? {
        let text = JSONField.text(value) ?? JSONField.text(value?["value"])
        return text.map(plainText).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Open Library descriptions are Markdown written by volunteers: links `[text](url)` keep their
    /// text, reference definitions (`[1]: https://…`) and rules (`----------`) go, emphasis marks
    /// go, and the paragraphs stay.
    static func plainText(_ markdown: String) -> String {
        var lines: [String] = []
        for rawLine in markdown.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false) {
            let line = Whitespace.trimmed(String(rawLine), newlines: false)
            if isReferenceDefinition(line) || (line.count >= 3 && line.allSatisfy { $0 == "-" || $0 == "*" || $0 == "_" }) {
                continue
            }
            lines.append(inlineText(line))
        }
        // Blank lines left by removed ones must not pile up into gaps.
        var text = ""
        var blank = 0
        for line in lines {
            if line.isEmpty {
                blank += 1
                continue
            }
            if !text.isEmpty { text += blank > 0 ? "\n\n" : "\n" }
            text += line
            blank = 0
        }
        return text
    }

    private static func isReferenceDefinition(_ line: String) -> Bool {
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return false }
        return line[line.index(after: close)...].hasPrefix(":")
    }

    /// `[text](url)` and `[text][1]` become `text`; emphasis (`*`, `**`, `__`) and backquotes are
    /// dropped, but a list item's leading `*` becomes `-`.
    private static func inlineText(_ line: String) -> String {
        if line.hasPrefix("* ") { return "- " + inlineText(String(line.dropFirst(2))) }
        var result = ""
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "[", let close = line[index...].firstIndex(of: "]") {
                let label = line[line.index(after: index)..<close]
                let after = line.index(after: close)
                if after < line.endIndex, line[after] == "(" || line[after] == "[",
                    let end = line[after...].firstIndex(of: line[after] == "(" ? ")" : "]")
                {
                    result += inlineText(String(label))
                    index = line.index(after: end)
                    continue
                }
            }
            if character == "`" || character == "*" {
                index = line.index(after: index)
                continue
            }
            if character == "_", line[index...].dropFirst().first == "_" {
                index = line.index(index, offsetBy: 2)
                continue
            }
            result.append(character)
            index = line.index(after: index)
        }
        return Whitespace.trimmed(result, newlines: false)
    }

    /// Splits `author_name` into the names to show and other spellings: Open Library lists one
    /// author's name in several scripts (`Frank Herbert`, `Френк Герберт`), so names written in
    /// another script than the first name are kept apart rather than shown as co-authors.
    static func authorNames(_ names: [String]) -> (shown: [String], others: [String]) {
        guard let first = names.first else { return ([], []) }
        let script = WritingSystem(of: first)
        var shown: [String] = []
        var others: [String] = []
        for name in names {
            if WritingSystem(of: name) == script {
                if !shown.contains(name) { shown.append(name) }
            } else if !others.contains(name) {
                others.append(name)
            }
        }
        return (shown, others)
    }

    /// The medium cover image for an Open Library cover id; ids below 1 mean "no cover".
    static func coverURL(id: Int?) -> String? {
        guard let id, id > 0 else { return nil }
        return "https://covers.openlibrary.org/b/id/\(id)-M.jpg"
    }
}
