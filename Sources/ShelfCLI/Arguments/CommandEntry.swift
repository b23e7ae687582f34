/// A command as the dispatcher sees it: its names, its spec and how to read a command line into
/// it, or, for a group like `shelf vocab`, the subcommands the next word chooses between.
struct CommandEntry: Sendable {
    /// The name typed to run it.
    let name: String
    /// Other names that run it.
    let aliases: [String]
    /// Makes the spec: only the command that runs, or one being described, needs it.
    private let describe: @Sendable () -> CommandSpec
    /// Reads and validates the words after the command's name, and gives back what runs it.
    let prepare: @Sendable ([String]) throws(CLIError) -> (Context) throws -> Void
    var subcommands: [CommandEntry] = []

    /// A command that runs directly.
    init<Command: ParsableCommand>(_ command: Command.Type) {
        name = Command.declaration.name
        aliases = Command.declaration.aliases
        // The closures read the declaration when called rather than holding a copy: a copy in
        // each of the registry's entries had the runtime make the metadata of every
        // `CommandDeclaration<Command>`, 0.16 M instructions a command.
        describe = { Command.declaration.spec }
        prepare = { words throws(CLIError) in
            let parsed = try Command.declaration.parse(words)
            return { context in try parsed.run(context) }
        }
    }

    /// A group whose first argument names one of `subcommands`.
    init(group spec: CommandSpec, subcommands: [CommandEntry]) {
        var spec = spec
        spec.subcommands = subcommands.map(\.name)
        name = spec.name
        aliases = spec.aliases
        describe = { [spec] in spec }
        prepare = { _ throws(CLIError) in { _ in } }
        self.subcommands = subcommands
    }

    /// What it accepts and how it explains itself.
    var spec: CommandSpec {
        describe()
    }

    /// True when `word` is its name or one of its aliases.
    func answers(to word: String) -> Bool {
        name == word || aliases.contains(word)
    }

    /// The subcommand called `name` or one of its aliases.
    func subcommand(named name: String) -> CommandEntry? {
        subcommands.first { $0.answers(to: name) }
    }

    /// Every name the subcommands answer to, for "did you mean".
    var subcommandNames: [String] {
        subcommands.flatMap { [$0.name] + $0.aliases }
    }
}
