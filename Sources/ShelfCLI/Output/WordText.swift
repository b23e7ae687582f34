import Foundation
import Library
import Networking

/// How a vocabulary word reads in the terminal.
enum WordText {
    /// `"word" in Title`, or `"word" (global)`: a word named with where it is kept.
    static func label(_ word: VocabularyWord) -> String {
        "\"\(word.word.terminalSafe)\"" + (word.bookTitle.map { " in \($0.terminalSafe)" } ?? " (global)")
    }

    /// The word's meaning: part of speech and phonetic, definitions (all of the dictionary's, the
    /// stored one first), example, synonyms, antonyms, and the sentence where it was met.
    /// `withSentence: false` leaves the sentence out, for a caller that lists every encounter.
    static func printEntry(_ word: VocabularyWord, dictionary: DictionaryEntry?, withSentence: Bool = true, context: Context) {
        let console = context.console
        let header = [word.partOfSpeech, word.phonetic].compactMap { $0?.terminalSafe }.joined(separator: "  ")
        if !header.isEmpty { console.line("  " + console.styled(header, .dim)) }
        if withSentence, let sentence = word.context {
            let page = word.page.map { " (page \($0))" } ?? ""
            console.prose("“\(sentence.terminalSafe)”\(page)", indent: "  ")
        } else if withSentence, let page = word.page {
            console.line("  met on page \(page)")
        }
        var definitions = word.definition.map { [$0] } ?? []
        for meaning in dictionary?.meanings ?? [] {
            for definition in meaning.definitions where !definitions.contains(definition.definition) {
                definitions.append(definition.definition)
            }
        }
        for (number, definition) in definitions.enumerated() {
            console.prose("\(number + 1). \(definition.terminalSafe)", indent: "  ")
        }
        if let example = word.example { console.prose("e.g. \(example.terminalSafe)", indent: "  ") }
        if let dictionary {
            if !dictionary.allSynonyms.isEmpty {
                console.prose("Synonyms: " + dictionary.allSynonyms.map(\.terminalSafe).joined(separator: ", "), indent: "  ")
            }
            if !dictionary.allAntonyms.isEmpty {
                console.prose("Antonyms: " + dictionary.allAntonyms.map(\.terminalSafe).joined(separator: ", "), indent: "  ")
            }
        }
    }

    /// One meeting with a word on one line: the sentence, then where, when and how it was met,
    /// such as `“He ran off.” (Kindle, location 1234, 2026-03-01; looked up “ran”)`. The form is
    /// named only when it is not the word itself.
    static func encounterLine(_ encounter: WordEncounter, of word: String, context: Context) -> String {
        let origin = switch encounter.source {
        case .shelf: "added"
        case .kindle: "Kindle"
        case .koreader: "KOReader"
        }
        var notes = [origin]
        if let page = encounter.page { notes.append("page \(page)") }
        if let location = encounter.location { notes.append("location \(location.terminalSafe)") }
        notes.append(context.displayDay(encounter.at))
        var text = encounter.sentence.map { "“\($0.terminalSafe)” " } ?? ""
        text += "(" + notes.joined(separator: ", ")
        if let form = encounter.form, form.lowercased() != word.lowercased() { text += "; looked up “\(form.terminalSafe)”" }
        return text + ")"
    }

    /// `new`, `learning · due in 10 minutes`, `review · due 2026-12-01`, with mastered and leech marks.
    static func studyState(_ word: VocabularyWord, context: Context) -> String {
        if word.mastered { return "mastered" }
        var text = word.memory.state.rawValue
        if word.memory.state != .new {
            let due = word.memory.due
            text += due <= context.now() ? " · due now" : " · due \(context.displayDay(due))"
        }
        if word.memory.isLeech { text += " · leech" }
        return text
    }
}
