/// shelf(1) in roff, made from the same declarations as help and completions: every command with
/// its arguments, options and example, then the environment, files and exit statuses. Only the
/// parts no declaration holds (the environment, files and statuses) come from `ManualText`.
enum ManPage {
    /// The page, ready for `man -l -`.
    static func page() -> String {
        var lines = [
            ".TH SHELF 1 \"\" \"\(text(HelpText.version))\" \"User Commands\"",
            // Left-aligned and unhyphenated, so usage lines and option names are never split.
            ".ad l",
            ".nh",
            ".SH NAME",
            "shelf \\- your reading lists, progress and vocabulary, in the terminal",
            ".SH SYNOPSIS",
            ".B shelf",
            "[\(option("offline"))] [\(option("source")) \\fICATALOGUE\\fR] [\(option("color"))=\\fIWHEN\\fR] [\(option("no-pager"))] \\fICOMMAND\\fR [\\fIARGUMENTS\\fR]",
            ".SH DESCRIPTION",
            text("shelf keeps books on to-read, reading, read and dnf lists, every page you log with its time, searches and adds books from Google Books and Open Library through a cache that works offline, and turns the words you meet into a study deck scheduled by FSRS."),
            ".PP",
            text("BOOK is \(ArgumentForms.book). WORD is \(ArgumentForms.word)."),
            ".PP",
            text("With no command, shelf shows today's reading once a library exists, and the command list before."),
            ".SH GLOBAL OPTIONS",
            text("They go anywhere before \u{2018}--\u{2019}."),
            ".TP", option("offline"), text("Use only cached network data."),
            ".TP", "\(option("source")) \\fICATALOGUE\\fR", text("google or openlibrary, for the commands that ask a catalogue (search, add, refresh)."),
            ".TP", "\(option("color"))[=\\fIWHEN\\fR]", text("auto (the default), always or never, as in git; bare --color is always."),
            ".TP", option("no-pager"), text("Never send long output through the pager."),
            ".TP", "\(option("help")), \\fB\\-h\\fR", text("Help for shelf, or for the command it follows."),
            ".TP", "\(option("version")), \\fB\\-V\\fR", text("The version."),
            ".SH COMMANDS",
        ]
        for entry in CommandRegistry.all {
            if entry.subcommands.isEmpty {
                lines += command(entry.spec)
            } else {
                lines += [".SS \(quoted(entry.spec.invocation))", text(entry.spec.summary + ".")]
                for subcommand in entry.subcommands { lines += command(subcommand.spec) }
            }
        }
        lines.append(".SH ENVIRONMENT")
        for variable in ManualText.environment { lines += [".TP", ".B \(variable.name)", text(variable.meaning)] }
        lines.append(".SH FILES")
        for file in ManualText.files { lines += [".TP", ".I \(text(file.path))", text(file.meaning)] }
        lines.append(".SH EXIT STATUS")
        for exit in ManualText.exitStatuses { lines += [".TP", ".B \(exit.status)", text(exit.meaning)] }
        lines += [
            ".SH SEE ALSO",
            text("shelf help COMMAND; shelf completions bash|zsh|fish; sqlite3(1)."),
        ]
        return lines.joined(separator: "\n")
    }

    /// One command: its name as a subsection, the usage line, summary, details, each argument and
    /// option as a tagged paragraph, other names, and the example.
    private static func command(_ spec: CommandSpec) -> [String] {
        var lines = [
            ".SS \(quoted("shelf " + spec.invocation))",
            ".PP",
            "\\fBshelf \(text(spec.invocation))\\fR "
                + spec.usageParts.dropFirst().map { text($0) }.joined(separator: " "),
            ".PP",
            text(spec.summary + "."),
        ]
        if let details = spec.details { lines += [".PP", text(details)] }
        for argument in spec.arguments {
            lines += [".TP", "\\fI\(text(argument.name))\\fR", text(argument.help)]
        }
        for declared in spec.options {
            let name = option(declared.name)
            let label = declared.valueName.map { "\(name) \\fI\(text($0))\\fR" } ?? name
            lines += [".TP", label + (declared.repeatable ? "..." : ""), text(declared.help)]
        }
        if !spec.aliases.isEmpty { lines += [".PP", text("Also: " + spec.aliases.joined(separator: ", ") + ".")] }
        lines += [".PP", "Example:", ".RS", ".nf", text("shelf " + spec.example), ".fi", ".RE"]
        return lines
    }

    /// An option in bold, its dashes as roff's minus signs so they can be searched and copied.
    private static func option(_ name: String) -> String {
        "\\fB\\-\\-\(text(name))\\fR"
    }

    /// A macro argument in double quotes, which roff's arguments cannot hold, made safe as text.
    private static func quoted(_ argument: String) -> String {
        "\"" + text(argument).replacingOccurrences(of: "\"", with: "\\(dq") + "\""
    }

    /// Text made safe for roff: backslashes escaped, hyphens as minus signs (they are mostly
    /// options, which a reader copies), a break point after bars and slashes, every character
    /// beyond ASCII as a `\[uXXXX]` escape (so the page needs no input encoding), and no line
    /// starting with a request's dot or quote.
    static func text(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            case "\n", "\t": escaped += " "
            // A list of values (`added|title|…`) or a path is one word to roff; after each bar
            // or slash it may break (`\:`, invisible where it does not), so a narrow window
            // needs no line wider than itself.
            case "|", "/": escaped += String(scalar) + "\\:"
            case _ where scalar.isASCII:
                // A control character would be read as part of a request; there are none in help.
                if scalar.value >= 0x20 && scalar.value != 0x7F { escaped.unicodeScalars.append(scalar) }
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}
