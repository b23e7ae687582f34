@testable import ShelfCLI
import Testing
import TestSupport

/// Commands at 40 columns, as on a narrow terminal: sentences wrap at spaces and lose nothing
/// (the estimated finish date included), tables cut only what they must, and messages on a
/// terminal's stderr wrap too while piped ones stay one line.
@Suite struct NarrowWindowTests {
    private let longTitle = "The Extraordinarily Long and Winding Chronicle of Everything and More"
    private let longShelf = "science-fiction-and-fantasy-favourites"

    /// A book being read at a pace (so it has an estimated finish), a read and rated one, a
    /// long shelf name, a word with a long definition and a goal.
    private func library() throws -> InProcessShelf {
        let shelf = try InProcessShelf()
        let commands: [[String]] = [
            ["add", "--title", longTitle, "--author", "Ursula K. Le Guin, Frank Herbert, Octavia E. Butler",
             "--pages", "912", "--at", "2026-10-01"],
            ["add", "--title", "Dune", "--author", "Frank Herbert", "--pages", "412", "--at", "2026-10-01"],
            ["start", "1", "--at", "2026-11-01"], ["log", "1", "100", "--at", "2026-11-05"],
            ["log", "1", "300", "--at", "2026-11-15"], ["finish", "2", "--at", "2026-11-18"],
            ["edit", "2", "--rating", "4.5"], ["tag", "1", longShelf],
            ["vocab", "add", "1", "prescience", "--offline", "--definition", "Knowledge of events before they take place"],
            ["vocab", "add", "--global", "ephemeral", "--offline", "--definition", "lasting a very short time"],
            ["goal", "set", "40", "--pages", "12000"],
        ]
        for command in commands {
            let result = shelf.run(command)
            #expect(result.status == 0, "\(command): \(result.stderr)")
        }
        return shelf
    }

    private func run(_ shelf: InProcessShelf, _ arguments: [String], width: Int = 40) -> ChildProcess.Result {
        let result = shelf.run(arguments, traits: .terminal(width: width), environment: ["NO_COLOR": "1"])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        for line in result.stdout.split(separator: "\n") {
            #expect(String(line).displayWidth <= width, "\(arguments) at \(width): \(line)")
        }
        return result
    }

    /// The finish date as the piped output says it: the wrapped text must still hold it whole.
    private func estimatedFinish(_ shelf: InProcessShelf) -> String? {
        let show = shelf.run(["show", "1"]).stdout
        guard let range = show.range(of: "done about ") else { return nil }
        return String(show[range.upperBound...].prefix(10))
    }

    @Test func sentencesWrapAtSpacesAndKeepTheFinishDate() throws {
        let shelf = try library()
        defer { shelf.cleanUp() }
        let date = try #require(estimatedFinish(shelf))
        #expect(date.count == 10 && date.hasPrefix("2026-"))
        for command in [["stats"], ["show", "1"], ["today"]] {
            let output = run(shelf, command).stdout
            #expect(output.contains(date), "\(command) lost the estimated finish:\n\(output)")
        }
        let stats = run(shelf, ["stats"]).stdout
        // A summary line goes on under its value, not cut: nothing before the charts ends in "…".
        let summary = try #require(stats.components(separatedBy: "Pages and books by month").first)
        #expect(!summary.contains("…"), "\(summary)")
        #expect(summary.contains(try Regex(#"\n  Pages a day     [^\n]+[^ ·]\n {18}[0-9]"#)), "\(summary)")
        // A separator between items never starts or ends a wrapped line: it goes where the line breaks.
        for line in summary.split(separator: "\n") {
            #expect(!line.hasSuffix("·") && !line.trimmingPrefix(while: { $0 == " " }).hasPrefix("·"), "\(summary)")
        }
        let show = run(shelf, ["show", "1"]).stdout
        #expect(show.hasPrefix("#1 The Extraordinarily Long and Winding\n   Chronicle of Everything and More\n"), "\(show)")
        #expect(show.contains("Pace      15 pages a day, done about\n          \(date)\n"), "\(show)")
        // At 40 the pace cannot stand beside the title and progress: it goes under its row.
        let today = run(shelf, ["today"]).stdout
        #expect(today.contains("  #1  The Extraordinar…  300/912 (32.9%)\n      15 pages a day, done about\n      \(date)\n"), "\(today)")
        // At 80 the title keeps a readable width before the pace takes a second line under itself.
        let today80 = run(shelf, ["today"], width: 80).stdout
        #expect(today80.contains("  #1  The Extraordinarily…  "), "\(today80)")
        #expect(today80.contains("15 pages a day, done\n" + String(repeating: " ", count: 58) + "about \(date)\n"), "\(today80)")
        // Wide enough, it stays on the row.
        #expect(run(shelf, ["today"], width: 120).stdout.contains("300/912 (32.9%)  15 pages a day, done about \(date)\n"))
    }

    @Test func plainSentencesWrapAtWordsWithTheirIndent() throws {
        let shelf = try library()
        defer { shelf.cleanUp() }
        let history = run(shelf, ["history", "1"]).stdout
        #expect(history.hasPrefix("#1 The Extraordinarily Long and Winding\nChronicle of Everything and More — 4\nentries\n"), "\(history)")
        let word = run(shelf, ["vocab", "show", "prescience"]).stdout
        let words = word.split(whereSeparator: { $0 == " " || $0 == "\n" })
        #expect(words.contains("Extraordinarily") && words.contains("Chronicle"), "\(word)")
        // Piped, nothing wraps.
        #expect(shelf.run(["history", "1"]).stdout.hasPrefix("#1 \(longTitle) — 4 entries\n"))
    }

    @Test func aWordWiderThanTheWindowGoesOnOverLinesAndScriptsAreNeverWrapped() throws {
        let shelf = try library()
        defer { shelf.cleanUp() }
        let word = String(repeating: "Unbroken", count: 8)
        #expect(shelf.run(["add", "--title", "A \(word) Title"]).status == 0)
        let show = run(shelf, ["show", "3"]).stdout.split(separator: "\n")
        let heading = ["#3 A", "   " + String(word.prefix(37)), "   " + String(word.dropFirst(37)) + " Title"]
        #expect(show.prefix(3).map(String.init) == heading, "\(show)")
        // Help at 40 loses nothing either: long option forms go on over lines, nothing is cut.
        for command in [["help", "list"], ["help", "import"], ["--help"]] {
            let help = run(shelf, command).stdout
            #expect(!help.contains("…"), "\(command): \(help)")
        }
        // A completion script or a man page is for a program: its lines stay as they are.
        for command in [["completions", "bash"], ["man"]] {
            #expect(shelf.run(command).stdout == shelf.run(command, traits: .terminal(width: 40)).stdout)
        }
    }

    @Test func labelledValuesGoOnUnderTheirValue() throws {
        let shelf = try InProcessShelf()
        defer { shelf.cleanUp() }
        let piped = shelf.run(["cache", "info"]).stdout.split(separator: "\n")
        let path = try #require(piped.first?.dropFirst("Cache    ".count))
        #expect(path.count > 31, "the cache folder's path is longer than the value's room at 40 columns")
        let lines = run(shelf, ["cache", "info"]).stdout.split(separator: "\n")
        let pathLines = lines.prefix { !$0.hasPrefix("Entries") }
        #expect(pathLines.count > 1)
        #expect(pathLines.dropFirst().allSatisfy { $0.hasPrefix("         ") && $0.dropFirst(9).first != " " }, "\(lines)")
        #expect(pathLines.map { $0.dropFirst(9) }.joined() == path, "\(lines)")
    }

    @Test func undoListIsATableThatCutsTheCommand() throws {
        let shelf = try library()
        defer { shelf.cleanUp() }
        let lines = run(shelf, ["undo", "--list"]).stdout.split(separator: "\n")
        #expect(lines.count == 11)
        #expect(lines.first == " 1  2026-11-20 18:00  goal set 40 --pag…")
        #expect(lines.last == "11  2026-11-20 18:00  add --title 'The…")
        // Piped, each change is one whole line, as before.
        let piped = shelf.run(["undo", "--list"]).stdout.split(separator: "\n")
        #expect(piped.first == " 1  2026-11-20 18:00  goal set 40 --pages 12000")
    }

    @Test func vocabularyGivesUpTheBookBeforeTheDefinitionAndKeepsTheWord() throws {
        let shelf = try library()
        defer { shelf.cleanUp() }
        let lines = run(shelf, ["vocab", "list"]).stdout.split(separator: "\n")
        #expect(lines.count == 3)
        // A definition cut to a word says nothing: the book column is left out first, and the
        // definition keeps a readable width.
        #expect(lines[0] == "Word        Definition             Study", "\(lines)")
        #expect(lines[1] == "prescience  Knowledge of events…   new", "\(lines)")
        #expect(lines[2] == "ephemeral   lasting a very short…  new", "\(lines)")
        // Wide enough, the book stays.
        let wide = run(shelf, ["vocab", "list"], width: 80).stdout
        #expect(wide.contains("prescience  #1 The Extraordinarily Long"), "\(wide)")
    }

    @Test func aWordsDueDateStaysWhole() throws {
        let shelf = try library()
        defer { shelf.cleanUp() }
        // A study session reads its answers from stdin: the built binary studies in this library.
        var process = try ShelfProcess()
        process.environment["SHELF_HOME"] = shelf.home.path
        #expect(try process.run(["study", "--mode", "flashcards"], input: "\n3\n\n3\n").status == 0)
        let piped = shelf.run(["vocab", "list"]).stdout
        let due = try #require(piped.firstMatch(of: /due [0-9]{4}-[0-9]{2}-[0-9]{2}/)).output
        for width in [40, 50, 60] {
            let table = run(shelf, ["vocab", "list"], width: width).stdout
            #expect(table.contains(due), "at \(width): \(table)")
        }
    }

    @Test func aLongReadsSparklineFitsTheWindow() throws {
        let shelf = try library()
        defer { shelf.cleanUp() }
        // Read over more than the sparkline's days: the chart starts with days without reading.
        for command in [
            ["add", "--title", "Long Read", "--pages", "800", "--at", "2026-07-01"], ["start", "3", "--at", "2026-07-02"],
            ["log", "3", "100", "--at", "2026-08-01 20:00"], ["log", "3", "130"],
        ] {
            #expect(shelf.run(command).status == 0, "\(command)")
        }
        for width in [40, 60, 61] {
            let show = run(shelf, ["show", "3"], width: width).stdout
            let chart = try #require(show.split(separator: "\n").last { $0.contains("█") }, "\(show)")
            #expect(chart.count == width, "at \(width): \(show)")
        }
        #expect(WrappedText.lines(words: ["", "", "", "", "", "x"], width: 3, first: "     ", rest: "     ", longWords: .broken).count == 2)
    }

    @Test func aDatedNoteGoesOnUnderItsFirstWord() throws {
        let shelf = try library()
        defer { shelf.cleanUp() }
        let text = "A long note about the desert planet and the spice\nsecond paragraph"
        #expect(shelf.run(["note", "2", text]).status == 0)
        let show = run(shelf, ["show", "2"]).stdout
        #expect(show.contains("""
              2026-11-20 18:00  A long note about
                                the desert planet
                                and the spice
                                second paragraph

            """), "\(show)")
    }

    /// A hyphenated shelf name too long for its value's room breaks after a hyphen, not mid-word.
    @Test func aLongShelfNameBreaksAfterAHyphen() throws {
        let shelf = try library()
        defer { shelf.cleanUp() }
        let show = run(shelf, ["show", "1"]).stdout
        #expect(show.contains("Shelves   science-fiction-and-fantasy-\n          favourites\n"), "\(show)")
        #expect("favourites-to-reread-every-summer".wrapped(to: 31) == ["favourites-to-reread-every-", "summer"])
        #expect("ab-cde-fgh".wrapped(to: 5) == ["ab-", "cde-", "fgh"])
        // A part too long for the next line breaks between characters all the same: a break at
        // its hyphen would only add a line.
        #expect("ab-cdefghijk".wrapped(to: 5) == ["ab-cd", "efghi", "jk"])
        #expect("x-abcdefghijklmnopqrstuvwxyzabcdefgh".wrapped(to: 31) == ["x-abcdefghijklmnopqrstuvwxyzabc", "defgh"])
        // A hyphen first is no place to break: the break stays between characters.
        #expect("-abcdefgh".wrapped(to: 5) == ["-abcd", "efgh"])
    }

    /// A multiple-choice option too long for the window goes on under its text, not its number.
    @Test func aLongChoiceGoesOnUnderItsText() {
        let output = CapturedOutput()
        let console = Console(output: output, errors: CapturedOutput(), traits: .terminal(width: 40), environment: [:])
        AnswerReader(console: console).say(
            "  2) knowledge of events before they take place, especially as a power", hanging: "   ")
        console.flush()
        #expect(output.text == """
              2) knowledge of events before they
                 take place, especially as a power

            """)
    }

    @Test func shelvesAndTheReadListFitWithNumbersWhole() throws {
        let shelf = try library()
        defer { shelf.cleanUp() }
        #expect(run(shelf, ["shelves"]).stdout == "1  science-fiction-and-fantasy-favourit…\n")
        #expect(shelf.run(["shelves"]).stdout == "1  \(longShelf)\n")
        // The rating (a number) is never cut: too narrow for it and the finish date, it is left out.
        let read = run(shelf, ["list", "read"]).stdout
        #expect(read.contains("  2  Dune   Frank Herbert  2026-11-18\n"), "\(read)")
        #expect(!read.contains("★"), "\(read)")
        #expect(run(shelf, ["list", "read"], width: 80).stdout.contains("2026-11-18  ★★★★½ 4.5"))
    }

    @Test func messagesOnATerminalWrapAtWordsAndPipedOnesStayOneLine() throws {
        let shelf = try library()
        defer { shelf.cleanUp() }
        let terminal = TerminalTraits(outputIsTerminal: true, inputIsTerminal: false, errorsIsTerminal: true, width: 40)
        let wrapped = shelf.run(["show", "nonexistent-book-title"], traits: terminal)
        #expect(wrapped.status == 1)
        #expect(wrapped.stderr == """
            shelf: no book matches
              "nonexistent-book-title" — run `shelf
              list all` to see ids and titles

            """)
        // A usage line breaks only between its pieces, as in help.
        let usage = shelf.run(["list", "--bogus"], traits: terminal)
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("\n    [--finished YEAR|FROM..TO]\n"), "\(usage.stderr)")
        #expect(shelf.run(["list", "--bogus"]).stderr.hasSuffix(" [--rating MIN] [--sort added|title|author|finished|started|rating|progress|pages] [--reverse] [--limit N] [--json]\n"))
        let piped = shelf.run(["show", "nonexistent-book-title"])
        #expect(piped.stderr == "shelf: no book matches \"nonexistent-book-title\" — run `shelf list all` to see ids and titles\n")
    }

    @Test func aWrappingColumnWrapsInPlaceOrGoesUnderItsRow() {
        var table = Table(
            columns: [.init(header: "", alignRight: true), .init(header: "", flexible: true), .init(header: "", wraps: true)],
            showsHeader: false)
        table.rows = [["1", "Dune", "15 pages a day, done about 2026-12-03"]]
        func lines(_ maxWidth: Int?) -> [String] {
            var lines: [String] = []
            table.render(maxWidth: maxWidth) { lines.append(String(decoding: $0, as: UTF8.self)) }
            return lines
        }
        #expect(lines(nil) == ["1  Dune  15 pages a day, done about 2026-12-03"])
        #expect(lines(32) == ["1  Dune  15 pages a day, done", "         about 2026-12-03"])
        // Narrower than its readable width beside the others: under the row, from the second column.
        #expect(lines(24) == ["1  Dune", "   15 pages a day, done", "   about 2026-12-03"])
    }

    @Test func aSeparatorGoesWhereTheLineBreaks() {
        // An item that fits whole on the next line is not split from its number.
        #expect(WrappedText.lines("started 0 · finished 12 · abandoned 3", width: 22) == ["started 0", "finished 12", "abandoned 3"])
        #expect(WrappedText.lines("started 3 · finished 0 · abandoned 0 · re-read 0", width: 22) == [
            "started 3 · finished 0", "abandoned 0", "re-read 0",
        ])
        #expect(WrappedText.lines("started 0 · finished 12 · abandoned 3", width: 26) == ["started 0 · finished 12", "abandoned 3"])
        // An item wider than a line still starts beside the one before it.
        #expect(WrappedText.lines("1.3 over 332 days · 106.3 on 4 reading days", width: 20) == [
            "1.3 over 332 days", "106.3 on 4 reading", "days",
        ])
        #expect(WrappedText.lines("started 0 · finished 12", width: 11) == ["started 0", "finished 12"])
        #expect(WrappedText.lines("a · b", width: 10) == ["a · b"])
    }

    @Test func wrappingKeepsSpacingWhereItDoesNotBreakAndNeverCutsMessages() {
        #expect("a  b c".wrapped(to: 10) == ["a  b c"])
        #expect("  one two three".wrapped(to: 9) == ["  one two", "three"])
        #expect(WrappedText.lines(words: ["shelf:", "/a/very/long/path"], width: 10, rest: "  ") == ["shelf:", "  /a/very/long/path"])
        // Styles take no column.
        #expect("\u{1B}[1mbold\u{1B}[0m".displayWidth == 4)
    }
}
