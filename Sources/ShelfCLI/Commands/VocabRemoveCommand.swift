import Library

/// `shelf vocab rm [BOOK] WORD`: forget a word and its study history.
struct VocabRemoveCommand: ParsableCommand {
    var book: String?
    var word = ""
    var global = false
    var yes = false
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "rm",
        group: "vocab",
        aliases: ["remove"],
        summary: "Remove a word and its study history (asks first; --yes when not on a terminal)",
        example: "vocab rm dune ecumenical --yes",
        arguments: WordArgument.arguments(book: \.book, word: \.word),
        options: [
            WordArgument.globalOption(\.global),
            .flag("yes", \.yes, help: "remove without asking"),
            .flag("json", \.json, help: "print the word as it was as JSON"),
        ])

    func validate() throws(CLIError) {
        try WordArgument.check(book: book, global: global, spec: Self.spec)
    }

    func run(_ context: Context) throws {
        let entry = try WordArgument.resolve(word, book: book, global: global, context: context)
        let library = try context.library()
        // The study history goes with the word and cannot be typed back in: ask, as `rm` does.
        if !yes {
            guard context.console.isInteractive else {
                throw CLIError.failure("not removing \(WordText.label(entry)) without confirmation — add --yes")
            }
            try library.checkWritable()
            guard context.console.confirm("Remove \(WordText.label(entry)) and its study history?") else {
                throw CLIError.declined("Kept \(WordText.label(entry)).")
            }
        }
        let encounters = json ? try library.encounters(ofWord: entry.id) : []
        try library.removeWord(id: entry.id)
        if json {
            context.printJSON(WordJSON.word(entry, encounters: encounters))
            return
        }
        context.console.line("Removed \(WordText.label(entry)).")
    }
}
