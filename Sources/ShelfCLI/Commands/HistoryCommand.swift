import JSON
import Library

/// `shelf history BOOK [--remove N]`: a book's addition, list moves, pages logged and imported
/// reads, numbered, and correcting a slip by removing one of them.
struct HistoryCommand: ParsableCommand {
    var book = ""
    var remove: Int?
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "history",
        summary: "List a book's moves, pages and reads, numbered; --remove N takes one out",
        example: "history dune --remove 3",
        details: "Reads an import brought with their own dates show their start and end; a date known only to the year or month shows as 2022 or 2022-03, and reads with no dates at all are counted at the end. Removing an entry re-derives the book's list, current page and read-throughs; removing either end of an imported read removes that read. The addition cannot be removed (use `shelf rm`), nor a move that a later move or a page logged follows from (remove those first), nor the book's latest read.",
        arguments: [.book(\.book)],
        options: [
            .value("remove", \.remove, valueName: "N", help: "remove entry N and re-derive the list, page and reads"),
            .flag("json", \.json, help: "print the entries (or the removal) as JSON"),
        ])

    func run(_ context: Context) throws {
        let library = try context.existingLibrary()
        let book = try library.resolve(self.book)
        if let number = remove {
            let removal = try library.removeHistoryEntry(id: book.id, number: number)
            if json {
                context.printJSON(.object([("removed", Self.entryJSON(removal.removed)), ("book", BookJSON.book(removal.book))]))
                return
            }
            let after = removal.book
            var line = "#\(after.id) \(after.title.shownName): removed entry \(number) (\(Self.describe(removal.removed, pageCount: book.pageCount)), \(Self.time(of: removal.removed))); now \(after.status.rawValue)"
            if after.status != .toRead, let page = after.currentPage {
                line += ", page \(page)"
            }
            context.console.line(line)
            return
        }
        let entries = try library.history(id: book.id)
        let undated = try library.details(id: book.id).readThroughs.filter { $0.startedAt == nil && $0.finishedAt == nil }.count
        if json {
            context.printJSON(.array(entries.map(Self.entryJSON)))
            return
        }
        context.console.line("#\(book.id) \(book.title.shownName) — \(entries.count) \(entries.count == 1 ? "entry" : "entries")")
        let width = String(entries.count).count
        let timeWidth = entries.map { Self.time(of: $0).count }.max() ?? 0
        for entry in entries {
            let number = String(entry.number)
            let time = Self.time(of: entry)
            context.console.line(
                "  " + String(repeating: " ", count: width - number.count) + number + "  "
                    + time + String(repeating: " ", count: timeWidth - time.count) + "  "
                    + Self.describe(entry, pageCount: book.pageCount))
        }
        if undated > 0 {
            context.console.line("  and \(undated) read\(undated == 1 ? "" : "s") with no dates known")
        }
    }

    /// When the entry happened, as much as is known of it: `2022` for a read imported as a year.
    private static func time(of entry: HistoryEntry) -> String {
        LocalTimeText.time(entry.at, knownTo: entry.precision, on: entry.day)
    }

    private static func describe(_ entry: HistoryEntry, pageCount: Int?) -> String {
        switch entry.kind {
        case .added(let status): "added to \(status.rawValue)"
        case .move(let from, let to): "\(from.rawValue) → \(to.rawValue)"
        case .page(let page): pageCount.map { "page \(page) of \($0)" } ?? "page \(page)"
        case .readStarted: "began a read"
        case .readEnded(let outcome): outcome == .dnf ? "gave up a read (dnf)" : "finished a read"
        }
    }

    private static func entryJSON(_ entry: HistoryEntry) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("number", .int(entry.number)), ("at", .date(entry.at)), ("precision", .string(entry.precision?.rawValue)),
        ]
        switch entry.kind {
        case .added(let status):
            members += [("kind", .string("added")), ("to", .string(status.rawValue))]
        case .move(let from, let to):
            members += [("kind", .string("move")), ("from", .string(from.rawValue)), ("to", .string(to.rawValue))]
        case .page(let page):
            members += [("kind", .string("page")), ("page", .int(page))]
        case .readStarted:
            members += [("kind", .string("readStarted"))]
        case .readEnded(let outcome):
            members += [("kind", .string(outcome == .dnf ? "readAbandoned" : "readFinished"))]
        }
        return .object(members)
    }
}
