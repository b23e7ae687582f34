/// How a message quotes what the user typed or a file held, and the names the library holds: cut
/// to a length that keeps the message one readable line, however long the input was (a
/// 10,000-character title must not fill the screen to say it matched nothing).
extension String {
    /// The most characters of outside text a message repeats; enough to recognise a title or a
    /// path, short enough that what to do still follows on the same line.
    static let messageQuoteLimit = 60

    /// The text as a message shows it unquoted: on one line, at most `messageQuoteLimit`
    /// characters, ending in `…` when it was cut.
    var messageExcerpt: String { excerpt(of: Self.messageQuoteLimit) }

    /// The text on one line, at most `limit` characters, ending in `…` when it was cut.
    func excerpt(of limit: Int) -> String {
        let safe = terminalSafe
        guard safe.count > limit else { return safe }
        return safe.prefix(limit - 1) + "…"
    }

    /// What was typed or read from a file, as a message quotes it: each invisible character
    /// written as an escape (`\t`, `\e`, `\u{202E}`), so that a refusal shows what was wrong
    /// rather than a cleaned text that looks right (`unknown command "list"`). Cut before the
    /// escapes are written, so no escape is cut in half.
    var quotedInMessage: String {
        let limit = Self.messageQuoteLimit
        let cut = count > limit ? String(prefix(limit - 1)) + "…" : self
        return "\"\(cut.visibleEscapes.terminalSafe)\""
    }

    /// A title or another name the library holds, as a message quotes it: as `list` and `show`
    /// show it, so the book named is recognisable.
    var quotedNameInMessage: String {
        "\"\(shownName.messageExcerpt)\""
    }

    /// The text with each `isTerminalControl` character written as the escape that names it.
    private var visibleEscapes: String {
        guard unicodeScalars.contains(where: \.isTerminalControl) else { return self }
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\t": escaped += "\\t"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\u{1B}": escaped += "\\e"
            case _ where scalar.isTerminalControl: escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
