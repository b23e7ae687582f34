import Foundation
@testable import ShelfCLI
import Testing

/// The console on its own and commands rendered in-process: what a terminal gets that a pipe does
/// not, and how a failing stdout ends a command.
final class ConsoleTests {
    let shelf: InProcessShelf

    init() throws {
        shelf = try InProcessShelf()
    }

    deinit {
        shelf.cleanUp()
    }

    @Test func aFailedWriteIsKeptAndLaterOutputDropped() throws {
        let output = CapturedOutput(failingWith: ENOSPC)
        let errors = CapturedOutput()
        let console = Console(output: output, errors: errors, traits: .piped, environment: [:])
        console.line("first")
        #expect(console.failure == nil, "nothing is written before a flush")
        console.flush()
        #expect(console.failure == OutputError(code: ENOSPC))
        #expect(throws: OutputError(code: ENOSPC)) { try console.stream(Array("more".utf8)) }
        #expect(throws: OutputError(code: ENOSPC)) { try console.finish() }
        console.error("still said")
        #expect(errors.text == "still said\n")
        #expect(OutputError(code: ENOSPC).reason == "No space left on device")
        #expect(OutputError(code: EPIPE).isBrokenPipe && !OutputError(code: ENOSPC).isBrokenPipe)
    }

    /// Messages held while a command works print in their order when it succeeds, and are dropped
    /// when it fails, so its refusal is its one line; released early, they come before what they
    /// explain.
    @Test func heldMessagesPrintOnSuccessOnlyOrWhenReleased() throws {
        struct Refused: Error {}
        let errors = CapturedOutput()
        let console = Console(output: CapturedOutput(), errors: errors, traits: .piped, environment: [:])
        #expect(throws: Refused.self) {
            try console.holdingMessages {
                console.error("shelf: a note on the way")
                throw Refused()
            }
        }
        #expect(errors.text == "")
        console.holdingMessages {
            console.error("shelf: first")
            console.releaseHeldMessages()
            #expect(errors.text == "shelf: first\n")
            console.error("shelf: second")
            #expect(errors.text == "shelf: first\n", "held again after the release")
        }
        #expect(errors.text == "shelf: first\nshelf: second\n")
        #expect(console.messageCount == 3, "every message given counts, the one dropped too")
    }

    /// A table passes lines it measured free of controls straight through; a line with a cell a
    /// command forgot to clean is still cleaned at the console, the clean lines around it too.
    @Test func aTableCellWithControlsIsCleanedAtTheConsole() throws {
        let output = CapturedOutput()
        let console = Console(output: output, errors: CapturedOutput(), traits: .piped, environment: [:])
        var table = Table(columns: [.init(header: "#", alignRight: true), .init(header: "Title")])
        table.rows = [["1", "Dune"], ["2", "Red\u{1B}[31m Rising\u{202E}"], ["3", "Zoë 白"]]
        table.print(on: console)
        let clean = Table(columns: [.init(header: "Title")], rows: [["Zoë 白"], ["Dune"]])
        clean.print(on: console, indent: "  ")
        console.flush()
        #expect(output.text == "#  Title\n1  Dune\n2  Red Rising\n3  Zoë 白\n  Title\n  Zoë 白\n  Dune\n")
    }

    @Test func largeWritesKeepTheirOrder() throws {
        let output = CapturedOutput()
        let console = Console(output: output, errors: CapturedOutput(), traits: .piped, environment: [:])
        console.line("head")
        let large = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 17)
        try console.stream(large)
        console.line("tail")
        try console.finish()
        #expect(output.text == "head\n" + String(repeating: "x", count: 1 << 17) + "tail\n")
    }

    /// A message that comes while output is held for a pager appears after the output before it,
    /// on a terminal where both streams reach the same screen.
    @Test func aMessageWhileOutputIsHeldForAPagerKeepsItsPlace() throws {
        let screen = CapturedOutput()
        let console = Console(output: screen, errors: screen, traits: .terminal(width: 80, height: 10), environment: [:])
        console.page(with: Pager(command: ["/nonexistent/pager"]), environment: [:])
        console.line("first")
        console.error("a note")
        console.line("second")
        try console.finish()
        #expect(screen.text == "first\na note\nsecond\n")
    }

    @Test func stylesAreForTerminalsWithColour() {
        let sinks = (CapturedOutput(), CapturedOutput())
        let terminal = Console(output: sinks.0, errors: sinks.1, traits: .terminal(width: 80), environment: [:])
        #expect(terminal.styled("Dune", .bold) == "\u{1B}[1mDune\u{1B}[0m")
        let noColor = Console(output: sinks.0, errors: sinks.1, traits: .terminal(width: 80), environment: ["NO_COLOR": "1"])
        #expect(noColor.styled("Dune", .bold) == "Dune")
        let dumb = Console(output: sinks.0, errors: sinks.1, traits: .terminal(width: 80), environment: ["TERM": "dumb"])
        #expect(dumb.styled("Dune", .dim) == "Dune")
        let piped = Console(output: sinks.0, errors: sinks.1, traits: .piped, environment: [:])
        #expect(piped.styled("Dune", .dim) == "Dune")
    }

    @Test func versionAndHelpPrintOnTheConsole() {
        let version = shelf.run(["--version"])
        #expect(version.status == 0 && version.stdout == "shelf 0.1.0\n" && version.stderr.isEmpty)
        let help = shelf.run(["help", "log"])
        #expect(help.stdout.hasPrefix("usage: shelf log BOOK PAGE|+PAGES|PERCENT% [--at TIME] [--json]\n"))
        let wrong = shelf.run(["log", "--bogus"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr == "shelf: unknown option --bogus for `log`\nusage: shelf log BOOK PAGE|+PAGES|PERCENT% [--at TIME] [--json]\n")
    }

    private func addReadingBook() {
        let title = "The Left Hand of Darkness, with a subtitle long enough to need cutting"
        #expect(shelf.run(["add", "--title", title, "--author", "Ursula K. Le Guin", "--pages", "300"]).status == 0)
        #expect(shelf.run(["log", "1", "150"]).status == 0)
    }

    @Test func aPipedListIsPlainAndWhole() {
        addReadingBook()
        let list = shelf.run(["list"])
        #expect(list.status == 0 && list.stderr.isEmpty)
        #expect(list.stdout == """
            Reading (1)
              #  Title                                                                   Authors            Progress       Done about
              1  The Left Hand of Darkness, with a subtitle long enough to need cutting  Ursula K. Le Guin  150/300 (50%)  2026-11-21

            """)
    }

    @Test func aTerminalListHasStylesABarAndFitsTheWindow() {
        addReadingBook()
        let list = shelf.run(["list"], traits: .terminal(width: 60))
        let lines = list.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == "\u{1B}[1mReading (1)\u{1B}[0m")
        #expect(lines[1].hasPrefix("\u{1B}[2m  #  Title"))
        #expect(lines[2].contains(ProgressBar.render(fraction: 0.5, width: 12) + " 150/300 (50%)"))
        #expect(lines[2].contains("…"))
        #expect(lines[2].displayWidth <= 60)
        let plain = shelf.run(["list"], traits: .terminal(width: 60), environment: ["NO_COLOR": "1"])
        #expect(!plain.stdout.contains("\u{1B}"))
        #expect(plain.stdout.contains(ProgressBar.render(fraction: 0.5, width: 12)), "the bar is not colour")
    }

    @Test func aFullDiskEndsACommandWithOneLine() {
        addReadingBook()
        let export = shelf.run(["export"], outputFailure: ENOSPC)
        #expect(export.status == 1)
        #expect(export.stderr == "shelf: cannot write the backup — No space left on device; write it to a file with --output FILE instead\n")
        let csv = shelf.run(["export", "--format", "goodreads"], outputFailure: EIO)
        #expect(csv.stderr == "shelf: cannot write the Goodreads CSV — Input/output error; write it to a file with --output FILE instead\n")
        let list = shelf.run(["list", "--json"], outputFailure: ENOSPC)
        #expect(list.status == 1)
        #expect(list.stderr == "shelf: cannot write the output — No space left on device\n")
    }

    @Test func aClosedPipeEndsACommandSilently() {
        addReadingBook()
        for arguments in [["export"], ["list"], ["show", "1"]] {
            let result = shelf.run(arguments, outputFailure: EPIPE)
            #expect(result.status == ShelfCommandLine.brokenPipeStatus, "\(arguments)")
            #expect(result.stderr.isEmpty, "\(arguments)")
        }
    }

    @Test func aRefusalAfterOutputFailedIsStillOneLine() {
        let result = shelf.run(["show", "Neuromancer"], outputFailure: ENOSPC)
        #expect(result.status == 1)
        #expect(result.stderr == "shelf: no book matches \"Neuromancer\" — run `shelf list all` to see ids and titles\n")
    }
}
