import Library

/// `shelf list`: the lists as tables, reading first.
struct ListCommand: ParsableCommand {
    var list: String?
    var shelf: String?
    var author: String?
    var finished: String?
    var rating: String?
    var sort: BookSort?
    var reverse = false
    var limit: Int?
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "list",
        aliases: ["ls"],
        summary: "Show your lists (to-read, reading, read, dnf or all)",
        example: "list read --finished 2025 --sort rating --reverse --limit 10",
        details: "With no list named, every list is shown, grouped, reading first. With conditions or an order, each list shows its books in that order (books without the value sorted by last), and --limit keeps the first N of them all.",
        arguments: [
            .optional("LIST", \.list, help: "\(ArgumentForms.list), or all", completion: .fixed(BookStatus.fixedValues + ["all"]))
        ],
        options: [
            .value("shelf", \.shelf, valueName: "NAME", help: "only books on this shelf (case ignored)"),
            .value("author", \.author, valueName: "TEXT", help: "only books with an author containing TEXT"),
            .value("finished", \.finished, valueName: "YEAR|FROM..TO", help: "only books read to the end in that year or between those days or years (2025-03-01..2025-06-30, 2020..2025)"),
            .value("rating", \.rating, valueName: "MIN", help: "only books rated MIN or more"),
            .value("sort", \.sort, help: "the order: added (date added), title, author, finished, started, rating, progress or pages; without it, the order of the plain list (as the books came into shelf)"),
            .flag("reverse", \.reverse, help: "the other way round: latest, highest or last first"),
            .value("limit", \.limit, valueName: "N", help: "at most N books, after sorting"),
            .flag("json", \.json, help: "print an array of books as JSON"),
        ])

    /// The order lists appear in when all are shown: what you are reading matters most.
    private static let order: [BookStatus] = [.reading, .toRead, .read, .dnf]

    func run(_ context: Context) throws {
        let status = try list.flatMap { $0.lowercased() == "all" ? nil : try StatusArgument.parse($0, orAll: true) }
        let query = try ListQueryArgument.query(
            status: status, shelf: shelf, author: author, finished: finished, rating: rating, sort: sort,
            reverse: reverse, limit: limit)
        let library = try context.existingLibrary()
        let chosenIDs = try query.map { try library.bookIDs(matching: $0, timeZone: context.timeZone) }
        if json {
            let books = try chosenIDs.map { try library.books(ids: $0) } ?? library.books(status: status)
            context.printJSON(objects: books) { BookJSON.addMembers(of: $0, to: &$1) }
            return
        }
        // Lines of the chosen books (in the query's order) or of every book; one list alone is
        // read by itself. Each list is picked out of them by position as it is printed: a copy
        // of a long list cost more in fresh memory than the rows it held, and filtering the
        // lines themselves copied each line once per list.
        let entries = try chosenIDs.map { try library.listEntries(ids: $0) } ?? (status == nil ? library.allListEntries() : nil)
        var shownLists = 0
        for list in status.map({ [$0] }) ?? Self.order {
            let shown = try entries.map { entries in
                let positions = entries.indices.filter { entries[$0].status == list }
                return try Self.show(list, members: positions.lazy.map { entries[$0] }, after: shownLists, context: context)
            } ?? Self.show(list, members: library.listEntries(status: list), after: shownLists, context: context)
            if shown { shownLists += 1 }
        }
        guard shownLists == 0 else { return }
        if query != nil {
            context.console.line("No book matches — `shelf list` shows them all.")
        } else if let status {
            context.console.line("Nothing on \(status.rawValue).")
        } else {
            context.console.line(
                "Your library is empty — add a book: shelf add --title \"Dune\" --author \"Frank Herbert\"")
        }
    }

    /// Prints `list`'s heading and table of `members`, below the `shownLists` printed before it;
    /// false (and nothing printed) when it has no members.
    private static func show(
        _ list: BookStatus, members: some Collection<ListEntry>, after shownLists: Int, context: Context
    ) throws -> Bool {
        guard !members.isEmpty else { return false }
        if shownLists > 0 { context.console.line() }
        context.console.line(context.console.styled("\(list.heading) (\(members.count))", .bold))
        // Only the reading list has paces; they are read for its books alone.
        let paces = list == .reading && showsEstimate(on: context.console)
            ? try context.existingLibrary().readingPaces(of: members.map(\.id), timeZone: context.timeZone) : nil
        table(of: members, list: list, paces: paces, context: context).print(on: context.console, indent: "  ")
        return true
    }

    /// Terminal columns the reading list needs for its estimate beside the bar, with titles and
    /// authors cut to their shortest.
    static let estimateWidth = 72

    /// Terminal columns the reading list needs for a progress bar beside titles cut short.
    static let barWidth = 60

    /// The estimated finish has a column of its own, left out of a window too narrow for it.
    private static func showsEstimate(on console: Console) -> Bool {
        !console.isTerminal || console.width >= estimateWidth
    }

    /// `paces` is nil when the reading list has no estimate column.
    private static func table(of books: some Collection<ListEntry>, list: BookStatus, paces: [Int: ReadingPace]?, context: Context) -> Table {
        var table = Table(
            columns: [
                .init(header: "#", alignRight: true),
                .init(header: "Title", flexible: true),
                .init(header: "Authors", flexible: true, secondary: true),
            ] + columns(for: list, estimates: paces != nil))
        let width = table.columns.count
        table.rows = books.map { book in
            var row: [String] = []
            row.reserveCapacity(width)
            row.append(Number.whole(book.id))
            row.append(book.title.shownName)
            row.append(book.authors.shownName)
            appendDetails(of: book, paces: paces, to: &row, context: context)
            return row
        }
        return table
    }

    /// The columns each list shows after the authors; page counts stay whole.
    private static func columns(for list: BookStatus, estimates: Bool) -> [Table.Column] {
        let progress = Table.Column(header: "Progress", keepWhole: true)
        switch list {
        case .reading: return estimates ? [progress, .init(header: "Done about")] : [progress]
        case .toRead: return [.init(header: "Pages", alignRight: true)]
        case .read: return [.init(header: "Finished", keepWhole: true), .init(header: "Rating", keepWhole: true, droppable: true)]
        case .dnf: return [.init(header: "Stopped at", keepWhole: true)]
        }
    }

    /// Appends the cells under `columns(for:)` to a row (in place: one array per line of a long
    /// list, not three).
    private static func appendDetails(of book: ListEntry, paces: [Int: ReadingPace]?, to row: inout [String], context: Context) {
        switch book.status {
        case .reading:
            let text = BookText.progress(book)
            if context.console.isTerminal, context.console.width >= barWidth, let percent = book.percent {
                row.append(ProgressBar.render(fraction: percent / 100, width: 12) + " " + text)
            } else {
                row.append(text)
            }
            if let paces { row.append(paces[book.id]?.estimatedFinish?.description ?? "") }
        case .toRead:
            row.append(book.pageCount.map(Number.whole) ?? "")
        case .read:
            row.append(book.finishedAt.map { LocalTimeText.day($0, knownTo: book.finishedPrecision, on: book.finishedOn) } ?? "")
            row.append(book.rating.map(BookText.rating) ?? "")
        case .dnf:
            row.append(book.currentPage == nil ? "" : BookText.progress(book))
        }
    }
}
