import Essentials
import Foundation
import JSON
import Library

/// `shelf vocab export`: words as an Anki text import file, a CSV or JSON.
struct VocabExportCommand: ParsableCommand {
    var book: String?
    var global = false
    var all = false
    var format: Format?
    var output: String?
    var json = false

    /// The formats, by the name `--format` takes.
    enum Format: String, CaseIterable, ArgumentValue {
        case anki, csv, json

        init(argument text: String, name: String) throws(CLIError) {
            self = try Self.choice(text, name: name)
        }
    }

    static let declaration = CommandDeclaration<Self>(
        "export",
        group: "vocab",
        summary: "Export words for Anki, as CSV or as JSON",
        example: "vocab export dune --format anki --output dune.txt",
        details: """
            The anki format is Anki's text import file with its headers: import it with File → \
            Import in Anki 2.1.55 or later, and each word becomes a Basic note (word, definition, \
            the sentence with the word in bold, book and page, part of speech, synonyms) tagged \
            with its book. Every word keeps the same GUID from one export to the next, so importing \
            a newer export updates the notes instead of adding them again.
            """,
        arguments: [.optional("BOOK", \.book, help: "only this book's words: \(ArgumentForms.book)", completion: .books)],
        options: [
            .flag("global", \.global, help: "words tied to no book"),
            .flag("all", \.all, help: "every word (the default)"),
            .value("format", \.format, help: "anki (the default), csv or json"),
            .value("output", \.output, valueName: "FILE", help: "write to FILE (atomically, mode 0600) instead of stdout", completion: .files),
            .flag("json", \.json, help: "with --output, print a summary as JSON"),
        ])

    func validate() throws(CLIError) {
        try VocabularyScopeArgument.check(book: book, global: global, all: all, spec: Self.spec)
        if output?.isEmpty == true {
            throw Self.usageError("--output needs a file name — for example --output words.txt")
        }
        if json, output == nil {
            throw Self.usageError(ExportDestination.summaryNeedsFile)
        }
    }

    func run(_ context: Context) throws {
        let format = format ?? .anki
        let scope = try VocabularyScopeArgument.scope(book: book, global: global, context: context)
        let library = try context.existingLibrary()
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
            var deck = "Shelf"
            if case .book(let id) = scope, let title = books[id]?.title { deck += "::" + title }
            text = AnkiText.document(cards, deck: deck)
        case .csv:
            text = Self.csv(cards)
        case .json:
            text = JSONValue.array(cards.map { card in
                WordJSON.word(card.word, encounters: encounters[card.word.id] ?? [], dictionary: card.dictionary)
            }).rendered() + "\n"
        }
        try ExportDestination(path: output, what: "the words").write({ write in try write(Array(text.utf8)) }, on: context.console)
        guard let output else { return }
        if json {
            context.printJSON(.object([("format", .string(format.rawValue)), ("words", .int(words.count)), ("output", .string(output))]))
            return
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
