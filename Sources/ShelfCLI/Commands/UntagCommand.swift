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
        details: "A shelf left with no book is gone from `shelf shelves`.",
        arguments: [.book(\.book), .oneOrMore("NAME", \.shelves, help: "a shelf to take it off; several at once")],
        options: [.flag("json", \.json, help: "print the book as JSON")])

    func run(_ context: Context) throws {
        let library = try context.library()
        let book = try library.resolve(self.book)
        let change = try library.untag(id: book.id, shelves: shelves)
        if json { return context.printJSON(BookJSON.book(change.book)) }
        let left = change.book.shelves.isEmpty ? "on no shelf now" : "still on \(BookText.shelves(change.book.shelves))"
        context.console.line("#\(book.id) \(book.title.shownName): off \(BookText.shelves(change.changed)); \(left)")
    }
}
