/// Turns the HTML Google puts in descriptions into plain text: tags are dropped, `<br>` becomes a
/// line break, paragraph-like blocks become blank-line-separated paragraphs, entities are decoded
/// and runs of whitespace collapse. It is a reader for short trusted-shape snippets, not a full
/// HTML parser; anything it does not understand is kept as text rather than lost.
enum HTMLText {
    /// Block elements whose start and end separate paragraphs.
    private static let paragraphTags: Set<String> = [
        "p", "div", "ul", "ol", "li", "blockquote", "h1", "h2", "h3", "h4", "h5", "h6", "table", "tr", "section",
    ]

    private static let namedEntities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
        "mdash": "\u{2014}", "ndash": "\u{2013}", "hellip": "\u{2026}", "lsquo": "\u{2018}", "rsquo": "\u{2019}",
        "ldquo": "\u{201C}", "rdquo": "\u{201D}", "laquo": "\u{00AB}", "raquo": "\u{00BB}", "copy": "\u{00A9}",
        "reg": "\u{00AE}", "trade": "\u{2122}", "eacute": "\u{00E9}", "egrave": "\u{00E8}", "aacute": "\u{00E1}",
        "iacute": "\u{00ED}", "oacute": "\u{00F3}", "uacute": "\u{00FA}", "ntilde": "\u{00F1}", "uuml": "\u{00FC}",
        "ouml": "\u{00F6}", "auml": "\u{00E4}", "ccedil": "\u{00E7}", "szlig": "\u{00DF}", "middot": "\u{00B7}",
        "bull": "\u{2022}",
    ]

    /// The plain-text reading of `html`.
    static func plainText(_ html: String) -> String {
        var text = ""
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "<", let close = tagEnd(in: html, from: index) {
                let name = tagName(String(html[html.index(after: index)..<close]))
                if name == "br" {
                    text += "\n"
                } else if paragraphTags.contains(name) {
                    text += "\n\n"
                }
                index = html.index(after: close)
            } else if character == "&", let (decoded, next) = entity(in: html, at: index) {
                text += decoded
                index = next
            } else {
                text.append(character)
                index = html.index(after: index)
            }
        }
        return normalizedWhitespace(text)
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

    /// Decodes `&name;`, `&#NNN;` or `&#xHH;` at `start`; nil leaves the `&` as text.
    private static func entity(in html: String, at start: String.Index) -> (String, String.Index)? {
        let body = html[html.index(after: start)...].prefix(10)
        guard let semicolon = body.firstIndex(of: ";") else { return nil }
        let name = String(body[body.startIndex..<semicolon])
        let after = html.index(after: semicolon)
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            guard let value, let scalar = Unicode.Scalar(value) else { return nil }
            return (String(Character(scalar)), after)
        }
        guard let decoded = namedEntities[name] ?? namedEntities[name.lowercased()] else { return nil }
        return (decoded, after)
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
