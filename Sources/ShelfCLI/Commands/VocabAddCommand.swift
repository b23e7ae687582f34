import Library

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
        let bookID = global ? nil : try context.library().resolve(positionals[0]).id
        var new = NewWord(word: positionals[positionals.count - 1], bookID: bookID)
        new.language = arguments.value("lang")?.lowercased() ?? "en"
        new.page = try arguments.integer("page")
        new.context = arguments.value("context")
        new.example = arguments.value("example")
        new.definition = arguments.value("definition")
        let added = try WordAddition(context: context)
            .add(new, lookUp: new.definition == nil && !arguments.has("no-lookup"))
        if arguments.has("json") {
            context.printJSON(WordJSON.word(added.word, dictionary: added.dictionary))
            return
        }
        let word = added.word
        let place = word.bookID.map { "#\($0) \(word.bookTitle?.terminalSafe ?? "")" } ?? "your global words"
        context.console.line("\(added.created ? "Added" : "Updated") \"\(word.word.terminalSafe)\" in \(place).")
        WordText.printEntry(word, dictionary: added.dictionary, context: context)
    }
}
