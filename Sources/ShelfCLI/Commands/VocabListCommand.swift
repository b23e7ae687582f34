import Flashcard
import Library

/// `shelf vocab list`: the words of a book, the global words, or all.
struct VocabListCommand: ParsableCommand {
    var book: String?
    var global = false
    var all = false
    var due = false
    var learning = false
    var mastered = false
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "list",
        group: "vocab",
        aliases: ["ls"],
        summary: "List words of a book, --global or --all, optionally only --due, --learning or --mastered",
        example: "vocab list dune --due",
        details: "Words forgotten \(Card.leechLapses) times or more are flagged as leeches.",
        arguments: [.optional("BOOK", \.book, help: "only this book's words: \(ArgumentForms.book)", completion: .books)],
        options: [
            .flag("global", \.global, help: "words tied to no book"),
            .flag("all", \.all, help: "every word (the default)"),
            .flag("due", \.due, help: "only words due for study now"),
            .flag("learning", \.learning, help: "only words in learning or relearning"),
            .flag("mastered", \.mastered, help: "only mastered words"),
            .flag("json", \.json, help: "print an array of words as JSON"),
        ])

    func validate() throws(CLIError) {
        try VocabularyScopeArgument.check(book: book, global: global, all: all, spec: Self.spec)
        guard [due, learning, mastered].filter({ $0 }).count <= 1 else {
            throw Self.usageError("choose one of --due, --learning and --mastered")
        }
    }

    func run(_ context: Context) throws {
        let scope = try VocabularyScopeArgument.scope(book: book, global: global, context: context)
        let filters: [VocabularyFilter] = [
            due ? .due(context.now()) : nil,
            learning ? .learning : nil,
            mastered ? .mastered : nil,
        ].compactMap { $0 }
        let library = try context.existingLibrary()
        let words = try library.words(in: scope, filter: filters.first)
        if json {
            let encounters = try library.encountersByWord(in: scope)
            context.printJSON(array: words) { WordJSON.word($0, encounters: encounters[$0.id] ?? []) }
            return
        }
        guard !words.isEmpty else {
            context.console.line(filters.isEmpty ? "No words yet — add one with: shelf vocab add BOOK WORD" : "No words match.")
            return
        }
        var table = Table(columns: [
            .init(header: "Word", flexible: true), .init(header: "Book", flexible: true, droppable: true),
            .init(header: "Definition", flexible: true, needsRoom: true), .init(header: "Study", wraps: true),
        ])
        table.rows = words.map { word in
            [
                word.word.terminalSafe, word.bookID.map { "#\($0) \(word.bookTitle?.terminalSafe ?? "")" } ?? "(global)",
                word.definition?.terminalSafe ?? "", WordText.studyState(word, context: context),
            ]
        }
        table.print(on: context.console)
    }
}
