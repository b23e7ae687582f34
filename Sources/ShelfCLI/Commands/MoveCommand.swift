import Library

/// `shelf move BOOK LIST`: a book onto another list.
struct MoveCommand: ParsableCommand {
    var book = ""
    var list: BookStatus = .toRead
    var at: String?
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "move",
        summary: "Move a book to another list (to-read, reading, read, dnf)",
        example: "move dune dnf",
        details: "Moving a read book back to reading starts a re-read; earlier read-throughs stay in the history.",
        arguments: [.book(\.book), .required("LIST", \.list, help: ArgumentForms.list)],
        options: [
            .value("at", \.at, valueName: "TIME", help: BookMove.atHelp),
            .flag("json", \.json, help: BookMove.jsonHelp),
        ])

    func run(_ context: Context) throws {
        try BookMove(book: book, to: list, at: at, json: json).run(context)
    }
}
