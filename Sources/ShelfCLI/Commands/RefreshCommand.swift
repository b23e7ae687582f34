/// `shelf refresh BOOK|--all`: fetch Google Books metadata again, keeping the reader's edits.
struct RefreshCommand: ParsableCommand {
    var book: String?
    var all = false

    static let declaration = CommandDeclaration<Self>(
        "refresh",
        summary: "Re-fetch Google Books metadata for a book (or --all), keeping your edits",
        example: "refresh dune",
        details: "Fields you changed with `shelf edit` are kept; lists, progress and history are never touched.",
        arguments: [.optional("BOOK", \.book, help: ArgumentForms.book, completion: .books)],
        options: [.flag("all", \.all, help: "every book added from Google Books")])

    func validate() throws(CLIError) {
        guard (book != nil) != all else { throw Self.usageError("name one book, or give --all") }
    }

    func run(_ context: Context) throws {
        let selection: MetadataRefresh.Selection = book.map { .book($0) } ?? .all
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
