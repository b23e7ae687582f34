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
        let library = try context.library()
        let before = try library.resolve(book)
        // Already there is done, not refused; starting over on the reading list is a new read.
        if before.status == to, !startingOver {
            if json {
                context.printJSON(BookJSON.book(before))
            } else {
                context.console.line(AlreadySo.onList(before))
            }
            return
        }
        let result = try library.move(id: before.id, to: to, at: at, startingOver: startingOver)
        let after = result.book
        if json {
            context.printJSON(BookJSON.book(after))
        } else {
            // Resuming and starting over print the same move; say which one happened.
            let fresh = startingOver ? " — a new read-through from page 0" : ""
            context.console.line(
                "#\(after.id) \(BookText.titleAndAuthors(after)): \(before.status.rawValue) → \(after.status.rawValue)\(fresh)")
            for note in result.notes { context.console.line(TimelineNoteText.line(note)) }
        }
    }
}
