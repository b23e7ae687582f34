import Library

/// `shelf vocab rm WORD [BOOK]`: forget a word and its study history.
struct VocabRemoveCommand: ParsableCommand {
    var word = ""
    var book: String?

    static let declaration = CommandDeclaration<Self>(
        "rm",
        group: "vocab",
        aliases: ["remove"],
        summary: "Remove a word and its study history",
        example: "vocab rm ecumenical dune",
        arguments: [.required("WORD", \.word, help: ArgumentForms.word), WordArgument.bookArgument(\.book)])

    func run(_ context: Context) throws {
        let entry = try WordArgument.resolve(word, book: book, context: context)
        try context.library().removeWord(id: entry.id)
        context.console.line("Removed \(WordText.label(entry)).")
    }
}
