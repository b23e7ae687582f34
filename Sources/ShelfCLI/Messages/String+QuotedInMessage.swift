/// How a message quotes what the user typed or a file held: cleaned for the terminal and cut to a
/// length that keeps the message one readable line, however long the input was (a 10,000-character
/// title must not fill the screen to say it matched nothing).
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

    /// The text as a message quotes it: `messageExcerpt` in double quotes.
    var quotedInMessage: String {
        "\"\(messageExcerpt)\""
    }
}
