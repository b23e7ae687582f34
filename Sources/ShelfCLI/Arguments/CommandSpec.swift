/// What a command accepts and how it explains itself, read from its declaration: the parser,
/// the usage line, help, completions and the man page all read this one description, so none of
/// them can disagree with what is parsed.
struct CommandSpec: Sendable {
    /// An option or flag a command accepts.
    struct Option: Sendable {
        /// The long name without dashes, e.g. `title` for `--title`.
        var name: String
        /// The placeholder for its value, or nil for a flag that takes none.
        var valueName: String?
        var help: String
        var repeatable = false
        /// What a shell may offer for its value.
        var completion: ValueCompletion = .none

        /// `--title TITLE`, or `--json` for a flag.
        var label: String {
            "--\(name)" + (valueName.map { " \($0)" } ?? "")
        }
    }

    /// A positional argument, in the order they are typed.
    struct Argument: Sendable {
        /// The placeholder, like `BOOK` or `PAGE|+PAGES|PERCENT%`.
        var name: String
        var help: String
        /// Left out when fewer words are given than there are arguments.
        var isOptional = false
        /// Takes every remaining word (a search's QUERY; at least one unless it is optional too).
        var isRepeating = false
        var completion: ValueCompletion = .none

        /// `BOOK`, `[LIST]` or `[QUERY]...` as the usage line shows it.
        var usage: String {
            let shown = isOptional ? "[\(name)]" : name
            return isRepeating ? shown + "..." : shown
        }
    }

    var name: String
    /// The group the command belongs to (`vocab` for `vocab add`), or nil for a top-level command.
    var group: String?
    /// Other names that run this command (e.g. `remove` for `rm`).
    var aliases: [String] = []
    /// One line for the command list.
    var summary: String
    /// A real example after `shelf `.
    var example: String
    var arguments: [Argument] = []
    var options: [Option] = []
    /// Longer explanation for `shelf help COMMAND`, if any.
    var details: String?
    /// For a group like `vocab`, the names of its subcommands; empty for a command that runs.
    var subcommands: [String] = []

    func option(named name: String) -> Option? {
        options.first { $0.name == name }
    }

    /// The command as typed: `log`, or `vocab add`.
    var invocation: String {
        group.map { "\($0) \(name)" } ?? name
    }

    /// How many positional words it takes at least and at most.
    var positionals: ClosedRange<Int> {
        let required = arguments.filter { !$0.isOptional }.count
        let most = arguments.contains(where: \.isRepeating) ? Int.max : arguments.count
        return required...most
    }

    /// The usage line after `shelf `, made from the arguments and options in their declared
    /// order, in the pieces a line may break between: the command, each argument, each option
    /// with its value.
    var usageParts: [String] {
        if !subcommands.isEmpty { return [invocation, subcommands.joined(separator: "|"), "…"] }
        return [invocation] + arguments.map(\.usage) + options.map { "[\($0.label)]" + ($0.repeatable ? "..." : "") }
    }
}
