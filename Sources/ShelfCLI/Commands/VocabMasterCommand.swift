import Library

/// `shelf vocab master [BOOK] WORD`: take a known word out of study, or put it back.
struct VocabMasterCommand: ParsableCommand {
    var book: String?
    var word = ""
    var global = false
    var undo = false
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "master",
        group: "vocab",
        summary: "Mark a word as mastered (it leaves the study queue); --undo puts it back",
        example: "vocab master ecumenical",
        arguments: WordArgument.arguments(book: \.book, word: \.word),
        options: [
            WordArgument.globalOption(\.global),
            .flag("undo", \.undo, help: "put the word back into study"),
            .flag("json", \.json, help: "print the word as it is afterwards as JSON"),
        ])

    func validate() throws(CLIError) {
        try WordArgument.check(book: book, global: global, spec: Self.spec)
    }

    func run(_ context: Context) throws {
        let entry = try WordArgument.resolve(word, book: book, global: global, context: context)
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
