import Essentials
import Foundation
import Library

/// `shelf edit BOOK`: change a book's details.
struct EditCommand: ParsableCommand {
    var book = ""
    var title: String?
    var authors: [String] = []
    var pages: String?
    var isbn: String?
    var year: String?
    var rating: String?
    var duplicate = false
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "edit",
        summary: "Change a book's title, authors, pages, ISBN, year or rating",
        example: "edit dune --rating 4.5 --pages 896",
        details: "Fields you edit are kept when `shelf refresh` re-fetches the book from Google Books. Fields given as they are already change nothing.",
        arguments: [.book(\.book)],
        options: [
            .value("title", \.title, valueName: "TITLE", help: "new title"),
            .values("author", \.authors, valueName: "NAME", help: "replaces the authors; repeat for several"),
            .value("pages", \.pages, valueName: "N|none", help: "number of pages, or none to clear"),
            .value("isbn", \.isbn, valueName: "ISBN|none", help: "ISBN-10 or ISBN-13, or none to clear"),
            .value("year", \.year, valueName: "YEAR|none", help: "year of publication (negative before the common era; at most five years past this one), or none to clear"),
            .value("rating", \.rating, valueName: "STARS|none", help: "0.25 to 5 in quarters (3.75), or none to clear"),
            .flag("duplicate", \.duplicate, help: "retitle it even when a book with the same title and first author is in the library"),
            .flag("json", \.json, help: "print the book as JSON"),
        ])

    func validate() throws(CLIError) {
        guard title != nil || !authors.isEmpty || pages != nil || isbn != nil || year != nil || rating != nil else {
            throw Self.usageError("nothing to change — give at least one option")
        }
        // `--author` replaces every author, so a blank one would quietly remove them all.
        try TypedNames.check(title: title, authors: authors)
    }

    func run(_ context: Context) throws {
        var changes = BookChanges()
        changes.title = title
        changes.authors = authors.isEmpty ? nil : authors
        changes.pageCount = try Self.clearable(pages) { try Int(argument: $0, name: "--pages") }
        changes.year = try Self.clearable(year) { try Int(argument: $0, name: "--year") }
        changes.isbn = try Self.clearable(isbn) { try ISBN(argument: $0, name: "--isbn") }
        changes.rating = try Self.clearable(rating, Self.parseRating)
        changes.allowsSameTitleAndAuthor = duplicate
        let library = try context.existingLibrary()
        let book = try library.resolve(self.book)
        let edit: EditResult
        do {
            edit = try library.edit(id: book.id, changes)
        } catch .sameTitleAndAuthor(let id, let title) {
            throw CLIError.failure(LibraryError.sameTitleAndAuthor(id: id, title: title, anyway: "give it this title anyway"))
        }
        let edited = edit.book
        if json {
            context.printJSON(BookJSON.book(edited))
        } else if edit.changed {
            context.console.line("Updated #\(edited.id): \(BookText.titleAndAuthors(edited))")
        } else {
            context.console.line(AlreadySo.details(edited))
        }
    }

    /// An option that can also clear its field: nil when it is absent (leave the field as it
    /// is), `.some(nil)` for `none` (also `clear` or `-`), else what `parse` reads.
    private static func clearable<Value>(_ text: String?, _ parse: (String) throws -> Value) throws -> Value?? {
        guard let text else { return nil }
        if ["none", "clear", "-"].contains(text.lowercased()) { return .some(nil) }
        return .some(try parse(text))
    }

    private static func parseRating(_ text: String) throws(CLIError) -> Double {
        guard let value = Double(text), value.isFinite else {
            throw .failure("\(text.quotedInMessage) is not a rating — give 0.25 to 5 in steps of 0.25, or none")
        }
        return value
    }
}
