import Library

/// `shelf finish BOOK`: the shortcut for moving a book to read.
struct FinishCommand: ParsableCommand {
    var book = ""
    var at: String?
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "finish",
        summary: "Finish a book (move it to read)",
        example: "finish dune --at 2026-11-20",
        arguments: [.book(\.book)],
        options: [
            .value("at", \.at, valueName: "TIME", help: BookMove.atHelp),
            .flag("json", \.json, help: BookMove.jsonHelp),
        ])

    func run(_ context: Context) throws {
        try BookMove(book: book, to: .read, at: at, json: json).run(context)
    }
}
