import JSON
import Library

/// `shelf rm BOOK`: delete a book and everything recorded about it.
struct RemoveCommand: ParsableCommand {
    var book = ""
    var yes = false
    var keepWords = false
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "rm",
        aliases: ["remove", "delete"],
        summary: "Remove a book with its history (asks first; --yes when not on a terminal)",
        example: "rm dune --yes",
        arguments: [.book(\.book)],
        options: [
            .flag("yes", \.yes, help: "remove without asking"),
            .flag("keep-words", \.keepWords, help: "keep the book's vocabulary as global words"),
            .flag("json", \.json, help: "print the book as it was, with what became of its words, as JSON"),
        ])

    func run(_ context: Context) throws {
        let library = try context.existingLibrary()
        let details = try library.details(id: library.resolveID(self.book))
        let book = details.book
        let words: String
        if details.wordCount == 0 {
            words = ""
        } else {
            let count = details.wordCount == 1 ? "1 vocabulary word" : "\(details.wordCount) vocabulary words"
            words = keepWords ? " (its \(count) \(details.wordCount == 1 ? "becomes" : "become") global)" : " and its \(count)"
        }
        if !yes {
            guard context.console.isInteractive else {
                throw CLIError.failure(
                    "not removing #\(book.id) \(book.title.shownName) without confirmation — add --yes")
            }
            try library.checkWritable()
            guard context.console.confirm("Remove #\(book.id) \(BookText.titleAndAuthors(book))\(words)?") else {
                throw CLIError.declined("Kept #\(book.id).")
            }
        }
        try library.remove(id: book.id, keepingWords: keepWords)
        if json {
            context.printJSON(.object([
                ("book", BookJSON.book(book)),
                ("wordsRemoved", .int(keepWords ? 0 : details.wordCount)),
                ("wordsMadeGlobal", .int(keepWords ? details.wordCount : 0)),
            ]))
            return
        }
        context.console.line("Removed #\(book.id) \(BookText.titleAndAuthors(book))\(words).")
    }
}
