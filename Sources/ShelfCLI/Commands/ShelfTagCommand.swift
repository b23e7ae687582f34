import JSON
import Library

/// `shelf tag BOOK NAME…` and `shelf untag BOOK NAME…`: put a book on shelves (tags) or take it
/// off them. Names are case-insensitive; a shelf keeps the spelling it was first given.
enum ShelfTagCommand {
    static let tagSpec = CommandSpec(
        name: "tag",
        summary: "Put a book on shelves (tags), making new ones as needed",
        usage: "tag BOOK NAME... [--json]",
        example: "tag dune sci-fi favourites",
        options: [.init(name: "json", help: "print the book as JSON")],
        positionals: 2...Int.max,
        details: "Shelf names are case-insensitive: a shelf keeps the spelling it was first given. Goodreads shelves an import brings are the same shelves. `shelf shelves` lists them all.")

    static let untagSpec = CommandSpec(
        name: "untag",
        summary: "Take a book off shelves (tags)",
        usage: "untag BOOK NAME... [--json]",
        example: "untag dune favourites",
        options: [.init(name: "json", help: "print the book as JSON")],
        positionals: 2...Int.max,
        details: "A shelf left with no book is gone from `shelf shelves`.")

    static func runTag(_ arguments: ParsedArguments, _ context: Context) throws {
        let library = try context.library()
        let book = try library.resolve(arguments.positionals[0])
        let change = try library.tag(id: book.id, shelves: Array(arguments.positionals.dropFirst()))
        if arguments.has("json") { return context.printJSON(BookJSON.book(change.book)) }
        var line = "#\(book.id) \(book.title.shownName)"
        if !change.changed.isEmpty { line += ": on \(names(change.changed))" }
        if !change.unchanged.isEmpty { line += "\(change.changed.isEmpty ? ":" : ";") already on \(names(change.unchanged))" }
        context.console.line(line)
    }

    static func runUntag(_ arguments: ParsedArguments, _ context: Context) throws {
        let library = try context.library()
        let book = try library.resolve(arguments.positionals[0])
        let change = try library.untag(id: book.id, shelves: Array(arguments.positionals.dropFirst()))
        if arguments.has("json") { return context.printJSON(BookJSON.book(change.book)) }
        let left = change.book.shelves.isEmpty ? "on no shelf now" : "still on \(names(change.book.shelves))"
        context.console.line("#\(book.id) \(book.title.shownName): off \(names(change.changed)); \(left)")
    }

    private static func names(_ shelves: [String]) -> String {
        shelves.map(\.terminalSafe).joined(separator: ", ")
    }
}
