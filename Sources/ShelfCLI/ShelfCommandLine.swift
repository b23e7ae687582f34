import Foundation
import Library

/// The entry point behind the `shelf` executable: parses the command line, runs one command, and
/// turns every failure into one line on stderr and an exit status (2 usage, 1 refused, 0 done).
public enum ShelfCommandLine {
    /// Runs shelf with `arguments` (without the program name) and returns the exit status.
    public static func run(arguments: [String], environment: [String: String]) -> Int32 {
        // `--offline` is global and may stand anywhere before `--`; after `--` it is a word the
        // user means (a title, a search), so it is left in place there.
        let optionsEnd = arguments.firstIndex(of: "--") ?? arguments.endIndex
        let offline = arguments[..<optionsEnd].contains("--offline")
        let arguments = arguments[..<optionsEnd].filter { $0 != "--offline" } + arguments[optionsEnd...]

        guard let name = arguments.first else {
            print(HelpText.overview())
            return 0
        }
        var rest = Array(arguments.dropFirst())
        switch name {
        case "--help", "-h", "help":
            guard let topic = rest.first else {
                print(HelpText.overview())
                return 0
            }
            if ["help", "--help", "-h"].contains(topic) {
                print(HelpText.overview())
                return 0
            }
            guard let entry = CommandRegistry.command(named: topic) else {
                return usageFailure("unknown command \"\(topic.terminalSafe)\"", spec: nil)
            }
            if let subname = rest.dropFirst().first, !entry.subcommands.isEmpty {
                guard let subcommand = entry.subcommand(named: subname) else {
                    return usageFailure("unknown subcommand \"\(subname)\" of `\(topic)`", spec: entry.spec)
                }
                print(HelpText.command(subcommand.spec))
            } else {
                print(entry.subcommands.isEmpty ? HelpText.command(entry.spec) : HelpText.group(entry))
            }
            return 0
        case "--version", "-V", "version":
            print(HelpText.version)
            return 0
        default:
            break
        }
        guard var entry = CommandRegistry.command(named: name) else {
            // Only --offline, --help and --version come before the command.
            if name.hasPrefix("-") {
                return usageFailure("unknown option \(name.terminalSafe) — give the command first, like shelf list --json", spec: nil)
            }
            return usageFailure("unknown command \"\(name.terminalSafe)\"", spec: nil)
        }
        if !entry.subcommands.isEmpty {
            guard let subname = rest.first, !["--help", "-h", "help"].contains(subname) else {
                if rest.isEmpty { return usageFailure("missing subcommand", spec: entry.spec) }
                print(HelpText.group(entry))
                return 0
            }
            guard let subcommand = entry.subcommand(named: subname) else {
                return usageFailure("unknown subcommand \"\(subname)\" of `\(name)`", spec: entry.spec)
            }
            entry = subcommand
            rest.removeFirst()
        }
        let options = rest.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") {
            print(HelpText.command(entry.spec))
            return 0
        }
        var context: Context?
        do {
            let parsed = try ParsedArguments(rest, spec: entry.spec)
            let created = try Context(environment: environment, offline: offline)
            context = created
            try entry.run(parsed, created)
            created.console.flush()
            return 0
        } catch CLIError.usage(let message, let spec) {
            context?.console.flush()
            return usageFailure(message, spec: spec)
        } catch {
            context?.console.flush()
            let message: String
            switch error {
            case CLIError.failure(let text): message = text
            default: message = "\(error)"
            }
            writeError("shelf: \(message.terminalSafe)")
            return 1
        }
    }

    private static func usageFailure(_ message: String, spec: CommandSpec?) -> Int32 {
        let usage = spec.map { "usage: shelf \($0.usage)" } ?? "usage: shelf COMMAND [ARGUMENTS] — see `shelf --help`"
        writeError("shelf: \(message.terminalSafe)\n\(usage)")
        return 2
    }

    private static func writeError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
