/// A command as the dispatcher sees it: its spec and the function that runs it, or, for a group
/// like `shelf vocab`, the subcommands the next word chooses between.
struct CommandEntry: Sendable {
    var spec: CommandSpec
    var run: @Sendable (ParsedArguments, Context) throws -> Void
    var subcommands: [CommandEntry] = []

    /// A command that runs directly.
    init(spec: CommandSpec, run: @escaping @Sendable (ParsedArguments, Context) throws -> Void) {
        self.spec = spec
        self.run = run
    }

    /// A group whose first argument names one of `subcommands`.
    init(group spec: CommandSpec, subcommands: [CommandEntry]) {
        self.spec = spec
        self.run = { _, _ in }
        self.subcommands = subcommands
    }

    /// The subcommand called `name` or one of its aliases.
    func subcommand(named name: String) -> CommandEntry? {
        subcommands.first { $0.spec.name == name || $0.spec.aliases.contains(name) }
    }
}
