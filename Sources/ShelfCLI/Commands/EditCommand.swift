import Foundation
import Library

/// `shelf edit BOOK`: change a book's details.
enum EditCommand {
    static let spec = CommandSpec(
        name: "edit",
        summary: "Change a book's title, authors, pages, ISBN, year or rating",
        usage: "edit BOOK [--title TITLE] [--author NAME]... [--pages N] [--isbn ISBN] [--year YEAR] [--rating 0-5|none] [--json]",
        example: "edit dune --rating 4.5 --pages 896",
        options: [
            .init(name: "title", valueName: "TITLE", help: "new title"),
            .init(name: "author", valueName: "NAME", help: "replaces the authors; repeat for several", repeatable: true),
            .init(name: "pages", valueName: "N", help: "number of pages"),
            .init(name: "isbn", valueName: "ISBN", help: "ISBN-10 or ISBN-13"),
            .init(name: "year", valueName: "YEAR", help: "year of publication"),
            .init(name: "rating", valueName: "STARS", help: "0 to 5 in halves (4.5), or none to clear"),
            .init(name: "json", help: "print the book as JSON"),
        ],
        positionals: 1...1,
        details: "Fields you edit are kept when `shelf refresh` re-fetches the book from Google Books.")

    static func run(_ arguments: ParsedArguments, _ context: Context) throws {
        var changes = BookChanges()
        changes.title = arguments.value("title")
        let authors = arguments.all("author")
        changes.authors = authors.isEmpty ? nil : authors
        changes.pageCount = try arguments.integer("pages")
        changes.year = try arguments.integer("year")
        changes.isbn = try arguments.isbn("isbn")
        if let rating = arguments.value("rating") {
            changes.rating = try parseRating(rating)
        }
        guard !changes.isEmpty else {
            throw CLIError.usage("nothing to change — give at least one option", spec: spec)
        }
        let library = try context.library()
        let book = try library.resolve(arguments.positionals[0])
        let edited = try library.edit(id: book.id, changes)
        if arguments.has("json") {
            context.printJSON(BookJSON.book(edited))
        } else {
            context.console.line("Updated #\(edited.id): \(BookText.titleAndAuthors(edited))")
        }
    }

    private static func parseRating(_ text: String) throws(CLIError) -> Double? {
        if ["none", "clear", "-"].contains(text.lowercased()) { return nil }
        guard let value = Double(text), value.isFinite else {
            throw .failure("\"\(text.terminalSafe)\" is not a rating — give 0 to 5 in steps of 0.5, or none")
        }
        return value
    }
}
