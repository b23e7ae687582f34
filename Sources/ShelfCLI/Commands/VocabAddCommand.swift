import Library

/// `shelf vocab add BOOK WORD`: keep a word met in a book, looked up in the dictionary.
struct VocabAddCommand: ParsableCommand {
    var book: String?
    var word = ""
    var global = false
    var details = WordDetailOptions()
    var lang: String?
    var noLookup = false
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "add",
        group: "vocab",
        summary: "Add a word met in a book (looked up in the dictionary)",
        example: "vocab add dune ecumenical --page 42 --context \"the ecumenical council\"",
        details: "Adding a word the book already has updates it and records the new meeting (with no other page, sentence or meaning it is already so, and nothing changes); once it has a meaning it is not looked up again. Looked-up entries are cached, so studying works offline.",
        arguments: [
            .optional("BOOK", \.book, help: "the book you met it in (leave out with --global): \(ArgumentForms.book)", completion: .books),
            .required("WORD", \.word, help: "the word to keep"),
        ],
        options: [
            .flag("global", \.global, help: "a word tied to no book"),
            .value("page", \.details.page, valueName: "N", help: "the page where you met it"),
            .value("context", \.details.context, valueName: "SENTENCE", help: "the sentence it appeared in"),
            .value("definition", \.details.definition, valueName: "TEXT", help: "your own definition (skips the look-up)"),
            .value("example", \.details.example, valueName: "TEXT", help: "an example sentence"),
            .flag("no-lookup", \.noLookup, help: "do not ask the dictionary"),
            .value("lang", \.lang, valueName: "CODE", help: "dictionary language, \(ArgumentForms.language), or with a region (pt-br); default: the word's own, or en for a new word"),
            .flag("json", \.json, help: "print the stored word as JSON"),
        ])

    func validate() throws(CLIError) {
        guard (book == nil) == global else {
            throw Self.usageError(global ? "with --global give one WORD and no BOOK" : "give the BOOK and the WORD")
        }
    }

    func run(_ context: Context) throws {
        let bookID = try book.map { try context.existingLibrary().resolveID($0) }
        var new = NewWord(word: word, bookID: bookID)
        new.language = lang?.lowercased()
        new.page = details.page
        new.context = details.context
        new.example = details.example
        new.definition = details.definition
        let added = try WordAddition(context: context)
            .add(new, lookUp: new.definition == nil && !noLookup)
        if json {
            let library = try context.library()
            context.printJSON(WordJSON.word(
                added.word, encounters: try library.encounters(ofWord: added.word.id), dictionary: added.dictionary))
            return
        }
        let word = added.word
        guard added.changed else { return context.console.line(AlreadySo.kept(WordText.label(word))) }
        let place = word.bookID.map { "#\($0) \(word.bookTitle?.terminalSafe ?? "")" } ?? "your global words"
        context.console.line("\(added.created ? "Added" : "Updated") \"\(word.word.terminalSafe)\" in \(place).")
        WordText.printEntry(word, dictionary: added.dictionary, context: context)
    }
}
