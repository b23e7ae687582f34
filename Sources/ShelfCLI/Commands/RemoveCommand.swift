import Library

/// `shelf rm BOOK`: delete a book and everything recorded about it.
enum RemoveCommand {
    static let spec = CommandSpec(
        name: "rm",
        aliases: ["remove", "delete"],
        summary: "Remove a book with its history (asks first; --yes when not on a terminal)",
        usage: "rm BOOK [--yes]",
        example: "rm dune --yes",
        options: [.init(name: "yes", help: "remove without asking")],
        positionals: 1...1)

    static func run(_ arguments: ParsedArguments, _ context: Context) throws {
        let library = try context.library()
        let details = try library.details(id: library.resolve(arguments.positionals[0]).id)
        let book = details.book
        let words = details.wordCount > 0 ? " and its \(details.wordCount) vocabulary words" : ""
        if !arguments.has("yes") {
            guard context.console.isInteractive else {
                throw CLIError.failure(
                    "not removing #\(book.id) \(book.title.terminalSafe) without confirmation — add --yes")
            }
            guard context.console.confirm("Remove #\(book.id) \(BookText.titleAndAuthors(book))\(words)?") else {
                context.console.line("Kept #\(book.id).")
                return
            }
        }
        try library.remove(id: book.id)
        context.console.line("Removed #\(book.id) \(BookText.titleAndAuthors(book))\(words).")
    }
}
