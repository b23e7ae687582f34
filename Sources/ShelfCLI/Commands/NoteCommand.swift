import Library

/// `shelf note BOOK "…"`: add a dated private note to a book.
enum NoteCommand {
    static let spec = CommandSpec(
        name: "note",
        summary: "Add a dated private note to a book",
        usage: "note BOOK TEXT [--json]",
        example: "note dune \"The appendix on ecology is the best part.\"",
        options: [.init(name: "json", help: "print the note as JSON")],
        positionals: 2...2,
        details: "Notes are kept in the order written, each with its time; `shelf show BOOK` prints them all.")

    static func run(_ arguments: ParsedArguments, _ context: Context) throws {
        let library = try context.library()
        let book = try library.resolve(arguments.positionals[0])
        let note = try library.addNote(id: book.id, arguments.positionals[1])
        if arguments.has("json") { return context.printJSON(BookJSON.note(note)) }
        context.console.line("#\(book.id) \(book.title.terminalSafe): note added (\(context.display(note.at)))")
    }
}
