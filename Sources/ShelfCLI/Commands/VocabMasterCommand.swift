import Library

/// `shelf vocab master WORD [BOOK]`: take a known word out of study, or put it back.
struct VocabMasterCommand: ParsableCommand {
    var word = ""
    var book: String?
    var undo = false
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "master",
        group: "vocab",
        summary: "Mark a word as mastered (it leaves the study queue); --undo puts it back",
        example: "vocab master ecumenical",
        arguments: [.required("WORD", \.word, help: ArgumentForms.word), WordArgument.bookArgument(\.book)],
        options: [
            .flag("undo", \.undo, help: "put the word back into study"),
            .flag("json", \.json, help: "print the word as it is afterwards as JSON"),
        ])

    func run(_ context: Context) throws {
        let entry = try WordArgument.resolve(word, book: book, context: context)
        let mastered = !undo
        let label = WordText.label(entry)
        let library = try context.library()
        let changed = entry.mastered == mastered ? entry : try library.setMastered(id: entry.id, mastered)
        if json {
            context.printJSON(WordJSON.word(changed, encounters: try library.encounters(ofWord: changed.id)))
            return
        }
        guard entry.mastered != mastered else {
            context.console.line(AlreadySo.word(label, mastered: mastered))
            return
        }
        context.console.line(mastered ? "Mastered \(label): it leaves the study queue." : "\(label) is back in study.")
    }
}
