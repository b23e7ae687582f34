import Library

/// `shelf rm BOOK`: delete a book and everything recorded about it.
enum RemoveCommand {
    static let spec = CommandSpec(
        name: "rm",
        aliases: ["remove", "delete"],
        summary: "Remove a book with its history (asks first; --yes when not on a terminal)",
        usage: "rm BOOK [--yes] [--keep-words]",
        example: "rm dune --yes",
        options: [
            .init(name: "yes", help: "remove without asking"),
            .init(name: "keep-words", help: "keep the book's vocabulary as global words"),
        ],
        positionals: 1...1)

    static func run(_ arguments: ParsedArguments, _ context: Context) throws {
        let library = try context.library()
        let details = try library.details(id: library.resolve(arguments.positionals[0]).id)
        let book = details.book
        let keepWords = arguments.has("keep-words")
        let words: String
        if details.wordCount == 0 {
            words = ""
        } else {
            let count = details.wordCount == 1 ? "1 vocabulary word" : "\(details.wordCount) vocabulary words"
            words = keepWords ? " (its \(count) \(details.wordCount == 1 ? "becomes" : "become") global)" : " and its \(count)"
        }
        if !arguments.has("yes") {
            guard context.console.isInteractive else {
                throw CLIError.failure(
                    "not removing #\(book.id) \(book.title.shownName) without confirmation — add --yes")
            }
            guard context.console.confirm("Remove #\(book.id) \(BookText.titleAndAuthors(book))\(words)?") else {
                context.console.line("Kept #\(book.id).")
                return
            }
        }
        try library.remove(id: book.id, keepingWords: keepWords)
        context.console.line("Removed #\(book.id) \(BookText.titleAndAuthors(book))\(words).")
    }
}
