import Library

/// `shelf note BOOK "…"`: add a dated private note to a book.
struct NoteCommand: ParsableCommand {
    var book = ""
    var text = ""
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "note",
        summary: "Add a dated private note to a book",
        example: "note dune \"The appendix on ecology is the best part.\"",
        details: "Notes are kept in the order written, each with its time; `shelf show BOOK` prints them all.",
        arguments: [.book(\.book), .required("TEXT", \.text, help: "the note, in quotes")],
        options: [.flag("json", \.json, help: "print the note as JSON")])

    func run(_ context: Context) throws {
        let library = try context.existingLibrary()
        let book = try library.resolve(self.book)
        let note = try library.addNote(id: book.id, text)
        if json { return context.printJSON(BookJSON.note(note)) }
        context.console.line("#\(book.id) \(book.title.shownName): note added (\(context.display(note.at)))")
    }
}
