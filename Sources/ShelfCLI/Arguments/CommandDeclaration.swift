/// Everything a command accepts and says about itself, in one place: from it come the parser's
/// checks, the usage line, `--help`, completions and the man page.
///
/// `Command` is left unconstrained here (`parse` asks for `ParsableCommand`): the registry builds
/// every command's declaration at each start, and the runtime checks a type's constraints when it
/// first makes its metadata, each check a scan of every conformance in the binary — some 180,000
/// instructions per command, 40% of `shelf show`.
struct CommandDeclaration<Command>: Sendable {
    let spec: CommandSpec
    private let arguments: [ArgumentDeclaration<Command>]
    private let options: [OptionDeclaration<Command>]

    init(
        _ name: String, group: String? = nil, aliases: [String] = [], summary: String, example: String,
        details: String? = nil, arguments: [ArgumentDeclaration<Command>] = [], options: [OptionDeclaration<Command>] = []
    ) {
        spec = CommandSpec(
            name: name, group: group, aliases: aliases, summary: summary, example: example,
            arguments: arguments.map(\.spec), options: options.map(\.spec), details: details)
        self.arguments = arguments
        self.options = options
    }

}

extension CommandDeclaration where Command: ParsableCommand {
    /// The command with `words` (what follows its name) read into it and validated.
    func parse(_ words: [String]) throws(CLIError) -> Command {
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
