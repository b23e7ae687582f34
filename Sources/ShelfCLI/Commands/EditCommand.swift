import Foundation
import Library

/// `shelf edit BOOK`: change a book's details.
enum EditCommand {
    static let spec = CommandSpec(
        name: "edit",
        summary: "Change a book's title, authors, pages, ISBN, year or rating",
        usage: "edit BOOK [--title TITLE] [--author NAME]... [--pages N|none] [--isbn ISBN|none] [--year YEAR|none] [--rating 0.25-5|none] [--json]",
        example: "edit dune --rating 4.5 --pages 896",
        options: [
            .init(name: "title", valueName: "TITLE", help: "new title"),
            .init(name: "author", valueName: "NAME", help: "replaces the authors; repeat for several", repeatable: true),
            .init(name: "pages", valueName: "N", help: "number of pages, or none to clear"),
            .init(name: "isbn", valueName: "ISBN", help: "ISBN-10 or ISBN-13, or none to clear"),
            .init(name: "year", valueName: "YEAR", help: "year of publication, or none to clear"),
            .init(name: "rating", valueName: "STARS", help: "0.25 to 5 in quarters (3.75), or none to clear"),
            .init(name: "json", help: "print the book as JSON"),
        ],
        positionals: 1...1,
        details: "Fields you edit are kept when `shelf refresh` re-fetches the book from Google Books.")

    static func run(_ arguments: ParsedArguments, _ context: Context) throws {
        var changes = BookChanges()
        changes.title = arguments.value("title")
        let authors = arguments.all("author")
        changes.authors = authors.isEmpty ? nil : authors
        changes.pageCount = try clearable("pages", arguments) { try arguments.integer("pages") }
        changes.year = try clearable("year", arguments) { try arguments.integer("year") }
        changes.isbn = try clearable("isbn", arguments) { try arguments.isbn("isbn") }
        changes.rating = try clearable("rating", arguments) { try arguments.value("rating").map(parseRating) }
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

    /// An option that can also clear its field: nil when it is absent (leave the field as it
    /// is), `.some(nil)` for `none` (also `clear` or `-`), else what `parse` reads.
    private static func clearable<Value>(
        _ name: String, _ arguments: ParsedArguments, _ parse: () throws -> Value?
    ) throws -> Value?? {
        guard let text = arguments.value(name) else { return nil }
        if ["none", "clear", "-"].contains(text.lowercased()) { return .some(nil) }
        return .some(try parse())
    }

    private static func parseRating(_ text: String) throws(CLIError) -> Double {
        guard let value = Double(text), value.isFinite else {
            throw .failure("\"\(text.terminalSafe)\" is not a rating — give 0.25 to 5 in steps of 0.25, or none")
        }
        return value
    }
}
