import Library

/// `shelf __complete -- WORD…`: the hidden command the completion scripts ask. It prints what may
/// replace the last word, one `word<TAB>description` a line (or `::files`). It never creates,
/// migrates or writes the library, and opens it only when a BOOK is being completed.
struct CompleteCommand: ParsableCommand {
    var words: [String] = []

    static let declaration = CommandDeclaration<Self>(
        "__complete",
        summary: "Answer a completion script (hidden)",
        example: "__complete -- log du",
        arguments: [.repeating("WORD", \.words, help: "the words typed after shelf, the last being completed")])

    func run(_ context: Context) throws {
        let path = context.locations.libraryFile.path
        let query = CompletionQuery(words: words.isEmpty ? [""] : words) {
            // A library that cannot be read offers no books; completion never reports an error.
            (try? Bookshelf(readingOnly: path)).flatMap { try? $0?.bookTitles() } ?? []
        }
        for line in query.answer.lines { context.console.verbatim(line) }
    }
}
