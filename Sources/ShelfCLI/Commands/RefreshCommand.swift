/// `shelf refresh BOOK|--all`: fetch a book's catalogue record again, keeping the reader's edits.
enum RefreshCommand {
    static let spec = CommandSpec(
        name: "refresh",
        summary: "Re-fetch a book's details from its catalogue (or --all), keeping your edits",
        usage: "refresh BOOK|--all [--source CATALOGUE]",
        example: "refresh dune --source openlibrary",
        options: [
            .init(name: "all", help: "every book added from Google Books or Open Library"),
            CatalogueLookup.sourceOption,
        ],
        positionals: 0...1,
        details: """
            Fields you changed with `shelf edit` are kept; lists, progress and history are never touched. \
            A book from Google Books falls back to Open Library when Google fails; Open Library (also with \
            --source openlibrary, found by its ISBN) only fills the fields Google left empty.
            """)

    static func run(_ arguments: ParsedArguments, _ context: Context) throws {
        let selection: MetadataRefresh.Selection
        switch (arguments.positionals.first, arguments.has("all")) {
        case (let reference?, false): selection = .book(reference)
        case (nil, true): selection = .all
        default: throw CLIError.usage("name one book, or give --all", spec: spec)
        }
        var refreshed = 0
        let lookup = try CatalogueLookup(context: context, arguments: arguments)
        let selected = try MetadataRefresh(context: context, lookup: lookup).run(selection) { outcome in
            let name = "#\(outcome.id) \(outcome.title.terminalSafe)"
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
