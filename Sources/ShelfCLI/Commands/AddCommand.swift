import Foundation
import Library

/// `shelf add`: a book typed in by hand.
enum AddCommand {
    static let spec = CommandSpec(
        name: "add",
        summary: "Add a book from Google Books or Open Library (QUERY, ID or ISBN), or by hand with --title",
        usage: "add QUERY|VOLUME_ID|OL_ID|ISBN [--pick N] [--source CATALOGUE] [--status LIST] [--at TIME] [--duplicate] [--json]  |  add --title TITLE [--author NAME]... [--pages N] [--isbn ISBN] [--year YEAR] [--status LIST] [--at TIME] [--duplicate] [--json]",
        example: "add --title \"Dune\" --author \"Frank Herbert\" --pages 412 --isbn 9780441013593",
        options: [
            .init(name: "title", valueName: "TITLE", help: "add by hand with this title"),
            .init(name: "author", valueName: "NAME", help: "an author; repeat for several", repeatable: true),
            .init(name: "pages", valueName: "N", help: "number of pages"),
            .init(name: "isbn", valueName: "ISBN", help: "ISBN-10 or ISBN-13; hyphens and spaces allowed"),
            .init(name: "year", valueName: "YEAR", help: "year of publication"),
            .init(name: "status", valueName: "LIST", help: "to-read (default), reading, read or dnf"),
            .init(name: "at", valueName: "TIME", help: "when the book joined your lists (2026-11-20 or ISO-8601); default now"),
            .init(name: "duplicate", help: "add it even when a book with the same title and first author is in the library"),
            .init(name: "pick", valueName: "N", help: "take search result N (default 1) when not asked on a terminal"),
            CatalogueLookup.sourceOption,
            .init(name: "json", help: "print the new book as JSON"),
        ],
        positionals: 0...Int.max,
        details: """
            With QUERY, VOLUME_ID or ISBN the book is found on Google Books (Open Library when Google fails or \
            finds nothing, or with --source openlibrary) and its full record is stored; an Open Library id \
            (OL…M edition, OL…W work) is looked up there; \
            on a terminal you choose among several results. With --title it is added by hand. \
            Every book is on exactly one list. The new book's local id is printed; use it to name the book \
            in other commands.
            """)

    static func run(_ arguments: ParsedArguments, _ context: Context) throws {
        let status = try arguments.value("status").map { try StatusArgument.parse($0) } ?? .toRead
        let addedAt = try arguments.value("at").map { try context.time($0, option: "--at") }
        let added: Book
        if arguments.positionals.isEmpty {
            added = try addByHand(arguments, status: status, addedAt: addedAt, context)
        } else {
            guard arguments.value("title") == nil else {
                throw CLIError.usage("give either a QUERY to search for or --title to add by hand, not both", spec: spec)
            }
            let lookup = try CatalogueLookup(context: context, arguments: arguments)
            added = try RemoteBookPicker(context: context, lookup: lookup, pick: try arguments.integer("pick"))
                .add(
                    arguments.positionals.joined(separator: " "), status: status, addedAt: addedAt,
                    allowingSameTitleAndAuthor: arguments.has("duplicate"))
        }
        if arguments.has("json") {
            context.printJSON(BookJSON.book(added))
        } else {
            context.console.line("Added #\(added.id): \(BookText.titleAndAuthors(added)) (\(added.status.rawValue))")
        }
    }

    private static func addByHand(
        _ arguments: ParsedArguments, status: BookStatus, addedAt: Date?, _ context: Context
    ) throws -> Book {
        guard let title = arguments.value("title") else {
            throw CLIError.usage("give a QUERY, VOLUME_ID or ISBN to look up, or --title to add by hand", spec: spec)
        }
        var book = NewBook(title: title, authors: arguments.all("author"))
        book.pageCount = try arguments.integer("pages")
        book.year = try arguments.integer("year")
        book.isbn = try arguments.isbn("isbn")
        book.status = status
        book.addedAt = addedAt
        book.allowsSameTitleAndAuthor = arguments.has("duplicate")
        return try context.library().add(book)
    }
}
