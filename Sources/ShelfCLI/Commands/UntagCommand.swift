import Library

/// `shelf untag BOOK NAME…`: take a book off shelves (tags).
struct UntagCommand: ParsableCommand {
    var book = ""
    var shelves: [String] = []
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "untag",
        summary: "Take a book off shelves (tags)",
        example: "untag dune favourites",
        details: "A shelf left with no book is gone from `shelf shelves`. A shelf the book is not on needs no change (it says so); a name no shelf has is refused, so a typo never passes for success.",
        arguments: [.book(\.book), .oneOrMore("NAME", \.shelves, help: "a shelf to take it off; several at once")],
        options: [.flag("json", \.json, help: "print the book as JSON")])

    func run(_ context: Context) throws {
        let library = try context.existingLibrary()
        let book = try library.resolve(self.book)
        let change = try library.untag(id: book.id, shelves: shelves)
        if json { return context.printJSON(BookJSON.book(change.book)) }
        var parts: [String] = []
        if !change.changed.isEmpty { parts.append("off \(BookText.shelves(change.changed))") }
        if !change.unchanged.isEmpty { parts.append("already off \(BookText.shelves(change.unchanged))") }
        parts.append(change.book.shelves.isEmpty ? "on no shelf now" : "still on \(BookText.shelves(change.book.shelves))")
        context.console.line("#\(book.id) \(book.title.shownName): \(parts.joined(separator: "; "))")
    }
}
