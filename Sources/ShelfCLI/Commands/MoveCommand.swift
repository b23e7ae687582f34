import Library

/// `shelf move BOOK LIST`, and its shortcuts `shelf start BOOK` and `shelf finish BOOK`.
enum MoveCommand {
    private static let sharedOptions: [CommandSpec.Option] = [
        .init(name: "at", valueName: "TIME", help: "when it happened (2026-11-20 or ISO-8601); default now"),
        .init(name: "json", help: "print the book as JSON"),
    ]

    static let moveSpec = CommandSpec(
        name: "move",
        summary: "Move a book to another list (to-read, reading, read, dnf)",
        usage: "move BOOK LIST [--at TIME] [--json]",
        example: "move dune dnf",
        options: sharedOptions,
        positionals: 2...2,
        details: "BOOK is a local id (12 or #12), an ISBN, or part of the title. Moving a read book back to reading starts a re-read; earlier read-throughs stay in the history.")

    static let startSpec = CommandSpec(
        name: "start",
        summary: "Start reading a book (move it to reading)",
        usage: "start BOOK [--at TIME] [--over] [--json]",
        example: "start dune",
        options: sharedOptions + [.init(name: "over", help: "begin a new read-through at page 0")],
        positionals: 1...1,
        details: "Starting a dnf book, or one moved back to to-read, carries on from its last page; --over begins again at page 0.")

    static let finishSpec = CommandSpec(
        name: "finish",
        summary: "Finish a book (move it to read)",
        usage: "finish BOOK [--at TIME] [--json]",
        example: "finish dune --at 2026-11-20",
        options: sharedOptions,
        positionals: 1...1)

    static func runMove(_ arguments: ParsedArguments, _ context: Context) throws {
        try move(arguments, to: StatusArgument.parse(arguments.positionals[1]), context)
    }

    static func runStart(_ arguments: ParsedArguments, _ context: Context) throws {
        try move(arguments, to: .reading, context, startingOver: arguments.has("over"))
    }

    static func runFinish(_ arguments: ParsedArguments, _ context: Context) throws {
        try move(arguments, to: .read, context)
    }

    private static func move(
        _ arguments: ParsedArguments, to status: BookStatus, _ context: Context, startingOver: Bool = false
    ) throws {
        let at = try arguments.value("at").map { try context.time($0, option: "--at") }
        let library = try context.library()
        let before = try library.resolve(arguments.positionals[0])
        let result = try library.move(id: before.id, to: status, at: at, startingOver: startingOver)
        let after = result.book
        if arguments.has("json") {
            context.printJSON(BookJSON.book(after))
        } else {
            context.console.line(
                "#\(after.id) \(BookText.titleAndAuthors(after)): \(before.status.rawValue) → \(after.status.rawValue)")
            for note in result.notes { context.console.line(TimelineNoteText.line(note)) }
        }
    }
}
