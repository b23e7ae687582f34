import Library

/// `shelf vocab master WORD [BOOK]`: take a known word out of study, or put it back.
struct VocabMasterCommand: ParsableCommand {
    var word = ""
    var book: String?
    var undo = false

    static let declaration = CommandDeclaration<Self>(
        "master",
        group: "vocab",
        summary: "Mark a word as mastered (it leaves the study queue); --undo puts it back",
        example: "vocab master ecumenical",
        arguments: [.required("WORD", \.word, help: ArgumentForms.word), WordArgument.bookArgument(\.book)],
        options: [.flag("undo", \.undo, help: "put the word back into study")])

    func run(_ context: Context) throws {
        let entry = try WordArgument.resolve(word, book: book, context: context)
        let mastered = !undo
        let label = WordText.label(entry)
        guard entry.mastered != mastered else {
            context.console.line(mastered ? "\(label) is already mastered." : "\(label) is already in study.")
            return
        }
        _ = try context.library().setMastered(id: entry.id, mastered)
        context.console.line(mastered ? "Mastered \(label): it leaves the study queue." : "\(label) is back in study.")
    }
}
