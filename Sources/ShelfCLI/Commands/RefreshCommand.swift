import JSON
import Networking

/// `shelf refresh BOOK|--catalogued`: fetch a book's catalogue record again, keeping the reader's edits.
struct RefreshCommand: ParsableCommand {
    var book: String?
    var catalogued = false
    var source: Catalogue?
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "refresh",
        summary: "Re-fetch a book's details from its catalogue (or --catalogued for every such book), keeping your edits",
        example: "refresh dune --source openlibrary",
        details: """
            Fields you changed with `shelf edit` are kept; lists, progress and history are never touched. \
            A book from Google Books falls back to Open Library when Google fails; Open Library (also with \
            --source openlibrary, found by its ISBN) only fills the fields Google left empty.
            """,
        arguments: [.optional("BOOK", \.book, help: ArgumentForms.book, completion: .books)],
        options: [
            .flag("catalogued", \.catalogued, help: "every book added from Google Books or Open Library"),
            CatalogueLookup.sourceOption(\.source),
            .flag("json", \.json, help: "print each book asked for, with the catalogue that answered and the fields changed, as JSON"),
        ])

    func validate() throws(CLIError) {
        guard (book != nil) != catalogued else { throw Self.usageError("name one book, or give --catalogued") }
    }

    func run(_ context: Context) throws {
        let selection: MetadataRefresh.Selection = book.map { .book($0) } ?? .catalogued
        var refreshed = 0
        let lookup = try CatalogueLookup(context: context, source: source)
        var outcomes: [MetadataRefresh.Outcome] = []
        let selected = try MetadataRefresh(context: context, lookup: lookup).run(selection) { outcome in
            guard !json else {
                outcomes.append(outcome)
                return
            }
            let name = "#\(outcome.id) \(outcome.title.shownName)"
            guard let catalogue = outcome.answeredBy else {
                context.console.line("\(name): not found — no Open Library id or ISBN to look it up by")
                return
            }
            refreshed += 1
            let what = outcome.changedFields.isEmpty ? "unchanged" : "updated " + outcome.changedFields.joined(separator: ", ")
            context.console.line("\(name): \(what) (\(catalogue.displayName))")
        }
        if json {
            context.printJSON(array: outcomes) { outcome in
                .object([
                    ("id", .int(outcome.id)), ("title", .string(outcome.title)),
                    ("source", .string(outcome.answeredBy?.rawValue)),
                    ("changedFields", .array(outcome.changedFields.map { .string($0) })),
                ])
            }
            return
        }
        if selected == 0 { context.console.line("No books from Google Books or Open Library to refresh.") }
        else if selected > 1 { context.console.line("Refreshed \(refreshed) books.") }
    }
}
