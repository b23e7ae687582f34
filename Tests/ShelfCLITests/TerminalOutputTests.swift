import Foundation
import Testing
import TestSupport

/// What reaches the screen: odd titles kept readable, control characters never printed, colour
/// and bars only on a terminal, and none of the colour with NO_COLOR.
final class TerminalOutputTests {
    let shelf: ShelfProcess

    init() throws {
        shelf = try ShelfProcess()
    }

    deinit {
        shelf.cleanUp()
    }

    private let bar: Set<Character> = ["█", "░"]

    @Test func unusualTitlesWorkEverywhere() throws {
        let titles = UnusualTitles.all
        for title in titles {
            let id = try shelf.add(["--title", title, "--author", "Zoë Ünal", "--pages", "100"])
            #expect(try shelf.expectSuccess(["show", "\(id)"]).contains(title))
            try shelf.expectSuccess(["log", "\(id)", "10"])
            #expect(try shelf.expectSuccess(["log", title, "+1"]).contains(title))
        }
        let list = try shelf.expectSuccess(["list"])
        for title in titles { #expect(list.contains(title)) }
        let terminal = try shelf.runOnTerminal(["list"], environment: ["COLUMNS": "60"])
        #expect(terminal.status == 0)
        #expect(terminal.stdout.contains("Zoë"))
    }

    @Test func controlCharactersInTitlesAreNeverPrinted() throws {
        let title = "Evil \u{1B}[31mred\u{1B}[0m \u{1B}]0;pwned\u{07} \u{9B}2J line\nbreak"
        try shelf.addFromOutside(title: title, authors: ["\u{1B}[2Jauthor"], pages: 10)
        // Whole escape sequences go, not just their ESC: no "[31m" left behind.
        // Runs of spaces left where sequences were read as one, as in any name shown.
        #expect(try shelf.expectSuccess(["show", "1"]).hasPrefix("#1 Evil red line break\n   by author\n"))
        let printed = [
            try shelf.expectSuccess(["list"]),
            try shelf.expectSuccess(["show", "1"]),
            try shelf.expectSuccess(["log", "1", "5"]),
            try shelf.expectSuccess(["move", "1", "dnf", "--json"]),
            try shelf.expectSuccess(["edit", "1", "--year", "2000"]),
            try shelf.expectSuccess(["finish", "1"]),
            try shelf.runOnTerminal(["list"]).stdout.replacingOccurrences(of: "\u{1B}[1m", with: "")
                .replacingOccurrences(of: "\u{1B}[2m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: ""),
        ]
        for text in printed {
            #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x07 }, "\(text)")
        }
        try shelf.addFromOutside(title: "Evil twin \u{1B}[31m")
        let ambiguous = try shelf.expectRefused(["show", "evil"])
        #expect(ambiguous.contains("#1 Evil red line break; #2 Evil twin — "), "\(ambiguous)")
        let unknown = try shelf.expectRefused(["show", "nothing \u{1B}[31m here"])
        // What was typed is quoted with its escape shown, so the refusal says what was wrong.
        #expect(unknown.contains("\"nothing \\e[31m here\""))
    }

    /// A subtitle that is nothing but an escape sequence shows as no subtitle, not a blank line.
    @Test func aSubtitleOfNothingVisibleTakesNoLine() throws {
        try shelf.add(["--title", "Dune", "--author", "Frank Herbert"])
        _ = try shelf.sqlite("UPDATE books SET subtitle = char(27) || ']0;pwned' || char(7)")
        #expect(try shelf.expectSuccess(["show", "1"]).hasPrefix("#1 Dune\n   by Frank Herbert\n"))
    }

    @Test func pipedOutputHasNoColourAndNoBars() throws {
        try shelf.add(["--title", "Dune", "--pages", "400"])
        try shelf.expectSuccess(["log", "1", "100"])
        for arguments in [["list"], ["show", "1"], ["list", "reading"]] {
            let output = try shelf.expectSuccess(arguments)
            #expect(!output.contains("\u{1B}"))
            #expect(!output.contains { bar.contains($0) })
        }
    }

    @Test func aTerminalGetsColourAndBarsUnlessNoColorIsSet() throws {
        try shelf.add(["--title", "Dune", "--pages", "400"])
        try shelf.expectSuccess(["log", "1", "100"])
        let coloured = try shelf.runOnTerminal(["list"], environment: ["TERM": "xterm"])
        #expect(coloured.status == 0)
        #expect(coloured.stdout.contains("\u{1B}[1mReading (1)\u{1B}[0m"))
        #expect(coloured.stdout.contains("███░░░░░░░░░ 100/400 (25%)"))
        let plain = try shelf.runOnTerminal(["list"], environment: ["TERM": "xterm", "NO_COLOR": "1"])
        #expect(plain.status == 0)
        #expect(!plain.stdout.contains("\u{1B}"))
        #expect(plain.stdout.contains("Reading (1)"))
        let dumb = try shelf.runOnTerminal(["show", "1"], environment: ["TERM": "dumb"])
        #expect(!dumb.stdout.contains("\u{1B}"))
    }

    @Test func errorsOnATerminalAreOneLineToo() throws {
        let result = try shelf.runOnTerminal(["show", "nothing"], environment: ["TERM": "xterm"])
        #expect(result.status == 1)
        #expect(result.stdout == "shelf: no book matches \"nothing\" — run `shelf list all` to see ids and titles\n")
    }
}
