import JSON
import Library

/// `shelf history BOOK [--remove N]`: a book's addition, list moves and pages logged, numbered,
/// and correcting a slip by removing one of them.
struct HistoryCommand: ParsableCommand {
    var book = ""
    var remove: Int?
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "history",
        summary: "List a book's moves and pages, numbered; --remove N takes one out",
        example: "history dune --remove 3",
        details: "Removing an entry re-derives the book's list, current page and read-throughs. The addition cannot be removed (use `shelf rm`), nor a move that a later move or a page logged follows from: remove those first.",
        arguments: [.book(\.book)],
        options: [
            .value("remove", \.remove, valueName: "N", help: "remove entry N and re-derive the list, page and reads"),
            .flag("json", \.json, help: "print the entries (or the removal) as JSON"),
        ])

    func run(_ context: Context) throws {
        let library = try context.library()
        let book = try library.resolve(self.book)
        if let number = remove {
            let removal = try library.removeHistoryEntry(id: book.id, number: number)
            if json {
                context.printJSON(.object([("removed", Self.entryJSON(removal.removed)), ("book", BookJSON.book(removal.book))]))
                return
            }
            let after = removal.book
            var line = "#\(after.id) \(after.title.shownName): removed entry \(number) (\(Self.describe(removal.removed, pageCount: book.pageCount)), \(context.display(removal.removed.at))); now \(after.status.rawValue)"
            if after.status != .toRead, let page = after.currentPage {
                line += ", page \(page)"
            }
            context.console.line(line)
            return
        }
        let entries = try library.history(id: book.id)
        if json {
            context.printJSON(.array(entries.map(Self.entryJSON)))
            return
        }
        context.console.line("#\(book.id) \(book.title.shownName) — \(entries.count) \(entries.count == 1 ? "entry" : "entries")")
        let width = String(entries.count).count
        for entry in entries {
            let number = String(entry.number)
            context.console.line(
                "  " + String(repeating: " ", count: width - number.count) + number + "  "
                    + context.display(entry.at) + "  " + Self.describe(entry, pageCount: book.pageCount))
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
