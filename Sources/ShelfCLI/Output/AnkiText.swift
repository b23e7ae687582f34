import Foundation

/// Anki's text import format (https://docs.ankiweb.net/importing/text-files.html): file headers,
/// then one note per line with tab-separated fields.
///
/// The headers (Anki 2.1.55+) fix what the import dialog would otherwise guess: tab as separator,
/// fields read as HTML, the note type Basic and the deck, the column names, and which columns hold
/// the tags and the GUID. `separator` comes first because `columns` is split by it.
///
/// Fields are HTML (`#html:true`), so text is escaped (`&`, `<`, `>` and `"`), a line break is
/// `<br>` and a tab a space: no field ever needs CSV quoting, and a field can start with a quote
/// without Anki reading it as a quoted field. The word itself is bold in its sentence.
enum AnkiText {
    /// The column names, in order; the last two are the tags and the GUID. Anki maps a named
    /// column to the note type's field of the same name, so the word and the definition are
    /// named after Basic's fields `Front` and `Back`; the other columns match no Basic field
    /// and are left for the user to map.
    static let columns = ["Front", "Back", "Sentence", "Book", "Part of speech", "Synonyms", "Tags", "GUID"]

    /// The whole file for `cards`, to go into `deck` as Basic notes.
    static func document(_ cards: [VocabularyCard], deck: String) -> String {
        var lines = [
            "#separator:tab",
            "#html:true",
            "#notetype:Basic",
            "#deck:\(oneLine(deck))",
            "#columns:" + columns.joined(separator: "\t"),
            "#tags column:\(columns.count - 1)",
            "#guid column:\(columns.count)",
        ]
        for card in cards {
            var word = escaped(card.word.word)
            // A line starting with `#` is a comment to Anki.
            if word.hasPrefix("#") { word = "&#35;\(word.dropFirst())" }
            let form: String = card.form ?? card.word.word
            var bolded = ""
            if let text = card.sentence { bolded = sentence(bolding: form, in: text) }
            let fields: [String] = [
                word,
                escaped(card.word.definition ?? ""),
                bolded,
                escaped(card.bookAndPage),
                escaped(card.word.partOfSpeech ?? ""),
                escaped(card.synonyms.joined(separator: ", ")),
                card.tags.joined(separator: " "),
                card.guid,
            ]
            lines.append(fields.joined(separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The sentence with the first occurrence of `form` (ignoring case) in bold, or of the word's
    /// start when the form is not there as written; escaped around it.
    static func sentence(bolding form: String, in sentence: String) -> String {
        guard !form.isEmpty,
            let range = sentence.range(of: form, options: [.caseInsensitive, .diacriticInsensitive])
        else { return escaped(sentence) }
        let before: String = escaped(String(sentence[..<range.lowerBound]))
        let word: String = escaped(String(sentence[range]))
        let after: String = escaped(String(sentence[range.upperBound...]))
        return "\(before)<b>\(word)</b>\(after)"
    }

    /// Text as HTML on one line.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n", "\r\n", "\r": result += "<br>"
            case "\t": result += " "
            default: result.append(character)
            }
        }
        return result
    }

    private static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }
}
