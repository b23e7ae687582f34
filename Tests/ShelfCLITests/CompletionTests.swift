import Foundation
@testable import ShelfCLI
import Testing
import TestSupport

/// Tab completion: what `shelf __complete` answers from the declarations, and the scripts of
/// `shelf completions` run in the real shells.
final class CompletionTests {
    let shelf: ShelfProcess

    init() throws {
        shelf = try ShelfProcess()
    }

    deinit {
        shelf.cleanUp()
    }

    private func words(_ typed: [String], books: [(id: Int, title: String)] = []) -> [String] {
        guard case .words(let candidates) = CompletionQuery(words: typed, books: { books }).answer else { return ["::files"] }
        return candidates.map(\.word)
    }

    @Test func commandsSubcommandsOptionsAndFixedValuesComeFromTheDeclarations() {
        #expect(words(["lo"]) == ["log"])
        #expect(words(["vocab", "m"]) == ["master"])
        #expect(words(["cache", ""]) == ["info", "clear", "prune"])
        #expect(words(["list", "--j"]) == ["--json"])
        #expect(words(["list", "r"]) == ["reading", "read"])
        #expect(words(["study", "--mode", ""]) == ["flashcards", "choice", "fill", "mixed"])
        #expect(words(["export", "--format=g"]) == ["--format=goodreads"])
        #expect(words(["add", "--status", "d"]) == ["dnf"])
        #expect(words(["--color=n"]) == ["--color=never"])
        #expect(words(["help", "vocab", "e"]) == ["edit", "export"])
        #expect(words(["completions", ""]) == ["bash", "zsh", "fish"])
        // The value of an option is not counted as an argument: LIST is still the second word.
        #expect(words(["move", "--at", "2026-11-20", "dune", "d"]) == ["dnf"])
        // After `--` a word starting with dashes is an argument, not an option.
        #expect(words(["list", "--", "--"]) == [])
        #expect(CompletionQuery(words: ["import", "ex"], books: { [] }).answer == .files)
        #expect(words(["frobnicate", ""]) == [])
        #expect(!words([""]).contains("__complete"))
    }

    @Test func booksAreOfferedByIdAndByTitleAsTyped() {
        let books = [(id: 1, title: "Dune"), (id: 12, title: "Dune Messiah"), (id: 2, title: "Emma")]
        #expect(words(["log", "du"], books: books) == ["dune", "dune Messiah"])
        #expect(words(["log", "1"], books: books) == ["1", "12"])
        #expect(words(["show", "#1"], books: books) == ["#1", "#12"])
        #expect(words(["log", "dune", ""], books: books) == [])
        #expect(words(["vocab", "list", "E"], books: books) == ["Emma"])
    }

    @Test func completingNeverCreatesOrChangesTheLibrary() throws {
        let empty = try shelf.run(["__complete", "--", "log", ""])
        #expect(empty.status == 0)
        #expect(empty.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: shelf.libraryFile.path))
        try shelf.add(["--title", "Dune"])
        let before = try shelf.librarySnapshot()
        #expect(try shelf.expectSuccess(["__complete", "--", "show", "D"]) == "Dune\t#1\n")
        #expect(try shelf.librarySnapshot() == before)
        #expect(!(try shelf.expectSuccess(["--help"])).contains("__complete"))
    }

    /// Runs `script` in `shell` with the built shelf first on PATH and this test's library.
    private func runShell(_ shell: String, _ arguments: [String]) throws -> ChildProcess.Result {
        var environment = shelf.environment
        environment["PATH"] = ShelfProcess.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
        return try ChildProcess.run(URL(fileURLWithPath: shell), arguments, environment: environment)
    }

    private func script(_ shell: String) throws -> String {
        let file = shelf.home.appendingPathComponent("completion.\(shell)")
        try shelf.expectSuccess(["completions", shell]).write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    @Test func theBashScriptCompletesInBash() throws {
        try shelf.add(["--title", "Dune Messiah"])
        let driver = """
            source \(try script("bash"))
            complete -p shelf
            t() { COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=(); _shelf; printf '%s|' "${COMPREPLY[@]}"; echo; }
            t shelf lo
            t shelf log Du
            t shelf export --format = ""
            t shelf vocab ma
            t shelf import /bi
            """
        let result = try runShell("/bin/bash", ["-c", driver])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "complete -F _shelf shelf\nlog|\nDune\\ Messiah|\ngoodreads|json|\nmaster|\n/bin|\n")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
    func theFishScriptCompletesInFish() throws {
        try shelf.add(["--title", "Dune Messiah"])
        let driver = """
            source \(try script("fish"))
            complete -C "shelf lo"
            complete -C "shelf log Du"
            complete -C "shelf study --mode f"
            """
        let result = try runShell("/usr/bin/fish", ["-c", driver])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("log\tRecord the page") == true, "\(lines)")
        #expect(lines.contains("Dune Messiah\t#1"), "\(lines)")
        #expect(lines.contains("flashcards") && lines.contains("fill"), "\(lines)")
    }

    /// zsh completes only inside its line editor, so the script's `_describe` and `_files` (from
    /// zsh's completion system) are stood in for by functions that print what they are given:
    /// the script's own expansions and its call of `shelf __complete` run in the real zsh.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")))
    func theZshScriptCompletesInZsh() throws {
        try shelf.add(["--title", "Dune Messiah"])
        let driver = """
            compdef() { print "compdef $*"; }
            source \(try script("zsh"))
            _describe() { print -l -- "${(@P)4}"; }
            _files() { print FILES; }
            words=(shelf log Du); CURRENT=3; _shelf
            words=(shelf import ""); CURRENT=3; _shelf
            words=(shelf vocab ma); CURRENT=3; _shelf
            """
        let result = try runShell("/usr/bin/zsh", ["-fc", driver])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "compdef _shelf shelf")
        #expect(lines.contains("Dune Messiah:#1"), "\(lines)")
        #expect(lines.contains("FILES"))
        #expect(lines.contains { $0.hasPrefix("master:Mark a word as mastered") }, "\(lines)")
    }
}
