import Library

/// Reading `[BOOK|--global|--all]` the same way in every vocabulary command.
enum VocabularyScopeArgument {
    /// The scope named by an optional BOOK and the `--global` / `--all` flags; every word when none
    /// is given.
    static func parse(book: String?, _ arguments: ParsedArguments, context: Context) throws -> VocabularyScope {
        let chosen = [book != nil, arguments.has("global"), arguments.has("all")].filter { $0 }.count
        guard chosen <= 1 else {
            throw CLIError.failure("name a book, or --global, or --all — not several at once")
        }
        if let book { return .book(try context.library().resolve(book).id) }
        return arguments.has("global") ? .global : .all
    }
}
