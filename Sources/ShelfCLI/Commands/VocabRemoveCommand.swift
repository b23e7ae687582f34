import Library

/// `shelf vocab rm WORD [BOOK]`: forget a word and its study history.
struct VocabRemoveCommand: ParsableCommand {
    var word = ""
    var book: String?
    var yes = false

    static let declaration = CommandDeclaration<Self>(
        "rm",
        group: "vocab",
        aliases: ["remove"],
        summary: "Remove a word and its study history (asks first; --yes when not on a terminal)",
        example: "vocab rm ecumenical dune --yes",
        arguments: [.required("WORD", \.word, help: ArgumentForms.word), WordArgument.bookArgument(\.book)],
        options: [.flag("yes", \.yes, help: "remove without asking")])

    func run(_ context: Context) throws {
        let entry = try WordArgument.resolve(word, book: book, context: context)
        // The study history goes with the word and cannot be typed back in: ask, as `rm` does.
        if !yes {
            guard context.console.isInteractive else {
                throw CLIError.failure("not removing \(WordText.label(entry)) without confirmation — add --yes")
            }
            guard context.console.confirm("Remove \(WordText.label(entry)) and its study history?") else {
                context.console.line("Kept \(WordText.label(entry)).")
                return
            }
        }
        try context.library().removeWord(id: entry.id)
        context.console.line("Removed \(WordText.label(entry)).")
    }
}
