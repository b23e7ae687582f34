import Library

/// `shelf start BOOK`: the shortcut for moving a book to reading.
struct StartCommand: ParsableCommand {
    var book = ""
    var at: String?
    var over = false
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "start",
        summary: "Start reading a book (move it to reading)",
        example: "start dune",
        details: "Starting a dnf book, or one moved back to to-read, carries on from its last page; --over begins again at page 0.",
        arguments: [.book(\.book)],
        options: [
            .value("at", \.at, valueName: "TIME", help: BookMove.atHelp),
            .flag("over", \.over, help: "begin a new read-through at page 0"),
            .flag("json", \.json, help: BookMove.jsonHelp),
        ])

    func run(_ context: Context) throws {
        try BookMove(book: book, to: .reading, at: at, json: json, startingOver: over).run(context)
    }
}
