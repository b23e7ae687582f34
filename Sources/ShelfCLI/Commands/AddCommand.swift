import Essentials
import Foundation
import Library
import Networking

/// `shelf add`: a book typed in by hand.
struct AddCommand: ParsableCommand {
    var query: [String] = []
    var title: String?
    var authors: [String] = []
    var pages: Int?
    var isbn: ISBN?
    var year: Int?
    var status: BookStatus?
    var at: String?
    var pick: Int?
    var duplicate = false
    var source: Catalogue?
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "add",
        summary: "Add a book from Google Books or Open Library (QUERY, ID or ISBN), or by hand with --title",
        example: "add --title \"Dune\" --author \"Frank Herbert\" --pages 412 --isbn 9780441013593",
        details: """
            With QUERY, VOLUME_ID or ISBN the book is found on Google Books (Open Library when Google fails or \
            finds nothing, or with --source openlibrary) and its full record is stored; an Open Library id \
            (OL…M edition, OL…W work) is looked up there; \
            on a terminal you choose among several results. With --title it is added by hand. \
            Every book is on exactly one list. The new book's local id is printed; use it to name the book \
            in other commands.
            """,
        arguments: [
            .repeating(
                "QUERY|VOLUME_ID|OL_ID|ISBN", \.query,
                help: "words to search for, a Google Books volume id, an Open Library id (OL…M, OL…W), or an ISBN")
        ],
        options: [
            .value("title", \.title, valueName: "TITLE", help: "add by hand with this title"),
            .values("author", \.authors, valueName: "NAME", help: "an author; repeat for several"),
            .value("pages", \.pages, valueName: "N", help: "number of pages"),
            .value("isbn", \.isbn, valueName: "ISBN", help: "ISBN-10 or ISBN-13; hyphens and spaces allowed"),
            .value("year", \.year, valueName: "YEAR", help: "year of publication, negative before the common era; at most five years past this one"),
            .value("status", \.status, valueName: "LIST", help: "to-read (default), reading, read or dnf"),
            .value("at", \.at, valueName: "TIME", help: "when the book joined your lists (2026-11-20 or ISO-8601); default now"),
            .flag("duplicate", \.duplicate, help: "add it even when a book with the same title and first author is in the library"),
            .value("pick", \.pick, valueName: "N", help: "take search result N (default 1) when not asked on a terminal"),
            CatalogueLookup.sourceOption(\.source),
            .flag("json", \.json, help: "print the new book as JSON"),
        ])

    func validate() throws(CLIError) {
        if query.isEmpty, title == nil {
            throw Self.usageError("give a QUERY, VOLUME_ID or ISBN to look up, or --title to add by hand")
        }
        if !query.isEmpty, title != nil {
            throw Self.usageError("give either a QUERY to search for or --title to add by hand, not both")
        }
        try TypedNames.check(title: title, authors: authors)
    }

    func run(_ context: Context) throws {
        let status = status ?? .toRead
        let addedAt = try at.map { try context.time($0, option: "--at") }
        let added: Book
        do {
            added = try add(status: status, addedAt: addedAt, context: context)
        } catch LibraryError.duplicateBook(let id, let existingTitle) where title.map({ Self.sameTitle($0, existingTitle) }) ?? true {
            // The volume (or, by hand, the same title with its ISBN) is in already: that is done.
            let existing = try context.library().book(id: id)
            if json {
                context.printJSON(BookJSON.book(existing))
            } else {
                context.console.line(AlreadySo.inLibrary(existing))
            }
            return
        } catch LibraryError.duplicateBook(let id, let existingTitle) where title != nil {
            // By hand, only the ISBN given can be what another book has: the clash is named as `edit` names it.
            guard let isbn else { throw LibraryError.duplicateBook(id: id, title: existingTitle) }
            throw LibraryError.isbnInUse(isbn: isbn.isbn13, id: id, title: existingTitle)
        }
        if json {
            context.printJSON(BookJSON.book(added))
        } else {
            context.console.line("Added #\(added.id): \(BookText.titleAndAuthors(added)) (\(added.status.rawValue))")
        }
    }

    /// Adds the book by hand or from a catalogue, as the command line says.
    private func add(status: BookStatus, addedAt: Date?, context: Context) throws -> Book {
        if let title {
            var book = NewBook(title: title, authors: authors)
            book.pageCount = pages
            book.year = year
            book.isbn = isbn
            book.status = status
            book.addedAt = addedAt
            book.allowsSameTitleAndAuthor = duplicate
            _ = try book.checkedTitle(at: context.now())
            return try context.library().add(book)
        }
        let lookup = try CatalogueLookup(context: context, source: source)
        return try RemoteBookPicker(context: context, lookup: lookup, pick: pick)
            .add(query.joined(separator: " "), status: status, addedAt: addedAt, allowingSameTitleAndAuthor: duplicate)
    }

    /// Titles typed by hand and stored match in any letter case and spacing, with or without
    /// joiners and direction marks (`matchedName`), as a fragment finds a title.
    private static func sameTitle(_ typed: String, _ stored: String) -> Bool {
        typed.matchedName.lowercased() == stored.matchedName.lowercased()
    }
}
