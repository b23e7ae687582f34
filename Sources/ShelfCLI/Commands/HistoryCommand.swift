import JSON
import Library

/// `shelf history BOOK [--remove N]`: a book's addition, list moves and pages logged, numbered,
/// and correcting a slip by removing one of them.
enum HistoryCommand {
    static let spec = CommandSpec(
        name: "history",
        summary: "List a book's moves and pages, numbered; --remove N takes one out",
        usage: "history BOOK [--remove N] [--json]",
        example: "history dune --remove 3",
        options: [
            .init(name: "remove", valueName: "N", help: "remove entry N and re-derive the list, page and reads"),
            .init(name: "json", help: "print the entries (or the removal) as JSON"),
        ],
        positionals: 1...1,
        details: "Removing an entry re-derives the book's list, current page and read-throughs. The addition cannot be removed (use `shelf rm`), nor a move that a later move or a page logged follows from: remove those first.")

    static func run(_ arguments: ParsedArguments, _ context: Context) throws {
        let number = try arguments.integer("remove")
        let library = try context.library()
        let book = try library.resolve(arguments.positionals[0])
        if let number {
            let removal = try library.removeHistoryEntry(id: book.id, number: number)
            if arguments.has("json") {
                context.printJSON(.object([("removed", entryJSON(removal.removed)), ("book", BookJSON.book(removal.book))]))
                return
            }
            let after = removal.book
            var line = "#\(after.id) \(after.title.shownName): removed entry \(number) (\(describe(removal.removed, pageCount: book.pageCount)), \(context.display(removal.removed.at))); now \(after.status.rawValue)"
            if after.status != .toRead, let page = after.currentPage {
                line += ", page \(page)"
            }
            context.console.line(line)
            return
        }
        let entries = try library.history(id: book.id)
        if arguments.has("json") {
            context.printJSON(.array(entries.map(entryJSON)))
            return
        }
        context.console.line("#\(book.id) \(book.title.shownName) — \(entries.count) \(entries.count == 1 ? "entry" : "entries")")
        let width = String(entries.count).count
        for entry in entries {
            let number = String(entry.number)
            context.console.line(
                "  " + String(repeating: " ", count: width - number.count) + number + "  "
                    + context.display(entry.at) + "  " + describe(entry, pageCount: book.pageCount))
        }
    }

    private static func describe(_ entry: HistoryEntry, pageCount: Int?) -> String {
        switch entry.kind {
        case .added(let status): "added to \(status.rawValue)"
        case .move(let from, let to): "\(from.rawValue) → \(to.rawValue)"
        case .page(let page): pageCount.map { "page \(page) of \($0)" } ?? "page \(page)"
        }
    }

    private static func entryJSON(_ entry: HistoryEntry) -> JSONValue {
        var members: [(String, JSONValue)] = [("number", .int(entry.number)), ("at", .date(entry.at))]
        switch entry.kind {
        case .added(let status):
            members += [("kind", .string("added")), ("to", .string(status.rawValue))]
        case .move(let from, let to):
            members += [("kind", .string("move")), ("from", .string(from.rawValue)), ("to", .string(to.rawValue))]
        case .page(let page):
            members += [("kind", .string("page")), ("page", .int(page))]
        }
        return .object(members)
    }
}
