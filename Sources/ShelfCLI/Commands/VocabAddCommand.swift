import Library
import Networking

/// `shelf vocab add BOOK WORD`: keep a word met in a book, looked up in the dictionary.
enum VocabAddCommand {
    static let spec = CommandSpec(
        name: "add",
        summary: "Add a word met in a book (looked up in the dictionary)",
        usage: "vocab add BOOK WORD [--page N] [--context SENTENCE] [--definition TEXT] [--example TEXT] [--no-lookup] [--lang CODE] [--json]  |  vocab add --global WORD …",
        example: "vocab add dune ecumenical --page 42 --context \"the ecumenical council\"",
        options: [
            .init(name: "global", help: "a word tied to no book"),
            .init(name: "page", valueName: "N", help: "the page where you met it"),
            .init(name: "context", valueName: "SENTENCE", help: "the sentence it appeared in"),
            .init(name: "definition", valueName: "TEXT", help: "your own definition (skips the look-up)"),
            .init(name: "example", valueName: "TEXT", help: "an example sentence"),
            .init(name: "no-lookup", help: "do not ask the dictionary"),
            .init(name: "lang", valueName: "CODE", help: "dictionary language (default en)"),
            .init(name: "json", help: "print the stored word as JSON"),
        ],
        // Counted in `run`, where --global decides whether a BOOK comes first.
        positionals: 0...2,
        details: "Adding a word the book already has updates it. Looked-up entries are cached, so re-adding and studying work offline.")

    static func run(_ arguments: ParsedArguments, _ context: Context) throws {
        let global = arguments.has("global")
        let positionals = arguments.positionals
        guard positionals.count == (global ? 1 : 2) else {
            throw CLIError.usage(global ? "with --global give one WORD and no BOOK" : "give the BOOK and the WORD", spec: spec)
        }
        let library = try context.library()
        let bookID = global ? nil : try library.resolve(positionals[0]).id
        var new = NewWord(word: positionals[positionals.count - 1], bookID: bookID)
        new.language = arguments.value("lang")?.lowercased() ?? "en"
        new.page = try arguments.integer("page")
        new.context = arguments.value("context")
        new.example = arguments.value("example")
        new.definition = arguments.value("definition")
        guard Bookshelf.wordKey(new.word).unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else {
            throw LibraryError.invalidWord(new.word)
        }
        // Checked before the look-up, so a typo in --page is not hidden behind a network error.
        if let page = new.page, page < 0 { throw LibraryError.pageOutOfRange(page: page, pageCount: nil) }
        var dictionaryEntry: DictionaryEntry?
        if new.definition == nil, !arguments.has("no-lookup") {
            let entry = try lookUp(new.word, language: new.language, context: context)
            dictionaryEntry = entry
            new.definition = entry.mainDefinition
            new.partOfSpeech = entry.partOfSpeech
            new.phonetic = entry.phonetic
            if new.example == nil { new.example = entry.firstExample }
            new.dictionaryRecord = DictionaryRecord.encode(entry)
        }
        let (word, created) = try library.addWord(new)
        // With --no-lookup or --definition nothing comes from the dictionary, not even a record
        // another book's entry of the word stored.
        let shown = arguments.has("no-lookup") || arguments.value("definition") != nil
            ? dictionaryEntry : try dictionaryEntry ?? DictionaryRecord.stored(for: word, in: library)
        if arguments.has("json") {
            context.printJSON(WordJSON.word(word, dictionary: shown))
            return
        }
        let place = word.bookID.map { "#\($0) \(word.bookTitle?.terminalSafe ?? "")" } ?? "your global words"
        context.console.line("\(created ? "Added" : "Updated") \"\(word.word.terminalSafe)\" in \(place).")
        WordText.printEntry(word, dictionary: shown, context: context)
    }

    private static func lookUp(_ word: String, language: String, context: Context) throws -> DictionaryEntry {
        do {
            return try context.dictionary().lookup(word, language: language)
        } catch let error as NetworkError {
            // Errors about the word or language already say what to do; after a network or quota
            // failure, point out that the reader can give the meaning themselves.
            switch error {
            case .wordNotFound, .invalidWord, .invalidLanguage: throw error
            default: break
            }
            throw CLIError.failure("\(error.userMessage) (or add it now with --definition \"…\")")
        }
    }
}
