import Library

/// Finding the one vocabulary entry a reader means by `[BOOK] WORD` or `--global WORD`, and
/// declaring those arguments, so every command that names one word reads them alike.
enum WordArgument {
    /// The `[BOOK] WORD` pair: with two words the first is the book, with one it is the word.
    static func arguments<Command>(
        book: WritableKeyPath<Command, String?> & Sendable, word: WritableKeyPath<Command, String> & Sendable
    ) -> [ArgumentDeclaration<Command>] {
        [
            .optional("BOOK", book, help: "where the word is kept, when it is in several places: \(ArgumentForms.book)", completion: .books),
            .required("WORD", word, help: ArgumentForms.word),
        ]
    }

    /// `--global`: the word kept in no book.
    static func globalOption<Command>(_ property: WritableKeyPath<Command, Bool> & Sendable) -> OptionDeclaration<Command> {
        .flag("global", property, help: "the word in your global words (kept in no book)")
    }

    /// Refuses a BOOK together with `--global`: a usage error of the command `spec` describes.
    static func check(book: String?, global: Bool, spec: CommandSpec) throws(CLIError) {
        guard book == nil || !global else {
            throw .usage("name a book or --global, not both", spec: spec)
        }
    }

    /// The entry of `word` in `book` (a book reference), among the global words, or anywhere when
    /// neither is named; a word in several places without one named is an error listing them.
    static func resolve(_ word: String, book: String?, global: Bool, context: Context) throws -> VocabularyWord {
        let library = try context.existingLibrary()
        let scope: VocabularyScope
        if let book {
            scope = .book(try library.resolve(book).id)
        } else {
            scope = global ? .global : .all
        }
        let matches = try library.findWord(word, in: scope)
        if matches.count == 1 { return matches[0] }
        let listed = matches.map { entry in
            entry.bookID.map { "#\($0) \(entry.bookTitle?.terminalSafe ?? "")" } ?? "the global words"
        }.joined(separator: "; ")
        throw CLIError.failure(
            "\(word.quotedInMessage) is in \(matches.count) places: \(listed) — name the book before the word (or give --global)")
    }
}
