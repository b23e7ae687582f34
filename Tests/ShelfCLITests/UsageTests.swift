import Foundation
import Testing

/// Help, version and usage errors: help and version on stdout with exit 0; a command line of
/// the wrong shape is named, with that command's usage line, and exit 2.
final class UsageTests {
    let shelf: ShelfProcess

    init() throws {
        shelf = try ShelfProcess()
    }

    deinit {
        shelf.cleanUp()
    }

    static let commands = ["search", "add", "list", "show", "log", "start", "finish", "move", "history", "undo", "edit", "tag", "untag", "shelves", "review", "note", "rm", "refresh", "vocab", "study", "import", "export", "cache", "stats", "goal", "today", "completions", "man"]

    @Test func helpListsEveryCommandWithAnExample() throws {
        for arguments in [["--help"], ["-h"], ["help"], []] {
            let help = try shelf.expectSuccess(arguments)
            #expect(help.hasPrefix("shelf — "))
            for command in Self.commands {
                #expect(help.contains("\n  \(command) "), "\(command) missing from \(arguments)")
            }
            #expect(help.components(separatedBy: "e.g. shelf ").count - 1 == Self.commands.count)
        }
        #expect(!FileManager.default.fileExists(atPath: shelf.libraryFile.path), "help must not create the library")
    }

    @Test(arguments: commands)
    func eachCommandHasHelp(command: String) throws {
        let viaHelp = try shelf.expectSuccess(["help", command])
        #expect(viaHelp.hasPrefix("usage: shelf \(command)"))
        #expect(viaHelp.contains("Example:\n  shelf \(command)"))
        #expect(try shelf.expectSuccess([command, "--help"]) == viaHelp)
        #expect(try shelf.expectSuccess([command, "-h"]) == viaHelp)
    }

    @Test func versionIsPrinted() throws {
        for flag in ["--version", "-V", "version"] {
            let version = try shelf.expectSuccess([flag])
            #expect(version.wholeMatch(of: /shelf \d+\.\d+\.\d+\n/) != nil, "\(version)")
        }
    }

    @Test(arguments: [
        (["frobnicate"], "COMMAND"),
        (["help", "frobnicate"], "COMMAND"),
        (["list", "--bogus"], "list"),
        (["list", "reading", "read"], "list"),
        (["add"], "add"),
        (["add", "--author", "Someone"], "add"),
        (["add", "--title"], "add"),
        (["add", "--title", "A", "--title", "B"], "add"),
        (["add", "--title", "A", "--json=yes"], "add"),
        (["show"], "show"),
        (["log", "1"], "log"),
        (["log", "1", "2", "3"], "log"),
        (["log", "1", "2", "--at"], "log"),
        (["move", "1"], "move"),
        (["start"], "start"),
        (["finish", "1", "2"], "finish"),
        (["edit", "1"], "edit"),
        (["edit"], "edit"),
        (["rm"], "rm"),
        (["rm", "1", "--force"], "rm"),
        // After `--`, `--offline` is a positional word, not the global option.
        (["show", "1", "--", "--offline"], "show"),
        (["help", "vocab", "nosuch"], "vocab"),
        (["help", "list", "--bogus"], "COMMAND"),
        (["help", "list", "reading"], "COMMAND"),
        (["help", "vocab", "add", "dune"], "COMMAND"),
        (["help", "vocab", "--bogus"], "COMMAND"),
        (["vocab", "add", "dune", "happy", "--bogus"], "vocab add"),
        (["add", "--title", "--pages", "300"], "add"),
        (["vocab", "add", "--global"], "vocab add"),
        (["vocab", "add", "dune"], "vocab add"),
        (["export", "--output", ""], "export"),
        (["completions", "tcsh"], "completions"),
        (["--version", "--bogus"], "COMMAND"),
        (["-V", "list"], "COMMAND"),
        (["list", "--help", "--bogus"], "list"),
        (["vocab", "add", "--bogus", "--help"], "vocab add"),
    ])
    func theWrongShapeIsAUsageError(arguments: [String], usage: String) throws {
        try shelf.add(["--title", "Dune"])
        try shelf.expectUsageError(arguments, usage: usage)
    }

    @Test func aMissingArgumentIsNamed() throws {
        let missingPage = try shelf.run(["log", "1"])
        #expect(missingPage.status == 2)
        #expect(missingPage.stderr.hasPrefix("shelf: missing PAGE|+PAGES|PERCENT%\nusage: shelf log "))
        let unknown = try shelf.run(["vocab", "add", "dune", "happy", "--bogus"])
        #expect(unknown.stderr.hasPrefix("shelf: unknown option --bogus for `vocab add`\n"))
        // A value that is one of the command's options is a forgotten value; `=` says it is meant.
        let forgotten = try shelf.run(["add", "--title", "--pages", "300"])
        #expect(forgotten.stderr.hasPrefix("shelf: --title needs a value (TITLE) before --pages — write --title=--pages if that is the value\n"))
        #expect(try shelf.run(["add", "--title=--pages", "--pages", "300"]).status == 0)
        let global = try shelf.run(["--bogus", "list"])
        #expect(global.status == 2)
        #expect(global.stderr.hasPrefix("shelf: unknown option --bogus — give the command first, like shelf list --json\n"))
        #expect(try shelf.expectSuccess(["help", "help"]).hasPrefix("shelf — "))
        #expect(try shelf.run(["vocab", "add", "--global"]).stderr.hasPrefix("shelf: missing WORD\n"))
        #expect(try shelf.run(["vocab", "add", "--global", "dune", "happy"]).stderr.hasPrefix("shelf: with --global give one WORD and no BOOK\n"))
        #expect(try shelf.run(["list", "bogus"]).stderr == "shelf: \"bogus\" is not a list — use to-read, reading, read, dnf or all\n")
    }

    @Test(arguments: [
        (["lsit"], "shelf: unknown command \"lsit\" — did you mean \"list\"?", "COMMAND"),
        (["help", "imoprt"], "shelf: unknown command \"imoprt\" — did you mean \"import\"?", "COMMAND"),
        (["vocab", "lsit"], "shelf: unknown subcommand \"lsit\" of `vocab` — did you mean \"list\"?", "vocab"),
        (["cache", "prun"], "shelf: unknown subcommand \"prun\" of `cache` — did you mean \"prune\"?", "cache"),
        (["list", "--jsno"], "shelf: unknown option --jsno for `list` — did you mean --json?", "list"),
        (["vocab", "add", "dune", "happy", "--pgae", "3"], "shelf: unknown option --pgae for `vocab add` — did you mean --page?", "vocab add"),
        (["list", "--colour=always"], "shelf: unknown option --colour for `list` — did you mean --color?", "list"),
        (["--colour=always", "list"], "shelf: unknown option --colour=always — did you mean --color?", "COMMAND"),
        (["vocab", "--colour", "list"], "shelf: unknown option --colour for `vocab` — did you mean --color?", "vocab"),
        (["cache", "--json", "info"], "shelf: unknown option --json for `cache` — give the subcommand first, like shelf cache info --json", "cache"),
        (["vocab", "--json"], "shelf: unknown option --json for `vocab` — give the subcommand first, like shelf vocab add --help", "vocab"),
        (["frobnicate"], "shelf: unknown command \"frobnicate\"", "COMMAND"),
    ])
    func aSlipNamesWhatWasMeant(arguments: [String], message: String, usage: String) throws {
        let lines = try shelf.expectUsageError(arguments, usage: usage)
        #expect(lines.first == message)
    }

    @Test func helpWrapsAtWordsToTheWindowOrEightyColumns() throws {
        let result = try shelf.run(["help", "import"], environment: ["COLUMNS": "40"])
        #expect(result.status == 0)
        let piped = result.stdout
        let lines = piped.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
        // The details paragraph fills its lines: wrapped, not left as one long line.
        #expect(lines.filter { $0.count > 70 }.count >= 5)
        for line in lines where line.hasPrefix("usage:") || line.hasPrefix("    [") {
            // An option and its value stay together.
            #expect(!line.hasSuffix("[--format") && !line.hasSuffix("[--shelf-map"), "\(line)")
        }
        #expect(piped.contains("Arguments:\n  FILE"))
        #expect(piped.contains("Options:\n  --format goodreads|storygraph|json|kindle|koreader"))
        #expect(piped.contains("Example:\n  shelf import "))
    }

    @Test(arguments: ["log", "show", "vocab show", "rm", "study"])
    func helpSaysWhatBookAndWordAccept(command: String) throws {
        let help = try shelf.expectSuccess(["help"] + command.split(separator: " ").map(String.init))
        let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.contains("a local id (12 or #12), an ISBN, or part of the title"), "\(help)")
        if command.hasPrefix("vocab") {
            #expect(flat.contains("WORD a word as you added it"), "\(help)")
        }
    }
}
