import Library

/// Finding the one vocabulary entry a reader means by `WORD [BOOK]`, and declaring that BOOK.
enum WordArgument {
    /// The entry of `word` in `book` (a book reference), or anywhere when no book is named; a word
    /// in several books without a book named is an error listing them.
    static func resolve(_ word: String, book: String?, context: Context) throws -> VocabularyWord {
        let library = try context.library()
        let scope: VocabularyScope
        if let book, ["global", "--global"].contains(book.lowercased()) {
            scope = .global
        } else if let book {
            scope = .book(try library.resolve(book).id)
        } else {
            scope = .all
        }
        let matches = try library.findWord(word, in: scope)
        if matches.count == 1 { return matches[0] }
        let listed = matches.map { entry in
            entry.bookID.map { "#\($0) \(entry.bookTitle?.terminalSafe ?? "")" } ?? "the global list"
        }.joined(separator: "; ")
        throw CLIError.failure(
            "\(word.quotedInMessage) is in \(matches.count) places: \(listed) — name the book after the word (or `global`)")
    }

    /// The `[BOOK|global]` that may follow a WORD to say where it is kept.
    static func bookArgument<Command>(_ property: WritableKeyPath<Command, String?> & Sendable) -> ArgumentDeclaration<Command> {
        .optional(
            "BOOK|global", property, help: "where the word is kept, when it is in several places: \(ArgumentForms.book), or global",
            completion: .books)
    }
}
