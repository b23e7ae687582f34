/// A command as the dispatcher sees it: its spec and how to read a command line into it, or, for
/// a group like `shelf vocab`, the subcommands the next word chooses between.
struct CommandEntry: Sendable {
    var spec: CommandSpec
    /// Reads and validates the words after the command's name, and gives back what runs it.
    var prepare: @Sendable ([String]) throws(CLIError) -> (Context) throws -> Void
    var subcommands: [CommandEntry] = []

    /// A command that runs directly.
    init<Command: ParsableCommand>(_ command: Command.Type) {
        let declaration = Command.declaration
        spec = declaration.spec
        prepare = { words throws(CLIError) in
            let parsed = try declaration.parse(words)
            return { context in try parsed.run(context) }
        }
    }

    /// A group whose first argument names one of `subcommands`.
    init(group spec: CommandSpec, subcommands: [CommandEntry]) {
        self.spec = spec
        self.spec.subcommands = subcommands.map(\.spec.name)
        self.prepare = { _ throws(CLIError) in { _ in } }
        self.subcommands = subcommands
    }

    /// The subcommand called `name` or one of its aliases.
    func subcommand(named name: String) -> CommandEntry? {
        subcommands.first { $0.spec.name == name || $0.spec.aliases.contains(name) }
    }

    /// Every name the subcommands answer to, for "did you mean".
    var subcommandNames: [String] {
        subcommands.flatMap { [$0.spec.name] + $0.spec.aliases }
    }
}
