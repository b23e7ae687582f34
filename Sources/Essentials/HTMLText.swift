/// Turns HTML into plain text: tags are dropped, `<br>` becomes a line break, paragraph-like
/// blocks become blank-line-separated paragraphs, character references are decoded
/// (`HTMLEntities`) and runs of whitespace collapse. Google puts HTML in descriptions, and
/// StoryGraph and Goodreads in reviews (StoryGraph with `<spoiler>` around what gives the story
/// away). It is a reader for short trusted-shape snippets, not a full HTML parser; anything it
/// does not understand is kept as text rather than lost.
public enum HTMLText {
    /// Block elements whose start and end separate paragraphs.
    private static let paragraphTags: Set<String> = [
        "p", "div", "ul", "ol", "li", "blockquote", "h1", "h2", "h3", "h4", "h5", "h6", "table", "tr", "section",
    ]
    /// The element StoryGraph wraps a review's spoilers in.
    private static let spoilerTag = "spoiler"

    /// The plain-text reading of `html`. The text of a `<spoiler>` element is put between
    /// `spoilerMarks` when given, so a reader sees where it begins and ends.
    public static func plainText(_ html: String, spoilerMarks: (opening: String, closing: String)? = nil) -> String {
        var text = ""
        // The text between two tags, whose character references are decoded as a whole.
        var run = ""
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "<", let close = tagEnd(in: html, from: index) {
                text += HTMLEntities.decode(run)
                run = ""
                let inside = String(html[html.index(after: index)..<close])
                let name = tagName(inside)
                if name == "br" {
                    text += "\n"
                } else if paragraphTags.contains(name) {
                    text += "\n\n"
                } else if name == spoilerTag, let spoilerMarks {
                    text += inside.hasPrefix("/") ? spoilerMarks.closing : spoilerMarks.opening
                }
                index = html.index(after: close)
            } else {
                run.append(character)
                index = html.index(after: index)
            }
        }
        return normalizedWhitespace(text + HTMLEntities.decode(run))
    }

    /// True when `text` has at least one tag (`<p>`, `</spoiler>`, `<br/>`): whether it is to be
    /// read as HTML. Plain text with a `<` in it ("a < b") has none.
    public static func containsTags(_ text: String) -> Bool {
        !tagNames(in: text).isEmpty
    }

    /// True when `html` has a `<spoiler>` element: a review that gives the story away.
    public static func containsSpoiler(_ html: String) -> Bool {
        // Only ASCII letters lowercase to the tag's name, so a text without the word in some case
        // of ASCII has no such tag: a byte scan proves it for nearly every review an import or an
        // export writes, sparing the walk through its tags (some 50,000 instructions a review).
        mentionsSpoilerTag(html) && tagNames(in: html).contains(spoilerTag)
    }

    /// False when `text` cannot hold `spoilerTag`: no run of its bytes matches the name with
    /// the lowercase bit set (which maps each uppercase ASCII letter to its lowercase one).
    private static func mentionsSpoilerTag(_ text: String) -> Bool {
        let name = Array(spoilerTag.utf8)
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= name.count else { return false }
            return (0...(bytes.count - name.count)).contains { start in
                name.indices.allSatisfy { bytes[start + $0] | 0x20 == name[$0] }
            }
        }
    }

    /// The names of the tags of `html`, in order, lowercased.
    private static func tagNames(in html: String) -> [String] {
        guard html.utf8.contains(UInt8(ascii: "<")) else { return [] }
        var names: [String] = []
        var index = html.startIndex
        while let open = html[index...].firstIndex(of: "<") {
            if let close = tagEnd(in: html, from: open) {
                names.append(tagName(String(html[html.index(after: open)..<close])))
                index = html.index(after: close)
            } else {
                index = html.index(after: open)
            }
        }
        return names
    }

    /// The index of the `>` closing a tag that starts at `start`, if `<` begins a tag at all:
    /// it must be followed by a letter, `/` or `!`, so "a < b" stays text.
    private static func tagEnd(in html: String, from start: String.Index) -> String.Index? {
        let next = html.index(after: start)
        guard next < html.endIndex, html[next].isLetter || html[next] == "/" || html[next] == "!" else { return nil }
        return html[next...].firstIndex(of: ">")
    }

    /// `"/P class=x"` → `"p"`.
    private static func tagName(_ inside: String) -> String {
        let trimmed = inside.drop { $0 == "/" }
        return String(trimmed.prefix { $0.isLetter || $0.isNumber }).lowercased()
    }

    /// Collapses spaces within lines, trims each line, keeps at most one blank line between paragraphs.
    private static func normalizedWhitespace(_ text: String) -> String {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = line.split(whereSeparator: { $0.isWhitespace })
            let collapsed = words.joined(separator: " ")
            if collapsed.isEmpty, lines.last?.isEmpty ?? true { continue }
            lines.append(collapsed)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
