import Foundation
import Library
@testable import ShelfCLI
import Testing
import TestSupport

/// `--color`, `NO_COLOR` and `CLICOLOR_FORCE` decide colour as git does; output longer than the
/// window on a terminal goes through the pager, and nothing else does.
@Suite struct ColorAndPagingTests {
    private static let escape: Character = "\u{1B}"

    private func library(books: Int) throws -> InProcessShelf {
        let shelf = try InProcessShelf()
        for number in 1...books {
            #expect(shelf.run(["add", "--title", "Book \(number)", "--pages", "100"]).status == 0)
        }
        return shelf
    }

    @Test func colourFollowsTheOptionThenTheEnvironment() throws {
        let shelf = try library(books: 1)
        defer { shelf.cleanUp() }
        let terminal = TerminalTraits.terminal(width: 80)
        #expect(shelf.run(["list"], traits: terminal).stdout.contains(Self.escape))
        #expect(!shelf.run(["list"]).stdout.contains(Self.escape), "piped: no colour")
        #expect(shelf.run(["list", "--color=always"]).stdout.contains(Self.escape))
        #expect(shelf.run(["--color", "list"]).stdout.contains(Self.escape), "bare --color is always")
        #expect(!shelf.run(["list", "--color=never"], traits: terminal).stdout.contains(Self.escape))
        #expect(!shelf.run(["list"], traits: terminal, environment: ["NO_COLOR": "1"]).stdout.contains(Self.escape))
        #expect(!shelf.run(["list"], traits: terminal, environment: ["TERM": "dumb"]).stdout.contains(Self.escape))
        #expect(shelf.run(["list"], environment: ["CLICOLOR_FORCE": "1"]).stdout.contains(Self.escape))
        #expect(!shelf.run(["list"], environment: ["CLICOLOR_FORCE": "0"]).stdout.contains(Self.escape))
        #expect(!shelf.run(["list"], environment: ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"]).stdout.contains(Self.escape))
        #expect(shelf.run(["list", "--color=always"], traits: terminal, environment: ["NO_COLOR": "1"]).stdout.contains(Self.escape))
        // After `--` it is a word, not the option.
        #expect(shelf.run(["search", "--offline", "--", "--color=never"]).stderr.contains("--color=never") == false)
        let bad = shelf.run(["list", "--color=sometimes"])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("shelf: --color is auto, always or never, not \"sometimes\"\nusage:"))
    }

    /// A pager that copies what it reads into a file, so a test can see what went through it.
    private struct RecordingPager {
        let folder: TemporaryDirectory
        var script: URL { folder.url.appendingPathComponent("pager") }
        var received: URL { folder.url.appendingPathComponent("received") }

        init() throws {
            folder = try TemporaryDirectory(prefix: "shelf-pager")
            try "#!/bin/sh\ncat > \"$1\"\n".write(to: script, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        }

        var environment: [String: String] { ["SHELF_PAGER": "\(script.path) \(received.path)"] }
        var text: String? { try? String(contentsOf: received, encoding: .utf8) }
    }

    @Test func outputLongerThanTheWindowGoesThroughThePager() throws {
        let shelf = try library(books: 12)
        defer { shelf.cleanUp() }
        let pager = try RecordingPager()
        defer { pager.folder.remove() }
        let result = shelf.run(["list"], traits: .terminal(width: 80, height: 10), environment: pager.environment)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let paged = try #require(pager.text)
        #expect(paged.contains("Book 1 ") && paged.contains("Book 12"))
        #expect(paged.split(separator: "\n").count == 14)
    }

    /// A reader who quits the pager at once closes the pipe on output that goes on for pages:
    /// shelf stops writing and ends as it would have, neither dying of SIGPIPE nor saying the
    /// output failed.
    @Test func quittingThePagerBeforeTheEndIsNoFailure() throws {
        let shelf = try InProcessShelf()
        defer { shelf.cleanUp() }
        // More than a pipe holds (64 KB), so writing must meet the closed pipe.
        let rows = (1...900).map { "\($0),A Title Long Enough To Fill The Pipe Number \($0),Author \($0),,,,,0,,,,100,,,,2020/01/02,,,to-read,,,,0,0" }
        let file = shelf.home.appendingPathComponent("many.csv")
        try ([GoodreadsCSV.header.joined(separator: ",")] + rows).joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        #expect(shelf.run(["import", file.path]).status == 0)
        let result = shelf.run(["list", "all"], traits: .terminal(width: 120, height: 10), environment: ["SHELF_PAGER": "sh -c true"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.isEmpty, "the output went to the pager")
    }

    /// While a pager runs, a write into the pipe it closed fails with EPIPE instead of killing
    /// shelf with SIGPIPE; once it has exited, SIGPIPE does what it did before.
    @Test func aPagerQuitEarlyLeavesAFailedWriteNotADeadShelf() throws {
        /// What SIGPIPE does now, as the address of its handler (`SIG_IGN` is 1), read without
        /// changing it: other tests write into pipes at the same time.
        func brokenPipeHandler() -> Int {
            var current = sigaction()
            sigaction(SIGPIPE, nil, &current)
            #if canImport(Glibc)
            return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
            #else
            return unsafeBitCast(current.__sigaction_u.__sa_handler, to: Int.self)
            #endif
        }
        let before = brokenPipeHandler()
        let process = try #require(Pager(command: ["sh", "-c", "exit 0"]).start(environment: [:]))
        #expect(brokenPipeHandler() == unsafeBitCast(SIG_IGN, to: Int.self))
        // Once the pager has gone, writing into its pipe fails with EPIPE.
        var wrote = 0
        for _ in 0..<1_000 where wrote >= 0 {
            wrote = [UInt8](repeating: 65, count: 4096).withUnsafeBytes { write(process.input, $0.baseAddress, $0.count) }
        }
        #expect(wrote == -1 && errno == EPIPE)
        process.finish()
        #expect(brokenPipeHandler() == before)
    }

    @Test func shortOutputPipedOutputAndNoPagerNeverPage() throws {
        let shelf = try library(books: 12)
        defer { shelf.cleanUp() }
        let pager = try RecordingPager()
        defer { pager.folder.remove() }
        let tall = shelf.run(["list"], traits: .terminal(width: 80, height: 40), environment: pager.environment)
        #expect(tall.stdout.contains("Book 12"))
        let piped = shelf.run(["list"], environment: pager.environment)
        #expect(piped.stdout.contains("Book 12"))
        let short = TerminalTraits.terminal(width: 80, height: 10)
        #expect(shelf.run(["list", "--no-pager"], traits: short, environment: pager.environment).stdout.contains("Book 12"))
        #expect(shelf.run(["list"], traits: short, environment: ["SHELF_PAGER": ""]).stdout.contains("Book 12"))
        #expect(shelf.run(["list"], traits: short, environment: ["SHELF_PAGER": "cat"]).stdout.contains("Book 12"))
        #expect(pager.text == nil, "the pager never started")
    }

    @Test func aPagerThatCannotStartFallsBackToPrinting() throws {
        let shelf = try library(books: 12)
        defer { shelf.cleanUp() }
        let result = shelf.run(
            ["list"], traits: .terminal(width: 80, height: 10), environment: ["SHELF_PAGER": "/nonexistent/pager -R"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Book 1 ") && result.stdout.contains("Book 12"))
        #expect(result.stderr.isEmpty)
    }

    @Test func thePagerIsChosenAsGitChoosesIt() {
        #expect(Pager.chosen(environment: [:])?.command == ["less", "-FRX"])
        #expect(Pager.chosen(environment: ["PAGER": "more"])?.command == ["more"])
        #expect(Pager.chosen(environment: ["PAGER": ""])?.command == ["less", "-FRX"])
        #expect(Pager.chosen(environment: ["PAGER": "more", "SHELF_PAGER": "less -S"])?.command == ["less", "-S"])
        #expect(Pager.chosen(environment: ["PAGER": "more", "SHELF_PAGER": ""]) == nil)
        #expect(Pager.chosen(environment: ["PAGER": "cat"]) == nil)
    }
}
