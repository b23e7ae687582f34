import Library

/// `shelf tag BOOK NAME…`: put a book on shelves (tags). Names are case-insensitive; a shelf
/// keeps the spelling it was first given.
struct TagCommand: ParsableCommand {
    var book = ""
    var shelves: [String] = []
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "tag",
        summary: "Put a book on shelves (tags), making new ones as needed",
        example: "tag dune sci-fi favourites",
        details: "Shelf names are case-insensitive: a shelf keeps the spelling it was first given. Goodreads shelves an import brings are the same shelves. `shelf shelves` lists them all.",
        arguments: [.book(\.book), .oneOrMore("NAME", \.shelves, help: "a shelf to put it on; several at once")],
        options: [.flag("json", \.json, help: "print the book as JSON")])

    func run(_ context: Context) throws {
        let library = try context.existingLibrary()
        let book = try library.resolve(self.book)
        let change = try library.tag(id: book.id, shelves: shelves)
        if json { return context.printJSON(BookJSON.book(change.book)) }
        var line = "#\(book.id) \(book.title.shownName)"
        if !change.changed.isEmpty { line += ": on \(BookText.shelves(change.changed))" }
        if !change.unchanged.isEmpty {
            line += "\(change.changed.isEmpty ? ":" : ";") already on \(BookText.shelves(change.unchanged))"
        }
        context.console.line(line)
    }
}
