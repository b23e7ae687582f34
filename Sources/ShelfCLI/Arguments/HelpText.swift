/// The help screens, made from the commands' declarations and fitted to `width` columns: the
/// command list, a group's subcommands, and one command's usage, arguments, options and example.
struct HelpText {
    static let version = "shelf 0.1.0"

    /// The columns to fit: the terminal's, or 80 when printing to a pipe or file.
    var width: Int

    init(console: Console) {
        width = console.isTerminal ? max(console.width, 20) : 80
    }

    init(width: Int) {
        self.width = width
    }

    func overview() -> String {
        var lines = wrapped("shelf — your reading lists, progress and vocabulary, in the terminal.")
        lines.append("")
        lines += WrappedText.lines(
            words: ["usage:", "shelf", "[--offline]", "[--color=auto|always|never]", "[--no-pager]", "COMMAND", "[ARGUMENTS]"],
            width: width, rest: "    ")
        lines += ["", "Commands:"]
        lines += commandList(CommandRegistry.all)
        lines.append("")
        lines += wrapped("BOOK is \(ArgumentForms.book).")
        lines += wrapped("Global options: --offline (use only cached network data), --color=WHEN, --no-pager, --help, --version.")
        lines += wrapped("Data: $SHELF_HOME/library.sqlite (else $XDG_DATA_HOME/shelf, else ~/.local/share/shelf).")
        lines += wrapped("Run `shelf help COMMAND` for a command's options.")
        return lines.joined(separator: "\n")
    }

    /// A group's help: its summary and each subcommand with an example.
    func group(_ entry: CommandEntry) -> String {
        var lines = usage(entry.spec)
        lines += [""] + wrapped(entry.spec.summary + ".") + ["", "Subcommands:"]
        lines += commandList(entry.subcommands)
        lines += [""] + wrapped("Run `shelf help \(entry.spec.name) SUBCOMMAND` for its options.")
        lines += ["", "Example:"] + wrapped("shelf \(entry.spec.example)", first: "  ", rest: "    ")
        return lines.joined(separator: "\n")
    }

    func command(_ spec: CommandSpec) -> String {
        var lines = usage(spec)
        lines += [""] + wrapped(spec.summary + ".")
        if let details = spec.details { lines += [""] + wrapped(details) }
        if !spec.arguments.isEmpty {
            lines += ["", "Arguments:"]
            lines += WrappedText.table(spec.arguments.map { ($0.name, $0.help) }, width: width)
        }
        if !spec.options.isEmpty {
            lines += ["", "Options:"]
            lines += WrappedText.table(spec.options.map { ($0.label, $0.help) }, width: width)
        }
        if !spec.aliases.isEmpty { lines += [""] + wrapped("Also: " + spec.aliases.joined(separator: ", ")) }
        lines += ["", "Example:"] + wrapped("shelf \(spec.example)", first: "  ", rest: "    ")
        return lines.joined(separator: "\n")
    }

    /// Each command's name and summary, with an example under it.
    private func commandList(_ entries: [CommandEntry]) -> [String] {
        let nameWidth = entries.map(\.spec.name.count).max() ?? 0
        let hanging = String(repeating: " ", count: nameWidth + 4)
        var lines: [String] = []
        for entry in entries {
            lines += WrappedText.lines(
                entry.spec.summary, width: width, first: "  \(entry.spec.name.padded(to: nameWidth))  ", rest: hanging)
            lines += WrappedText.lines("e.g. shelf \(entry.spec.example)", width: width, first: hanging, rest: hanging + "  ")
        }
        return lines
    }

    private func usage(_ spec: CommandSpec) -> [String] {
        WrappedText.lines(words: ["usage:", "shelf"] + spec.usageParts, width: width, rest: "    ")
    }

    private func wrapped(_ text: String, first: String = "", rest: String = "") -> [String] {
        WrappedText.lines(text, width: width, first: first, rest: rest)
    }
}
