/// A command as the dispatcher sees it: its spec and the function that runs it.
struct CommandEntry: Sendable {
    var spec: CommandSpec
    var run: @Sendable (ParsedArguments, Context) throws -> Void
}
