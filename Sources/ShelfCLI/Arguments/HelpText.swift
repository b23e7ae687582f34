/// The help screens: the command list, and one command's usage, options and example.
enum HelpText {
    static let version = "shelf 0.1.0"

    static func overview() -> String {
        let width = CommandRegistry.all.map(\.spec.name.count).max() ?? 0
        var lines = [
            "shelf — your reading lists, progress and vocabulary, in the terminal.",
            "",
            "usage: shelf [--offline] [--color=auto|always|never] [--no-pager] COMMAND [ARGUMENTS]",
            "",
            "Commands:",
        ]
        for entry in CommandRegistry.all {
            lines.append("  \(entry.spec.name.padded(to: width))  \(entry.spec.summary)")
            lines.append("  \(String(repeating: " ", count: width))  e.g. shelf \(entry.spec.example)")
        }
        lines += [
            "",
            "BOOK is a local id (12 or #12), an ISBN, or part of the title.",
            "Global options: --offline (use only cached network data), --color=WHEN, --no-pager, --help, --version.",
            "Data: $SHELF_HOME/library.sqlite (else $XDG_DATA_HOME/shelf, else ~/.local/share/shelf).",
            "Run `shelf help COMMAND` for a command's options.",
        ]
        return lines.joined(separator: "\n")
    }

    /// A group's help: its summary and each subcommand with an example.
    static func group(_ entry: CommandEntry) -> String {
        let width = entry.subcommands.map(\.spec.name.count).max() ?? 0
        var lines = ["usage: shelf \(entry.spec.usage)", "", entry.spec.summary + ".", "", "Subcommands:"]
        for sub in entry.subcommands {
            lines.append("  \(sub.spec.name.padded(to: width))  \(sub.spec.summary)")
            lines.append("  \(String(repeating: " ", count: width))  e.g. shelf \(sub.spec.example)")
        }
        lines += ["", "Run `shelf help \(entry.spec.name) SUBCOMMAND` for its options.", "", "Example:", "  shelf \(entry.spec.example)"]
        return lines.joined(separator: "\n")
    }

    static func command(_ spec: CommandSpec) -> String {
        var lines = ["usage: shelf \(spec.usage)", "", spec.summary + "."]
        if let details = spec.details { lines += ["", details] }
        if !spec.options.isEmpty {
            lines += ["", "Options:"]
            let labels = spec.options.map { option in
                "--\(option.name)" + (option.valueName.map { " \($0)" } ?? "")
            }
            let width = labels.map(\.count).max() ?? 0
            for (label, option) in zip(labels, spec.options) {
                lines.append("  \(label.padded(to: width))  \(option.help)")
            }
        }
        if !spec.aliases.isEmpty { lines += ["", "Also: " + spec.aliases.joined(separator: ", ")] }
        lines += ["", "Example:", "  shelf \(spec.example)"]
        return lines.joined(separator: "\n")
    }
}
