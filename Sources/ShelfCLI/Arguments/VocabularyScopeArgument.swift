import Library

/// Reading `[BOOK|--global|--all]` the same way in every vocabulary command.
enum VocabularyScopeArgument {
    /// Refuses naming more than one of a book, `--global` and `--all`: a usage error of the
    /// command `spec` describes.
    static func check(book: String?, global: Bool, all: Bool, spec: CommandSpec) throws(CLIError) {
        guard [book != nil, global, all].filter({ $0 }).count <= 1 else {
            throw .usage("name a book, or --global, or --all — not several at once", spec: spec)
        }
    }

    /// The scope named by an optional BOOK and `--global`; every word when neither is given.
    static func scope(book: String?, global: Bool, context: Context) throws -> VocabularyScope {
        if let book { return .book(try context.existingLibrary().resolve(book).id) }
        return global ? .global : .all
    }
}
