@testable import ShelfCLI
import Testing

/// The command-line parser on its own, against a spec shaped like shelf's own commands.
struct ParsedArgumentsTests {
    private let spec = CommandSpec(
        name: "try",
        summary: "A command for the tests",
        usage: "try BOOK PAGE [--at TIME] [--author NAME]... [--json]",
        example: "try dune 12",
        options: [
            .init(name: "at", valueName: "TIME", help: "when"),
            .init(name: "author", valueName: "NAME", help: "an author", repeatable: true),
            .init(name: "json", help: "JSON"),
            .init(name: "pages", valueName: "N", help: "a count"),
        ],
        positionals: 2...2)

    private func usageError(_ arguments: [String]) -> String? {
        do {
            _ = try ParsedArguments(arguments, spec: spec)
            return nil
        } catch {
            guard case .usage(let message, let failingSpec) = error, failingSpec?.name == "try" else { return "\(error)" }
            return message
        }
    }

    @Test func optionsFlagsAndPositionalsAreSeparated() throws {
        let parsed = try ParsedArguments(
            ["dune", "--at", "2026-11-20", "--json", "--author=Frank", "12", "--author", "Brian"], spec: spec)
        #expect(parsed.positionals == ["dune", "12"])
        #expect(parsed.value("at") == "2026-11-20")
        #expect(parsed.has("json"))
        #expect(!parsed.has("pages"))
        #expect(parsed.value("pages") == nil)
        #expect(parsed.all("author") == ["Frank", "Brian"])
        #expect(parsed.all("pages") == [])
    }

    @Test func doubleDashEndsOptionsAndNegativeNumbersStayPositional() throws {
        #expect(try ParsedArguments(["--", "--json", "-3"], spec: spec).positionals == ["--json", "-3"])
        let parsed = try ParsedArguments(["dune", "-5"], spec: spec)
        #expect(parsed.positionals == ["dune", "-5"])
        #expect(try ParsedArguments(["-", "+25"], spec: spec).positionals == ["-", "+25"])
        // Only the first `--` ends the options; a second is a word.
        #expect(try ParsedArguments(["--", "a", "--"], spec: spec).positionals == ["a", "--"])
    }

    @Test func anEmptyInlineValueIsAValue() throws {
        let parsed = try ParsedArguments(["a", "b", "--at="], spec: spec)
        #expect(parsed.value("at") == "")
        #expect(parsed.has("at"))
    }

    @Test(arguments: [
        (["a", "b", "-j"], "unknown option -j — options are spelled out, like --json"),
        (["a", "b", "--colour"], "unknown option --colour for `try`"),
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
        #expect(try ParsedArguments(["a", "b", "--at", "--title"], spec: spec).value("at") == "--title")
    }

    @Test func integersAreReadOrRefusedByName() throws {
        #expect(try ParsedArguments(["a", "b", "--pages", " 42 "], spec: spec).integer("pages") == 42)
        #expect(try ParsedArguments(["a", "b"], spec: spec).integer("pages") == nil)
        #expect(throws: CLIError.failure("--pages takes a whole number, not \"4.5\" — for example --pages 10")) {
            try ParsedArguments(["a", "b", "--pages", "4.5"], spec: spec).integer("pages")
        }
        #expect(throws: CLIError.failure("--pages takes a whole number, not \"99999999999999999999\" — for example --pages 10")) {
            try ParsedArguments(["a", "b", "--pages", "99999999999999999999"], spec: spec).integer("pages")
        }
    }

    @Test func positionalNamesComeFromTheUsageLine() {
        #expect(spec.invocation == "try")
        #expect(spec.positionalNames == ["BOOK", "PAGE"])
    }
}
