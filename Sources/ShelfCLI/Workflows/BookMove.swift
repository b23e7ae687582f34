import Library

/// A book onto a list, as `move`, `start` and `finish` do it and report it.
struct BookMove {
    /// The help of the `--at` option the three commands share.
    static let atHelp = "when it happened (2026-11-20 or ISO-8601); default now"
    /// The help of their `--json` flag.
    static let jsonHelp = "print the book as JSON"

    var book: String
    var to: BookStatus
    var at: String?
    var json: Bool
    var startingOver = false

    func run(_ context: Context) throws {
        let at = try at.map { try context.time($0, option: "--at") }
        let library = try context.existingLibrary()
        let id = try library.resolveID(book)
        let result: MoveResult
        do {
            result = try library.move(id: id, to: to, at: at, startingOver: startingOver)
        } catch {
            // Already there is done, not refused; starting over a read in progress needs it ended
            // first, or it would be left open beside the new one.
            guard case .alreadyOnList(let title, _) = error else { throw error }
            if startingOver {
                throw CLIError.failure(
                    "\(title.quotedNameInMessage) is being read — to begin it again at page 0, give this read up first (shelf move \(id) dnf; it counts as abandoned), then shelf start \(id) --over")
            }
            let book = try library.book(id: id)
            if json {
                context.printJSON(BookJSON.book(book))
            } else {
                context.console.line(AlreadySo.onList(book))
            }
            return
        }
        let after = result.book
        if json {
            context.printJSON(BookJSON.book(after))
        } else {
            // Resuming and starting over print the same move; say which one happened.
            let fresh = startingOver ? " — a new read-through from page 0" : ""
            context.console.line(
                "#\(after.id) \(BookText.titleAndAuthors(after)): \(result.from.rawValue) → \(after.status.rawValue)\(fresh)")
            for note in result.notes { context.console.line(TimelineNoteText.line(note)) }
        }
    }
}
