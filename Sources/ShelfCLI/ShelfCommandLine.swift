import Essentials
import Foundation
import Library

/// The entry point behind the `shelf` executable: parses the command line, runs one command, and
/// turns every failure into one line on stderr and an exit status (2 usage, 1 refused, 0 done).
public enum ShelfCommandLine {
    /// The exit status after a reader closed the pipe early, as a shell reports a process that
    /// SIGPIPE ended (128 + 13): seen only where SIGPIPE is ignored and a write fails with EPIPE.
    static let brokenPipeStatus: Int32 = 141

    /// Runs shelf with `arguments` (without the program name) and returns the exit status.
    public static func run(arguments: [String], environment: [String: String]) -> Int32 {
        run(arguments: arguments, environment: environment, console: .standard(environment: environment))
    }

    /// Runs shelf with this process's own arguments and environment. An argument whose bytes are
    /// not UTF-8 (typed in another encoding, or a file name from one) is refused rather than
    /// stored with each bad byte made U+FFFD, as Swift's `CommandLine.arguments` would have it.
    public static func runThisProcess() -> Int32 {
        let environment = ProcessEnvironment.current()
        let invalid = (1..<Int(CommandLine.argc)).first { index in
            CommandLine.unsafeArgv[index].map { String(validatingCString: $0) == nil } ?? false
        }
        if let invalid {
            Console.standard(environment: environment).error(
                "shelf: argument \(invalid) is not UTF-8 text — type it again in UTF-8 (a terminal set to a UTF-8 locale, LANG=C.UTF-8, does)")
            return 1
        }
        return run(arguments: Array(CommandLine.arguments.dropFirst()), environment: environment)
    }

    /// Runs shelf printing on `console`, which a test may give to capture the output.
    static func run(arguments: [String], environment: [String: String], console: Console) -> Int32 {
        var changedLibrary = false
        let status = dispatch(arguments: arguments, environment: environment, console: console, changedLibrary: &changedLibrary)
        do {
            try console.finish()
        } catch {
            if error.isBrokenPipe { return brokenPipeStatus }
            // A command that failed already said why; its output failing too adds nothing.
            guard status == 0 else { return status }
            console.error(outputFailure(error, changedLibrary: changedLibrary))
            return 1
        }
        return status
    }

    /// The line for output that could not be written. The change a command made is committed
    /// before its report is printed, so when the report fails the reader is told the change
    /// stands, and how to take it back.
    private static func outputFailure(_ error: OutputError, changedLibrary: Bool) -> String {
        "shelf: cannot write the output — \(error.reason)"
            + (changedLibrary ? "; the change itself was made (shelf undo takes it back)" : "")
    }

    private static func dispatch(
        arguments: [String], environment: [String: String], console: Console, changedLibrary: inout Bool
    ) -> Int32 {
        let global: GlobalOptions
        do {
            global = try GlobalOptions(arguments)
        } catch {
            return usageFailure(console, error.message, spec: nil)
        }
        console.color(global.color, environment: environment)
        if global.paging, let pager = Pager.chosen(environment: environment) {
            console.page(with: pager, environment: environment)
        }
        let offline = global.offline
        var arguments = global.remaining
        // `--source CATALOGUE` may come before the command too (`shelf --source openlibrary search
        // dune`); it is handed to the command, which refuses it if it asks no catalogue.
        var leadingOptions: [String] = []
        while arguments.first == "--source", arguments.count >= 2 {
            leadingOptions += arguments.prefix(2)
            arguments.removeFirst(2)
        }

        guard let name = arguments.first else {
            // `shelf` alone glances at today once there is a library, and never creates one to do
            // so; a file where the library's folder should be is named as every command names it.
            let library = DataLocations(environment: environment).libraryFile
            if FileManager.default.fileExists(atPath: library.path)
                || PrivateDirectory.firstFile(onPathTo: library.deletingLastPathComponent()) != nil
            {
                return dispatch(arguments: [TodayCommand.declaration.name], environment: environment, console: console, changedLibrary: &changedLibrary)
            }
            console.line(HelpText(console: console).overview())
            return 0
        }
        var rest = Array(arguments.dropFirst())
        let help = HelpText(console: console)
        switch name {
        case "--help", "-h", "help":
            guard let topic = rest.first, !["help", "--help", "-h"].contains(topic) else {
                console.line(help.overview())
                return 0
            }
            guard let entry = CommandRegistry.command(named: topic) else {
                return unknownCommand(topic, console: console)
            }
            var shown = entry
            var words = rest.dropFirst()
            if let subname = words.first, !entry.subcommands.isEmpty, !subname.hasPrefix("-") {
                guard let subcommand = entry.subcommand(named: subname) else {
                    return unknownSubcommand(subname, of: entry, console: console)
                }
                shown = subcommand
                words = words.dropFirst()
            }
            if let extra = words.first {
                let asked = rest.prefix(rest.count - words.count).joined(separator: " ")
                return usageFailure(console, "help takes a command name, not \(extra.quotedInMessage) — run shelf help \(asked)", spec: nil)
            }
            console.line(shown.subcommands.isEmpty ? help.command(shown.spec) : help.group(shown))
            return 0
        case "--version", "-V", "version":
            if let extra = rest.first {
                return usageFailure(console, "\(name) takes nothing after it, not \(extra.quotedInMessage) — run shelf --version alone", spec: nil)
            }
            console.line(HelpText.version)
            return 0
        default:
            break
        }
        guard var entry = CommandRegistry.command(named: name) else {
            // Only --offline, --source, --help and --version come before the command.
            if name.hasPrefix("-") {
                let typed = String(name.drop { $0 == "-" }.prefix { $0 != "=" })
                let hint = ChoiceText.didYouMean(typed, among: GlobalOptions.names + ["source", "help", "version"]) { "--\($0)" }
                return usageFailure(
                    console, "unknown option \(name.terminalSafe)" + (hint.isEmpty ? " — give the command first, like shelf list --json" : hint),
                    spec: nil)
            }
            return unknownCommand(name, console: console)
        }
        if !entry.subcommands.isEmpty {
            guard let subname = rest.first, !["--help", "-h", "help"].contains(subname) else {
                if rest.isEmpty { return usageFailure(console, "missing subcommand", spec: entry.spec) }
                console.line(help.group(entry))
                return 0
            }
            guard let subcommand = entry.subcommand(named: subname) else {
                return unknownSubcommand(
                    subname, of: entry, typedLater: rest.first { entry.subcommand(named: $0) != nil }, console: console)
            }
            entry = subcommand
            rest.removeFirst()
        }
        rest = leadingOptions + rest
        let options = rest.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") {
            // Help is shown whatever else was typed, except an option the command does not have:
            // that is a slip to name, as it would be without --help.
            let unknown = options.first { word in
                word.hasPrefix("--") && word != "--help" && entry.spec.option(named: String(word.dropFirst(2).prefix { $0 != "=" })) == nil
            }
            if let unknown {
                return usageFailure(console, "unknown option \(unknown.terminalSafe) for `\(entry.spec.invocation)`", spec: entry.spec)
            }
            console.line(help.command(entry.spec))
            return 0
        }
        do {
            let run = try entry.prepare(rest)
            let context = try Context(environment: environment, offline: offline, console: console)
            context.commandLine = arguments.map(Self.shellWord).concatenated(separator: " ")
            defer { changedLibrary = context.changedLibrary }
            try run(context)
            return 0
        } catch CLIError.usage(let message, let spec) {
            return usageFailure(console, message, spec: spec)
        } catch CLIError.declined(let message) {
            console.line(message)
            return 1
        } catch let error as OutputError {
            // Rethrown by a command that streams; `run` reports a failure of what was only
            // buffered. A pager quit before the end is the reader done, no failure.
            if error.isBrokenPipe { return console.isPaging ? 0 : brokenPipeStatus }
            console.error(outputFailure(error, changedLibrary: changedLibrary))
            return 1
        } catch {
            console.flush()
            console.error("shelf: \(UserMessage.line(for: error).terminalSafe)")
            return 1
        }
    }

    private static func unknownCommand(_ name: String, console: Console) -> Int32 {
        let suggestion = ChoiceText.didYouMean(name, among: CommandRegistry.names)
        return usageFailure(console, "unknown command \(name.quotedInMessage)\(suggestion)", spec: nil)
    }

    /// `typedLater` is a subcommand of `group` typed after the unknown word, which the hint then names.
    private static func unknownSubcommand(
        _ name: String, of group: CommandEntry, typedLater: String? = nil, console: Console
    ) -> Int32 {
        if name.hasPrefix("-") {
            // Only the options every command has may come before the subcommand; a slip in one is
            // named as it is after a command.
            let typed = String(name.drop { $0 == "-" }.prefix { $0 != "=" })
            let hint = ChoiceText.didYouMean(typed, among: GlobalOptions.names) { "--\($0)" }
            let example = (typedLater.map { "\($0) \(name.terminalSafe)" } ?? group.subcommandNames.first.map { "\($0) --help" })
                .map { " — give the subcommand first, like shelf \(group.spec.name) \($0)" } ?? ""
            return usageFailure(
                console, "unknown option \(name.terminalSafe) for `\(group.spec.name)`" + (hint.isEmpty ? example : hint), spec: group.spec)
        }
        let suggestion = ChoiceText.didYouMean(name, among: group.subcommandNames)
        return usageFailure(
            console, "unknown subcommand \(name.quotedInMessage) of `\(group.spec.name)`\(suggestion)", spec: group.spec)
    }

    /// `argument` as a shell reads it back: as it is when it holds only characters no shell treats
    /// specially, else in single quotes (a quote in it as `'\''`), or in bash's `$'…'` when it
    /// holds a control or invisible character (`isTerminalControl`). `undo` shows the command line a
    /// change was made by, which can then be typed again, and a title in it is not wrapped in the
    /// double quotes the message puts around the whole line.
    static func shellWord(_ argument: String) -> String {
        let plain = !argument.isEmpty && argument.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "_@%+=:,./-".unicodeScalars.contains($0)
        }
        if plain { return argument }
        // A control or invisible character (a newline, a direction override) would be cleaned
        // out of the printed line, so such an argument is written in bash's `$'…'` form, each of
        // them as an escape: `\xHH` below 0x80, else `\uHHHH` (a C1 control's `\x9b` would be a
        // lone byte, not the character).
        guard argument.unicodeScalars.contains(where: \.isTerminalControl) else {
            return "'" + argument.replacing("'", with: "'\\''") + "'"
        }
        var escaped = "$'"
        for scalar in argument.unicodeScalars {
            switch scalar {
            case "\\", "'": escaped += "\\" + String(scalar)
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case _ where scalar.isTerminalControl:
                let hex = String(scalar.value, radix: 16)
                escaped += scalar.value < 0x80
                    ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                    : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "'"
    }

    private static func usageFailure(_ console: Console, _ message: String, spec: CommandSpec?) -> Int32 {
        let usage = spec.map { ["usage:", "shelf"] + $0.usageParts }
            ?? ["usage:", "shelf", "COMMAND", "[ARGUMENTS]", "—", "see", "`shelf", "--help`"]
        console.flush()
        console.error("shelf: \(message.terminalSafe)", usage: usage)
        return 2
    }
}
