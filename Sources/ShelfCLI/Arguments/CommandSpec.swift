/// What a command accepts and how it explains itself; the parser and the help both read it,
/// so usage lines and validation never disagree.
struct CommandSpec: Sendable {
    /// An option or flag a command accepts.
    struct Option: Sendable {
        /// The long name without dashes, e.g. `title` for `--title`.
        var name: String
        /// The placeholder for its value, or nil for a flag that takes none.
        var valueName: String?
        var help: String
        var repeatable = false
    }

    var name: String
    /// Other names that run this command (e.g. `remove` for `rm`).
    var aliases: [String] = []
    /// One line for the command list.
    var summary: String
    /// The usage line after `shelf `.
    var usage: String
    /// A real example after `shelf `.
    var example: String
    var options: [Option] = []
    /// How many positional arguments it takes at least and at most.
    var positionals: ClosedRange<Int> = 0...0
    /// Longer explanation for `shelf help COMMAND`, if any.
    var details: String?

    func option(named name: String) -> Option? {
        options.first { $0.name == name }
    }

    /// The command as typed, from the start of the usage line: `log`, or `vocab add`.
    var invocation: String {
        usage.split(separator: " ").prefix { $0.allSatisfy(\.isLowercase) }.joined(separator: " ")
    }

    /// The placeholders of the positional arguments in the usage line (`BOOK`, `PAGE|+PAGES|…`),
    /// so a missing one can be named.
    var positionalNames: [String] {
        usage.split(separator: " ").dropFirst(invocation.split(separator: " ").count)
            .prefix { !$0.hasPrefix("[") && !$0.hasPrefix("-") && $0 != "|" }
            .map(String.init)
    }
}
