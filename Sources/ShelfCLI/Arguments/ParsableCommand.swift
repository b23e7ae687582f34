/// A command as shelf declares it, in the shape of swift-argument-parser: a value whose properties
/// hold what was typed, one `declaration` tying each property to its place on the command line,
/// then `validate()` before `run(_:)`. Parsing, the usage line, help, completions and the man page
/// all come from the declaration.
protocol ParsableCommand: SendableMetatype {
    /// The command before anything is read into it: every property at its default.
    init()

    /// The command's name, arguments, options and help.
    static var declaration: CommandDeclaration<Self> { get }

    /// Refuses combinations no single declaration states (`--title` with a QUERY), before the
    /// library or the network is opened.
    func validate() throws(CLIError)

    /// Does the work.
    func run(_ context: Context) throws
}

extension ParsableCommand {
    func validate() throws(CLIError) {}

    /// The command's description, for usage errors raised while it validates or runs.
    static var spec: CommandSpec { declaration.spec }

    /// A usage error of this command: the message with its usage line, exit status 2.
    static func usageError(_ message: String) -> CLIError {
        .usage(message, spec: spec)
    }
}
