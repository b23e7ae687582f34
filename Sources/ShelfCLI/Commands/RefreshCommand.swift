/// `shelf refresh BOOK|--all`: fetch Google Books metadata again, keeping the reader's edits.
enum RefreshCommand {
    static let spec = CommandSpec(
        name: "refresh",
        summary: "Re-fetch Google Books metadata for a book (or --all), keeping your edits",
        usage: "refresh BOOK|--all",
        example: "refresh dune",
        options: [.init(name: "all", help: "every book added from Google Books")],
        positionals: 0...1,
        details: "Fields you changed with `shelf edit` are kept; lists, progress and history are never touched.")

    static func run(_ arguments: ParsedArguments, _ context: Context) throws {
        let selection: MetadataRefresh.Selection
        switch (arguments.positionals.first, arguments.has("all")) {
        case (let reference?, false): selection = .book(reference)
        case (nil, true): selection = .all
        default: throw CLIError.usage("name one book, or give --all", spec: spec)
        }
        var refreshed = 0
        let selected = try MetadataRefresh(context: context).run(selection) { outcome in
            refreshed += 1
            let what = outcome.changedFields.isEmpty ? "unchanged" : "updated " + outcome.changedFields.joined(separator: ", ")
            context.console.line("#\(outcome.id) \(outcome.title.shownName): \(what)")
        }
        if selected == 0 { context.console.line("No books from Google Books to refresh.") }
        else if selected > 1 { context.console.line("Refreshed \(refreshed) books.") }
    }
}
