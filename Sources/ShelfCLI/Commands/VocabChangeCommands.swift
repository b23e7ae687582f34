import Library

/// `shelf vocab edit`, `rm` and `master`: changing one word named as `WORD [BOOK]`.
enum VocabChangeCommands {
    static let editSpec = CommandSpec(
        name: "edit",
        summary: "Change a word's page, sentence, definition or example",
        usage: "vocab edit WORD [BOOK|global] [--page N] [--context SENTENCE] [--definition TEXT] [--example TEXT]",
        example: "vocab edit ecumenical dune --page 43",
        options: [
            .init(name: "page", valueName: "N", help: "the page where you met it"),
            .init(name: "context", valueName: "SENTENCE", help: "the sentence it appeared in"),
            .init(name: "definition", valueName: "TEXT", help: "the main definition"),
            .init(name: "example", valueName: "TEXT", help: "an example sentence"),
        ],
        positionals: 1...2)

    static let removeSpec = CommandSpec(
        name: "rm",
        aliases: ["remove"],
        summary: "Remove a word and its study history",
        usage: "vocab rm WORD [BOOK|global]",
        example: "vocab rm ecumenical dune",
        positionals: 1...2)

    static let masterSpec = CommandSpec(
        name: "master",
        summary: "Mark a word as mastered (it leaves the study queue); --undo puts it back",
        usage: "vocab master WORD [BOOK|global] [--undo]",
        example: "vocab master ecumenical",
        options: [.init(name: "undo", help: "put the word back into study")],
        positionals: 1...2)

    private static func word(_ arguments: ParsedArguments, _ context: Context) throws -> VocabularyWord {
        try WordArgument.resolve(arguments.positionals[0], book: arguments.positionals.dropFirst().first, context: context)
    }

    private static func label(_ word: VocabularyWord) -> String {
        "\"\(word.word.terminalSafe)\"" + (word.bookTitle.map { " in \($0.terminalSafe)" } ?? " (global)")
    }

    static func edit(_ arguments: ParsedArguments, _ context: Context) throws {
        let page = try arguments.integer("page")
        let sentence = arguments.value("context")
        let definition = arguments.value("definition")
        let example = arguments.value("example")
        guard page != nil || sentence != nil || definition != nil || example != nil else {
            throw CLIError.usage("nothing to change — give at least one option", spec: editSpec)
        }
        let entry = try word(arguments, context)
        let edited = try context.library().editWord(
            id: entry.id, page: page, context: sentence, definition: definition, example: example)
        context.console.line("Updated \(label(edited)).")
    }

    static func remove(_ arguments: ParsedArguments, _ context: Context) throws {
        let entry = try word(arguments, context)
        try context.library().removeWord(id: entry.id)
        context.console.line("Removed \(label(entry)).")
    }

    static func master(_ arguments: ParsedArguments, _ context: Context) throws {
        let entry = try word(arguments, context)
        let mastered = !arguments.has("undo")
        guard entry.mastered != mastered else {
            context.console.line(mastered ? "\(label(entry)) is already mastered." : "\(label(entry)) is already in study.")
            return
        }
        _ = try context.library().setMastered(id: entry.id, mastered)
        context.console.line(mastered ? "Mastered \(label(entry)): it leaves the study queue." : "\(label(entry)) is back in study.")
    }
}
