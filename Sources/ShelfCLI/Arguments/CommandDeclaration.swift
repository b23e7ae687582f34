/// Everything a command accepts and says about itself, in one place: from it come the parser's
/// checks, the usage line, `--help`, completions and the man page.
///
/// Every start reads each command's name to find the one typed, so the arguments and options
/// (generic values, key paths and closures, several thousand instructions per command for the
/// runtime to make) are made only when asked for: for the command that runs, or for help,
/// completions and the man page. `Command` is left unconstrained here (`parse` asks for
/// `ParsableCommand`): the runtime checks a type's constraints when it first makes its metadata,
/// each check a scan of every conformance in the binary.
struct CommandDeclaration<Command>: Sendable {
    /// The name typed to run the command.
    let name: String
    /// Other names that run it (e.g. `remove` for `rm`).
    let aliases: [String]
    private let group: String?
    private let summary: String
    private let example: String
    /// Made only when asked for, like the arguments: one command's is built from other values.
    private let details: @Sendable () -> String?
    private let arguments: @Sendable () -> [ArgumentDeclaration<Command>]
    private let options: @Sendable () -> [OptionDeclaration<Command>]

    init(
        _ name: String, group: String? = nil, aliases: [String] = [], summary: String, example: String,
        details: @autoclosure @escaping @Sendable () -> String? = nil, arguments: @autoclosure @escaping @Sendable () -> [ArgumentDeclaration<Command>] = [],
        options: @autoclosure @escaping @Sendable () -> [OptionDeclaration<Command>] = []
    ) {
        self.name = name
        self.group = group
        self.aliases = aliases
        self.summary = summary
        self.example = example
        self.details = details
        self.arguments = arguments
        self.options = options
    }

    /// What the command accepts and how it explains itself, made from the declarations each time
    /// it is asked for.
    var spec: CommandSpec {
        spec(arguments: arguments(), options: options())
    }

    private func spec(arguments: [ArgumentDeclaration<Command>], options: [OptionDeclaration<Command>]) -> CommandSpec {
        CommandSpec(
            name: name, group: group, aliases: aliases, summary: summary, example: example,
            arguments: arguments.map(\.spec), options: options.map(\.spec), details: details())
    }
}

extension CommandDeclaration where Command: ParsableCommand {
    /// The command with `words` (what follows its name) read into it and validated.
    func parse(_ words: [String]) throws(CLIError) -> Command {
        let arguments = arguments()
        let options = options()
        let spec = spec(arguments: arguments, options: options)
        let parsed = try ParsedArguments(words, spec: spec)
        var command = Command()
        for option in options {
            let values = parsed.values(of: option.spec.name)
            if !values.isEmpty { try option.fill(&command, values) }
        }
        // Optional arguments take words only when there are more than the required ones need,
        // each in declared order, so `[BOOK] WORD` given one word reads it as the WORD.
        var spare = parsed.positionals.count - spec.positionals.lowerBound
        var next = parsed.positionals.startIndex
        for argument in arguments {
            let taken: ArraySlice<String>
            if argument.spec.isRepeating {
                taken = parsed.positionals[next...]
            } else if argument.spec.isOptional {
                guard spare > 0 else { continue }
                spare -= 1
                taken = parsed.positionals[next..<next + 1]
            } else {
                taken = parsed.positionals[next..<next + 1]
            }
            next = taken.endIndex
            try argument.fill(&command, Array(taken))
        }
        try command.validate()
        return command
    }
}
