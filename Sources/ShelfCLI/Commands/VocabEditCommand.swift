import Library

/// `shelf vocab edit [BOOK] WORD`: change what is kept about a word.
struct VocabEditCommand: ParsableCommand {
    var book: String?
    var word = ""
    var global = false
    var details = WordDetailOptions()
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "edit",
        group: "vocab",
        summary: "Change a word's page, sentence, definition or example",
        example: "vocab edit dune ecumenical --page 43",
        arguments: WordArgument.arguments(book: \.book, word: \.word),
        options: [
            WordArgument.globalOption(\.global),
            .value("page", \.details.page, valueName: "N", help: "the page where you met it"),
            .value("context", \.details.context, valueName: "SENTENCE", help: "the sentence it appeared in"),
            .value("definition", \.details.definition, valueName: "TEXT", help: "the main definition"),
            .value("example", \.details.example, valueName: "TEXT", help: "an example sentence"),
            .flag("json", \.json, help: "print the word as it is afterwards as JSON"),
        ])

    func validate() throws(CLIError) {
        try WordArgument.check(book: book, global: global, spec: Self.spec)
        guard !details.isEmpty else {
            throw Self.usageError("nothing to change — give at least one option")
        }
    }

    func run(_ context: Context) throws {
        let entry = try WordArgument.resolve(word, book: book, global: global, context: context)
        let library = try context.library()
        let edited = try library.editWord(
            id: entry.id, page: details.page, context: details.context, definition: details.definition,
            example: details.example)
        if json {
            context.printJSON(WordJSON.word(edited, encounters: try library.encounters(ofWord: edited.id)))
            return
        }
        context.console.line("Updated \(WordText.label(edited)).")
    }
}
