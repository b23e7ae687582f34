/// Works out, from the commands' declarations, what may come next on a command line being typed:
/// commands, subcommands, options, their fixed values, and (through `books`) the library's books.
/// Everything but the books is known without opening anything, so a completion is fast.
struct CompletionQuery {
    /// The words after `shelf`, the last being the one under the cursor (empty when none is begun).
    var words: [String]
    /// The library's books as id and title, asked only when a BOOK is being completed.
    var books: () -> [(id: Int, title: String)]

    /// The global options, with what each does.
    static let globalOptions: [CompletionAnswer.Candidate] = [
        .init(word: "--offline", description: "use only cached network data"),
        .init(word: "--color=", description: "auto, always or never"),
        .init(word: "--no-pager", description: "never page the output"),
        .init(word: "--help", description: "show help"),
        .init(word: "--version", description: "show the version"),
    ]

    var answer: CompletionAnswer {
        let current = words.last ?? ""
        var entry: CommandEntry?
        var positionals = 0
        var pending: CommandSpec.Option?
        var optionsEnded = false
        var helpTopic = false
        for word in words.dropLast() {
            // The word after an option that takes a value is that value.
            if pending != nil {
                pending = nil
                continue
            }
            if !optionsEnded, word == "--" {
                optionsEnded = true
                continue
            }
            if !optionsEnded, word.hasPrefix("-") {
                if let spec = entry?.spec, !word.contains("="), let option = spec.option(named: String(word.dropFirst(2))),
                    option.valueName != nil
                {
                    pending = option
                }
                continue
            }
            if entry == nil {
                if word == "help" { helpTopic = true }
                entry = CommandRegistry.command(named: word)
                if entry == nil, !helpTopic { return .words([]) }
                continue
            }
            if let group = entry, !group.subcommands.isEmpty {
                guard let subcommand = group.subcommand(named: word) else { return .words([]) }
                entry = subcommand
                continue
            }
            positionals += 1
        }
        if let option = pending { return values(of: option.completion, current: current) }
        guard let entry else {
            if current.hasPrefix("--color=") {
                return Self.matching(ColorChoice.allCases.map { .init(word: "--color=\($0.rawValue)") }, current)
            }
            if current.hasPrefix("-") { return Self.matching(Self.globalOptions, current) }
            return Self.matching(Self.commands(CommandRegistry.all), current)
        }
        if !entry.subcommands.isEmpty { return Self.matching(Self.commands(entry.subcommands), current) }
        if helpTopic { return .words([]) }
        if !optionsEnded, current.hasPrefix("--") {
            if let equals = current.firstIndex(of: "="),
                let option = entry.spec.option(named: String(current[current.index(current.startIndex, offsetBy: 2)..<equals]))
            {
                let prefix = String(current[...equals])
                let answer = values(of: option.completion, current: String(current[current.index(after: equals)...]))
                guard case .words(let candidates) = answer else { return answer }
                return .words(candidates.map { .init(word: prefix + $0.word, description: $0.description) })
            }
            let options = entry.spec.options.map { CompletionAnswer.Candidate(word: "--\($0.name)", description: $0.help) }
            return Self.matching(options + [.init(word: "--help", description: "show help")], current)
        }
        let arguments = entry.spec.arguments
        guard let argument = arguments.indices.contains(positionals)
            ? arguments[positionals] : arguments.last.flatMap({ $0.isRepeating ? $0 : nil })
        else { return .words([]) }
        return values(of: argument.completion, current: current)
    }

    private func values(of completion: ValueCompletion, current: String) -> CompletionAnswer {
        switch completion {
        case .none: .words([])
        case .files: .files
        case .fixed(let values): Self.matching(values.map { .init(word: $0) }, current)
        case .books: .words(bookCandidates(current))
        }
    }

    /// Ids starting with what was typed, each described by its title, and titles starting with
    /// it in any letter case, kept as typed so far so the shell's prefix still matches.
    private func bookCandidates(_ current: String) -> [CompletionAnswer.Candidate] {
        let typed = current.hasPrefix("#") ? String(current.dropFirst()) : current
        let lowered = typed.lowercased()
        var candidates: [CompletionAnswer.Candidate] = []
        var titles: [CompletionAnswer.Candidate] = []
        for book in books() {
            let title = book.title.shownName
            if String(book.id).hasPrefix(typed) {
                candidates.append(.init(word: (current.hasPrefix("#") ? "#" : "") + String(book.id), description: title))
            }
            if !typed.isEmpty, !current.hasPrefix("#"), title.lowercased().hasPrefix(lowered) {
                titles.append(.init(word: typed + title.dropFirst(typed.count), description: "#\(book.id)"))
            }
        }
        return candidates + titles
    }

    private static func commands(_ entries: [CommandEntry]) -> [CompletionAnswer.Candidate] {
        entries.flatMap { entry in
            ([entry.spec.name] + entry.spec.aliases).map { CompletionAnswer.Candidate(word: $0, description: entry.spec.summary) }
        }
    }

    private static func matching(_ candidates: [CompletionAnswer.Candidate], _ current: String) -> CompletionAnswer {
        .words(candidates.filter { $0.word.hasPrefix(current) })
    }
}
