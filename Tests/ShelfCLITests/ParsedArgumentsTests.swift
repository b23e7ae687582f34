@testable import ShelfCLI
import Library
import Testing

/// A command declared for the tests, shaped like shelf's own: a BOOK, a PAGE, and options of each
/// kind.
private struct TryCommand: ParsableCommand {
    var book = ""
    var page = ""
    var at: String?
    var authors: [String] = []
    var json = false
    var pages: Int?
    var list: BookStatus?

    static let declaration = CommandDeclaration<Self>(
        "try", summary: "A command for the tests", example: "try dune 12",
        arguments: [.book(\.book), .required("PAGE", \.page, help: "a page")],
        options: [
            .value("at", \.at, valueName: "TIME", help: "when"),
            .values("author", \.authors, valueName: "NAME", help: "an author"),
            .flag("json", \.json, help: "JSON"),
            .value("pages", \.pages, valueName: "N", help: "a count"),
            .value("list", \.list, valueName: "LIST", help: "a list"),
        ])

    func run(_ context: Context) throws {}
}

/// `[BOOK] WORD`: an optional argument before a required one.
private struct PlaceCommand: ParsableCommand {
    var book: String?
    var word = ""

    static let declaration = CommandDeclaration<Self>(
        "place", summary: "A command for the tests", example: "place dune word",
        arguments: [.optional("BOOK", \.book, help: "a book"), .required("WORD", \.word, help: "a word")])

    func run(_ context: Context) throws {}
}

/// The command-line parser: words read into a declared command's properties, and every wrong
/// shape refused as a usage error of that command.
struct ParsedArgumentsTests {
    private func usageError(_ arguments: [String]) -> String? {
        do {
            _ = try TryCommand.declaration.parse(arguments)
            return nil
        } catch {
            guard case .usage(let message, let failingSpec) = error, failingSpec?.name == "try" else { return "\(error)" }
            return message
        }
    }

    @Test func optionsFlagsAndPositionalsFillTheirProperties() throws {
        let parsed = try TryCommand.declaration.parse(
            ["dune", "--at", "2026-11-20", "--json", "--author=Frank", "12", "--author", "Brian", "--list", "DNF"])
        #expect(parsed.book == "dune")
        #expect(parsed.page == "12")
        #expect(parsed.at == "2026-11-20")
        #expect(parsed.json)
        #expect(parsed.pages == nil)
        #expect(parsed.authors == ["Frank", "Brian"])
        #expect(parsed.list == .dnf)
        let bare = try TryCommand.declaration.parse(["dune", "12"])
        #expect(!bare.json && bare.authors.isEmpty && bare.at == nil)
    }

    @Test func doubleDashEndsOptionsAndNegativeNumbersStayPositional() throws {
        let ended = try TryCommand.declaration.parse(["--", "--json", "-3"])
        #expect([ended.book, ended.page] == ["--json", "-3"])
        #expect(!ended.json)
        #expect(try TryCommand.declaration.parse(["dune", "-5"]).page == "-5")
        #expect(try TryCommand.declaration.parse(["-", "+25"]).book == "-")
        // Only the first `--` ends the options; a second is a word.
        #expect(try TryCommand.declaration.parse(["--", "a", "--"]).page == "--")
    }

    @Test func anEmptyInlineValueIsAValue() throws {
        #expect(try TryCommand.declaration.parse(["a", "b", "--at="]).at == "")
    }

    @Test func optionalArgumentsTakeWordsOnlyWhenThereAreSpare() throws {
        let one = try PlaceCommand.declaration.parse(["prescience"])
        #expect(one.book == nil && one.word == "prescience")
        let two = try PlaceCommand.declaration.parse(["dune", "prescience"])
        #expect(two.book == "dune" && two.word == "prescience")
        #expect(throws: CLIError.usage("missing WORD", spec: PlaceCommand.spec)) {
            try PlaceCommand.declaration.parse([])
        }
    }

    @Test(arguments: [
        (["a", "b", "-j"], "unknown option -j — options are spelled out, like --json"),
        (["a", "b", "--bogus"], "unknown option --bogus for `try`"),
        // The options every command takes are suggested too.
        (["a", "b", "--colour"], "unknown option --colour for `try` — did you mean --color?"),
        (["a", "b", "--jsno"], "unknown option --jsno for `try` — did you mean --json?"),
        (["a", "b", "--json=yes"], "--json takes no value"),
        (["a", "b", "--at"], "--at needs a value (TIME)"),
        (["a", "b", "--at", "--json"], "--at needs a value (TIME) before --json — write --at=--json if that is the value"),
        (["a", "b", "--at", "1", "--at", "2"], "--at was given twice"),
        (["a"], "missing PAGE"),
        ([], "missing BOOK"),
        (["a", "b", "c"], "unexpected argument \"c\""),
    ])
    func wrongShapesAreUsageErrorsOfTheCommand(arguments: [String], message: String) {
        #expect(usageError(arguments) == message)
    }

    @Test func aValueThatLooksLikeAnotherCommandsOptionIsTaken() throws {
        // `--title` is not an option of this command, so it may be the value.
        #expect(try TryCommand.declaration.parse(["a", "b", "--at", "--title"]).at == "--title")
    }

    @Test func typedValuesAreReadOrRefusedByName() throws {
        #expect(try TryCommand.declaration.parse(["a", "b", "--pages", " 42 "]).pages == 42)
        #expect(throws: CLIError.failure("--pages takes a whole number, not \"4.5\" — for example --pages 10")) {
            try TryCommand.declaration.parse(["a", "b", "--pages", "4.5"])
        }
        #expect(throws: CLIError.failure("--pages \"99999999999999999999\" is too large — give a whole number from 1 to 100000")) {
            try TryCommand.declaration.parse(["a", "b", "--pages", "99999999999999999999"])
        }
        #expect(throws: CLIError.failure("\"someday\" is not a list — use to-read, reading, read or dnf")) {
            try TryCommand.declaration.parse(["a", "b", "--list", "someday"])
        }
    }

    @Test func theUsageLineAndCompletionsComeFromTheDeclaration() {
        let spec = TryCommand.spec
        #expect(spec.invocation == "try")
        #expect(spec.usageParts.joined(separator: " ") == "try BOOK PAGE [--at TIME] [--author NAME]... [--json] [--pages N] [--list LIST]")
        #expect(spec.arguments.first?.completion == .books)
        #expect(spec.option(named: "list")?.completion == .fixed(["to-read", "reading", "read", "dnf"]))
        #expect(PlaceCommand.spec.usageParts.joined(separator: " ") == "place [BOOK] WORD")
    }
}
