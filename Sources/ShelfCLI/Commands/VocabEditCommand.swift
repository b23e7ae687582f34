import Library

/// `shelf vocab edit WORD [BOOK]`: change what is kept about a word.
struct VocabEditCommand: ParsableCommand {
    var word = ""
    var book: String?
    var page: Int?
    var context: String?
    var definition: String?
    var example: String?
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "edit",
        group: "vocab",
        summary: "Change a word's page, sentence, definition or example",
        example: "vocab edit ecumenical dune --page 43",
        arguments: [.required("WORD", \.word, help: ArgumentForms.word), WordArgument.bookArgument(\.book)],
        options: [
            .value("page", \.page, valueName: "N", help: "the page where you met it"),
            .value("context", \.context, valueName: "SENTENCE", help: "the sentence it appeared in"),
            .value("definition", \.definition, valueName: "TEXT", help: "the main definition"),
            .value("example", \.example, valueName: "TEXT", help: "an example sentence"),
            .flag("json", \.json, help: "print the word as it is afterwards as JSON"),
        ])

    func validate() throws(CLIError) {
        guard page != nil || context != nil || definition != nil || example != nil else {
            throw Self.usageError("nothing to change — give at least one option")
        }
    }

    func run(_ context: Context) throws {
        let entry = try WordArgument.resolve(word, book: book, context: context)
        let library = try context.library()
        let edited = try library.editWord(
            id: entry.id, page: page, context: self.context, definition: definition, example: example)
        if json {
            context.printJSON(WordJSON.word(edited, encounters: try library.encounters(ofWord: edited.id)))
            return
        }
        context.console.line("Updated \(WordText.label(edited)).")
    }
}
