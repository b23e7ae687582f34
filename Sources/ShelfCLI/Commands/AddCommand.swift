import Library

/// `shelf add`: a book typed in by hand.
enum AddCommand {
    static let spec = CommandSpec(
        name: "add",
        summary: "Add a book by hand",
        usage: "add --title TITLE [--author NAME]... [--pages N] [--isbn ISBN] [--year YEAR] [--status LIST] [--json]",
        example: "add --title \"Dune\" --author \"Frank Herbert\" --pages 412 --isbn 9780441013593",
        options: [
            .init(name: "title", valueName: "TITLE", help: "the book's title (required)"),
            .init(name: "author", valueName: "NAME", help: "an author; repeat for several", repeatable: true),
            .init(name: "pages", valueName: "N", help: "number of pages"),
            .init(name: "isbn", valueName: "ISBN", help: "ISBN-10 or ISBN-13; hyphens and spaces allowed"),
            .init(name: "year", valueName: "YEAR", help: "year of publication"),
            .init(name: "status", valueName: "LIST", help: "to-read (default), reading, read or dnf"),
            .init(name: "json", help: "print the new book as JSON"),
        ],
        details: "Every book is on exactly one list. The new book's local id is printed; use it to name the book in other commands.")

    static func run(_ arguments: ParsedArguments, _ context: Context) throws {
        guard let title = arguments.value("title") else {
            throw CLIError.usage("--title is required", spec: spec)
        }
        var book = NewBook(title: title, authors: arguments.all("author"))
        book.pageCount = try arguments.integer("pages")
        book.year = try arguments.integer("year")
        if let isbn = arguments.value("isbn") {
            guard let parsed = ISBN(isbn) else { throw LibraryError.invalidISBN(isbn) }
            book.isbn = parsed
        }
        if let status = arguments.value("status") {
            book.status = try StatusArgument.parse(status)
        }
        let added = try context.library().add(book)
        if arguments.has("json") {
            context.printJSON(BookJSON.book(added))
        } else {
            context.console.line("Added #\(added.id): \(BookText.titleAndAuthors(added)) (\(added.status.rawValue))")
        }
    }
}
