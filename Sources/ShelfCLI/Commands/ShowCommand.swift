import Essentials
import Library

/// `shelf show BOOK`: everything about one book.
struct ShowCommand: ParsableCommand {
    var book = ""
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "show",
        summary: "Show everything about one book, with its history",
        example: "show dune",
        details: "The terminal view lists the latest \(recentProgressShown) progress entries; --json has them all.",
        arguments: [.book(\.book)],
        options: [.flag("json", \.json, help: "print the book with statusChanges and progress as JSON")])

    /// Progress entries printed in the text view; a long history is summarised above them.
    static let recentProgressShown = 20

    func run(_ context: Context) throws {
        let library = try context.existingLibrary()
        let details = try library.details(id: library.resolveID(self.book))
        if json {
            context.printJSON(BookJSON.details(details))
            return
        }
        let console = context.console
        let book = details.book
        console.prose("#\(book.id) \(book.title.shownName)", hanging: "   ", style: .bold)
        if let subtitle = book.subtitle?.shownName.nonEmpty { console.prose(subtitle, indent: "   ") }
        if !book.authors.isEmpty { console.prose("by \(BookText.authors(book))", indent: "   ", hanging: "   ") }
        console.line()
        var fields: [(String, String)] = [("List", book.status.rawValue)]
        if book.status == .reading || book.status == .dnf, book.currentPage != nil || book.pageCount != nil {
            var progress = BookText.progress(book)
            if console.isTerminal, console.width >= ListCommand.barWidth, let percent = book.percent {
                progress = ProgressBar.render(fraction: percent / 100, width: 20) + " " + progress
            }
            fields.append(("Progress", progress))
        }
        if book.status == .reading, let pace = try library.readingPaces(of: [book.id], timeZone: context.timeZone)[book.id] {
            fields.append(("Pace", ReadingLines.pace(pace)))
        }
        let disputed = book.disputedPageCounts
        fields.append(contentsOf: [
            ("Pages", book.pageCount.map(String.init)),
            ("Page counts", disputed.isEmpty ? nil
                : BookSourceText.pageCounts(disputed) + " — they disagree; settle it with shelf edit \(book.id) --pages N"),
            ("ISBN", [book.isbn13, book.isbn10].compactMap { $0?.terminalSafe }.concatenated(separator: " / ").nonEmpty),
            ("ASIN", book.asin?.terminalSafe),
            ("Year", book.year.map(String.init)),
            ("First published", book.originalYear.flatMap { $0 == book.year ? nil : String($0) }),
            ("Publisher", book.publisher?.terminalSafe),
            ("Rating", book.rating.map(BookText.rating)),
            ("Shelves", book.shelves.map(\.terminalSafe).concatenated(separator: ", ").nonEmpty),
            ("Custom shelf", book.customShelf?.terminalSafe),
            ("Added", LocalTimeText.time(book.addedAt, knownTo: book.addedPrecision, on: book.addedOn)),
            ("Started", book.startedAt.map { start in
                LocalTimeText.time(start, knownTo: details.readThroughs.last?.startedPrecision, on: details.readThroughs.last?.startedOn)
            }),
            (details.readThroughs.last?.outcome == .dnf ? "Stopped" : "Finished", book.finishedAt.map { finish in
                LocalTimeText.time(finish, knownTo: details.readThroughs.last?.finishedPrecision, on: details.readThroughs.last?.finishedOn)
            }),
            ("Times read", book.readCount > 0 ? String(book.readCount) : nil),
            ("Words", details.wordCount > 0 ? "\(details.wordCount) (shelf vocab list \(book.id))" : nil),
            ("Source", BookSourceText.line(book)),
            ("Cover", book.thumbnail?.terminalSafe),
            ("Google volume", book.googleVolumeID?.terminalSafe),
            ("Open Library", book.openLibraryID?.terminalSafe),
            ("Goodreads id", book.goodreadsID?.terminalSafe),
        ].compactMap { label, value in value.map { (label, $0) } })
        Table.labelled(fields).print(on: console)
        if let description = book.description?.terminalSafeKeepingLines, !description.isEmpty {
            console.line()
            console.prose(description)
        }
        Self.printWritings(details, context: context)
        try Self.printPagesPerDay(of: book, library: library, context: context)
        Self.printHistory(details, context: context)
    }

    /// Days the sparkline covers at most (fewer on a window narrower than that): its last day is
    /// today, or the last day read.
    static let sparklineDays = 60

    /// The book's pages per day as a sparkline, from its first reading day (or the last
    /// `sparklineDays` days) to the last day read or today, whichever is later. Like the progress
    /// bar it is drawn on a terminal only; piped output stays words and numbers.
    private static func printPagesPerDay(of book: Book, library: Bookshelf, context: Context) throws {
        guard context.console.isTerminal else { return }
        let pages = try library.pagesPerDay(ofBook: book.id, timeZone: context.timeZone)
        guard let firstRead = pages.keys.min(), let lastRead = pages.keys.max() else { return }
        let last = max(lastRead, context.today.daysSinceEpoch)
        // A day a column: on a narrow window the chart shows fewer days rather than wrap.
        let days = min(Self.sparklineDays, max(1, context.console.width - 2))
        let first = max(firstRead, last - days + 1)
        let values = (first...last).map { pages[$0] ?? 0 }
        let console = context.console
        console.line()
        console.line(console.styled("Pages a day", .bold))
        console.prose("\(CalendarDate(daysSinceEpoch: first)) – \(CalendarDate(daysSinceEpoch: last)), most \(values.max() ?? 0)", indent: "  ")
        console.line("  " + Sparkline.render(values))
    }

    /// The reader's own words: the review, the notes a Goodreads import brought, and the dated
    /// notes, each with its line breaks, wrapped at spaces on a terminal.
    private static func printWritings(_ details: BookDetails, context: Context) {
        let console = context.console
        if let review = details.book.review.map(ReviewText.readable)?.terminalSafeKeepingLines, !review.isEmpty {
            console.line()
            console.line(console.styled("Review", .bold))
            console.prose(review, indent: "  ")
        }
        let imported = details.book.privateNotes?.terminalSafeKeepingLines ?? ""
        guard !imported.isEmpty || !details.notes.isEmpty else { return }
        console.line()
        console.line(console.styled("Notes", .bold))
        if !imported.isEmpty { console.prose(imported, indent: "  ") }
        // A dated note's text keeps its column under the date: its wrapped lines and its own
        // line breaks go on under its first word.
        for note in details.notes {
            let stamp = "\(context.display(note.at))  "
            let under = String(repeating: " ", count: stamp.displayWidth)
            for (index, paragraph) in note.text.terminalSafeKeepingLines.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if index == 0 {
                    console.prose(stamp + paragraph, indent: "  ", hanging: under)
                } else {
                    console.prose(String(paragraph), indent: "  " + under)
                }
            }
        }
    }

    private static func printHistory(_ details: BookDetails, context: Context) {
        let console = context.console
        console.line()
        console.line(console.styled("History", .bold))
        for change in details.statusHistory {
            let move = change.from.map { "\($0.rawValue) → \(change.to.rawValue)" } ?? "added to \(change.to.rawValue)"
            // A move imported as a day (or a year or month) is shown as one, as `Added` is.
            console.line("  \(LocalTimeText.time(change.at, knownTo: change.precision, on: change.day))  \(move)")
        }
        guard !details.progress.isEmpty else { return }
        console.line()
        console.line(console.styled("Progress (\(details.progress.count) \(details.progress.count == 1 ? "entry" : "entries"))", .bold))
        let hidden = details.progress.count - Self.recentProgressShown
        if hidden > 0 {
            console.line("  … \(hidden) earlier entries (shelf show \(details.book.id) --json lists all)")
        }
        for entry in details.progress.suffix(Self.recentProgressShown) {
            let of = details.book.pageCount.map { " of \($0)" } ?? ""
            console.line("  \(context.display(entry.at))  page \(entry.page)\(of)")
        }
    }
}
