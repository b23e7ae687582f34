import Library

/// Reading `[BOOK|--global|--all]` the same way in every vocabulary command.
enum VocabularyScopeArgument {
    /// The scope named by an optional BOOK and the `--global` / `--all` flags; every word when none
    /// is given. Naming several is a usage error of the command `spec` describes.
    static func parse(book: String?, _ arguments: ParsedArguments, spec: CommandSpec, context: Context) throws -> VocabularyScope {
        let chosen = [book != nil, arguments.has("global"), arguments.has("all")].filter { $0 }.count
        guard chosen <= 1 else {
            throw CLIError.usage("name a book, or --global, or --all — not several at once", spec: spec)
        }
        if let book { return .book(try context.library().resolve(book).id) }
        return arguments.has("global") ? .global : .all
    }
}
