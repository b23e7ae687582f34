import Networking

/// `shelf refresh BOOK|--all`: fetch a book's catalogue record again, keeping the reader's edits.
struct RefreshCommand: ParsableCommand {
    var book: String?
    var all = false
    var source: Catalogue?

    static let declaration = CommandDeclaration<Self>(
        "refresh",
        summary: "Re-fetch a book's details from its catalogue (or --all), keeping your edits",
        example: "refresh dune --source openlibrary",
        details: """
            Fields you changed with `shelf edit` are kept; lists, progress and history are never touched. \
            A book from Google Books falls back to Open Library when Google fails; Open Library (also with \
            --source openlibrary, found by its ISBN) only fills the fields Google left empty.
            """,
        arguments: [.optional("BOOK", \.book, help: ArgumentForms.book, completion: .books)],
        options: [
            .flag("all", \.all, help: "every book added from Google Books or Open Library"),
            CatalogueLookup.sourceOption(\.source),
        ])

    func validate() throws(CLIError) {
        guard (book != nil) != all else { throw Self.usageError("name one book, or give --all") }
    }

    func run(_ context: Context) throws {
        let selection: MetadataRefresh.Selection = book.map { .book($0) } ?? .all
        var refreshed = 0
        let lookup = try CatalogueLookup(context: context, source: source)
        let selected = try MetadataRefresh(context: context, lookup: lookup).run(selection) { outcome in
            let name = "#\(outcome.id) \(outcome.title.shownName)"
            guard let catalogue = outcome.answeredBy else {
                context.console.line("\(name): not found — no Open Library id or ISBN to look it up by")
                return
            }
            refreshed += 1
            let what = outcome.changedFields.isEmpty ? "unchanged" : "updated " + outcome.changedFields.joined(separator: ", ")
            context.console.line("\(name): \(what) (\(catalogue.displayName))")
        }
        if selected == 0 { context.console.line("No books from Google Books or Open Library to refresh.") }
        else if selected > 1 { context.console.line("Refreshed \(refreshed) books.") }
    }
}
