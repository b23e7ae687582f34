import Essentials
import Foundation
import JSON
import Library

/// `shelf vocab export`: words as an Anki text import file, a CSV or JSON.
enum VocabExportCommand {
    static let spec = CommandSpec(
        name: "export",
        summary: "Export words for Anki, as CSV or as JSON",
        usage: "vocab export [BOOK|--global|--all] [--format anki|csv|json] [--output FILE]",
        example: "vocab export dune --format anki --output dune.txt",
        options: [
            .init(name: "global", help: "words tied to no book"),
            .init(name: "all", help: "every word (the default)"),
            .init(name: "format", valueName: "FORMAT", help: "anki (the default), csv or json"),
            .init(name: "output", valueName: "FILE", help: "write to FILE (atomically, mode 0600) instead of stdout"),
        ],
        positionals: 0...1,
        details: """
            The anki format is Anki's text import file with its headers: import it with File → \
            Import in Anki 2.1.55 or later, and each word becomes a Basic note (word, definition, \
            the sentence with the word in bold, book and page, part of speech, synonyms) tagged \
            with its book. Every word keeps the same GUID from one export to the next, so importing \
            a newer export updates the notes instead of adding them again.
            """)

    /// The formats, by the name `--format` takes.
    private enum Format: String {
        case anki, csv, json
    }

    static func run(_ arguments: ParsedArguments, _ context: Context) throws {
        let name = arguments.value("format")?.lowercased() ?? Format.anki.rawValue
        guard let format = Format(rawValue: name) else {
            throw CLIError.failure("--format takes anki, csv or json, not \"\(name.terminalSafe)\" — for example --format anki")
        }
        let output = arguments.value("output")
        if output?.isEmpty == true {
            throw CLIError.usage("--output needs a file name — for example --output words.txt", spec: spec)
        }
        let scope = try VocabularyScopeArgument.parse(book: arguments.positionals.first, arguments, spec: spec, context: context)
        let library = try context.library()
        let words = try library.words(in: scope)
        let encounters = try library.encountersByWord(in: scope)
        var books: [Int: Book] = [:]
        for id in Set(words.compactMap(\.bookID)) { books[id] = try library.book(id: id) }
        let cards = try words.map { word in
            VocabularyCard(
                word: word, encounters: encounters[word.id] ?? [], book: word.bookID.flatMap { books[$0] },
                dictionary: try DictionaryRecord.stored(for: word, in: library))
        }
        let text: String
        switch format {
        case .anki:
            let deck = if case .book(let id) = scope, let title = books[id]?.title { "Shelf::\(title)" } else { "Shelf" }
            text = AnkiText.document(cards, deck: deck)
        case .csv:
            text = csv(cards)
        case .json:
            text = JSONValue.array(cards.map { card in
                WordJSON.word(card.word, encounters: encounters[card.word.id] ?? [], dictionary: card.dictionary)
            }).rendered() + "\n"
        }
        guard let output else {
            do {
                try context.console.stream(Array(text.utf8))
                try context.console.finish()
            } catch let error as OutputError where !error.isBrokenPipe {
                throw CLIError.failure("cannot write the words — \(error.reason)")
            }
            return
        }
        do {
            try AtomicFile.write(to: output) { write in try write(Array(text.utf8)) }
        } catch let failure as FileWriteError {
            throw CLIError.failure("cannot write \(failure.path): \(failure.reason) — check the folder exists and is writable")
        }
        context.console.line("Exported \(words.count) word\(words.count == 1 ? "" : "s") to \(output.terminalSafe) (\(format.rawValue)).")
    }

    /// Plain text with a header row: one word per row, the sentence without markup.
    private static func csv(_ cards: [VocabularyCard]) -> String {
        var writer = CSVWriter()
        writer.append(["word", "definition", "sentence", "book", "page", "location", "partOfSpeech", "synonyms", "tags"])
        for card in cards {
            let page: String = card.page.map { String($0) } ?? ""
            let optional: [String?] = [
                card.word.word, card.word.definition, card.sentence, card.book?.title, page, card.location,
                card.word.partOfSpeech, card.synonyms.joined(separator: ", "), card.tags.joined(separator: " "),
            ]
            writer.append(optional.map { $0 ?? "" })
        }
        return writer.text
    }
}
