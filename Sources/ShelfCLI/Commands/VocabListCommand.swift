import Library

/// `shelf vocab list`: the words of a book, the global words, or all.
enum VocabListCommand {
    static let spec = CommandSpec(
        name: "list",
        aliases: ["ls"],
        summary: "List words of a book, --global or --all, optionally only --due, --learning or --mastered",
        usage: "vocab list [BOOK|--global|--all] [--due|--learning|--mastered] [--json]",
        example: "vocab list dune --due",
        options: [
            .init(name: "global", help: "words tied to no book"),
            .init(name: "all", help: "every word (the default)"),
            .init(name: "due", help: "only words due for study now"),
            .init(name: "learning", help: "only words in learning or relearning"),
            .init(name: "mastered", help: "only mastered words"),
            .init(name: "json", help: "print an array of words as JSON"),
        ],
        positionals: 0...1,
        details: "Words forgotten \(WordMemory.leechLapses) times or more are flagged as leeches.")

    static func run(_ arguments: ParsedArguments, _ context: Context) throws {
        let scope = try VocabularyScopeArgument.parse(book: arguments.positionals.first, arguments, spec: spec, context: context)
        let filters: [VocabularyFilter] = [
            arguments.has("due") ? .due(context.now()) : nil,
            arguments.has("learning") ? .learning : nil,
            arguments.has("mastered") ? .mastered : nil,
        ].compactMap { $0 }
        guard filters.count <= 1 else {
            throw CLIError.usage("choose one of --due, --learning and --mastered", spec: spec)
        }
        let library = try context.library()
        let words = try library.words(in: scope, filter: filters.first)
        if arguments.has("json") {
            let encounters = try library.encountersByWord(in: scope)
            context.printJSON(array: words) { WordJSON.word($0, encounters: encounters[$0.id] ?? []) }
            return
        }
        guard !words.isEmpty else {
            context.console.line(filters.isEmpty ? "No words yet — add one with: shelf vocab add BOOK WORD" : "No words match.")
            return
        }
        var table = Table(columns: [
            .init(header: "Word", flexible: true), .init(header: "Book", flexible: true), .init(header: "Definition", flexible: true),
            .init(header: "Study"),
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
