import Library

/// `shelf log BOOK PAGE`: record the page reached.
struct LogCommand: ParsableCommand {
    var book = ""
    var page = ""
    var at: String?
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "log",
        summary: "Record the page you reached (PAGE, +PAGES or PERCENT%)",
        example: "log dune 120",
        details: "`log dune +25` logs 25 pages on from the last page; `log dune 40%` needs a page count. Logging a to-read book moves it to reading; logging the last page moves it to read; the page it is already on records nothing.",
        arguments: [
            .book(\.book),
            .required("PAGE|+PAGES|PERCENT%", \.page, help: "the page reached (120), pages read on from the last (+25), or a percentage (40%)"),
        ],
        options: [
            .value("at", \.at, valueName: "TIME", help: "when you were there (2026-11-20 or ISO-8601); default now"),
            .flag("json", \.json, help: "print the book as JSON"),
        ])

    func run(_ context: Context) throws {
        guard let input = PageInput(page) else {
            let digits = page.hasPrefix("+") ? page.dropFirst() : page[...]
            if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
                throw CLIError.failure(LibraryError.pastAnyBook(page.quotedInMessage))
            }
            throw CLIError.failure(
                "\(page.quotedInMessage) is not a page — give a page (120), pages on (+25) or a percentage (40%)")
        }
        let at = try at.map { try context.time($0, option: "--at") }
        let library = try context.existingLibrary()
        let result = try library.log(id: library.resolveID(book), input, at: at)
        if json {
            context.printJSON(BookJSON.book(try library.book(id: result.bookID)))
            return
        }
        if case .loggedEarlier(let page, let date, let currentPage)? = result.notes.last {
            context.console.line(
                "#\(result.bookID) \(result.title.shownName): logged page \(page) at \(LocalTimeText.dayOrMinute(date)); current page stays \(currentPage.map(String.init) ?? "unset") (logged later)")
            for note in result.notes.dropLast() { context.console.line(TimelineNoteText.line(note)) }
            return
        }
        let pages = result.pageCount.map { "page \(result.page) of \($0)" } ?? "page \(result.page)"
        var line = "#\(result.bookID) \(result.title.shownName): \(result.alreadyOnPage ? "already on " : "")\(pages)"
        if result.status == .reading, let percent = result.percent {
            line += " (\(BookText.percent(percent)))"
        }
        if result.alreadyOnPage { line += " — nothing logged" }
        context.console.line(line)
        for note in result.notes { context.console.line(TimelineNoteText.line(note)) }
        for move in result.moves {
            context.console.line(move == .read ? "Finished — moved to read." : "Moved to reading.")
        }
    }
}
