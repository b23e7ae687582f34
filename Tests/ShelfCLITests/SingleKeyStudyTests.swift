import Foundation
import Testing
import TestSupport

/// `shelf study` on a terminal (a pseudo-terminal made by `script`): answers are single keys, and
/// the terminal's settings are the same after the session as before it, however it ends.
final class SingleKeyStudyTests {
    let shelf: ShelfProcess

    init() throws {
        shelf = try ShelfProcess()
        try shelf.add(["--title", "Dune"])
        try shelf.expectSuccess(["vocab", "add", "dune", "kanly", "--definition", "a feud", "--no-lookup"])
    }

    deinit {
        shelf.cleanUp()
    }

    /// Runs `shelf study` on a terminal between two `stty -g`, returning what it printed and the
    /// terminal's settings before and after. The settings go to files, not the terminal, so none
    /// of them is lost when `script` stops copying output as the session ends.
    private func study(keys: String) throws -> (output: String, before: String?, after: String?) {
        let quoted = ShelfProcess.shellQuoted
        let before = shelf.home.appendingPathComponent("stty-before")
        let after = shelf.home.appendingPathComponent("stty-after")
        let command = "stty -g > \(quoted(before.path)); \(quoted(ShelfProcess.binary.path)) study; stty -g > \(quoted(after.path))"
        let result = try ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"],
            environment: shelf.environment.merging(["SHELL": "/bin/sh"]) { $1 }, input: keys)
        func settings(_ file: URL) -> String? {
            (try? String(contentsOf: file, encoding: .utf8)).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        }
        return (result.stdout, settings(before), settings(after))
    }

    private func reviews() throws -> [Int] {
        let word = try JSONOutput.object(try shelf.expectSuccess(["vocab", "show", "kanly", "--json"]))
        return (word["reviews"] as? [[String: Any]] ?? []).compactMap { $0["rating"] as? Int }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func aSpaceTurnsTheCardAndOneKeyRatesIt() throws {
        // Space, then 3 with no Enter; then an empty line for "mark any as mastered?".
        let session = try study(keys: " 3\n")
        #expect(session.output.contains("Space to turn"), "\(session.output)")
        #expect(session.output.contains("1. ✓ kanly — good"), "\(session.output)")
        #expect(try reviews() == [3])
        #expect(session.before?.contains(":") == true, "\(session.output.debugDescription)")
        #expect(session.before == session.after, "\(session.output)")
    }

    /// Runs `shelf study ARGUMENTS` on a terminal and types each step's keys (printf's text) once
    /// the terminal shows the step's text. The input stays open, so the session ends by what was
    /// typed or not at all (killed by the harness after 45 s). `script` runs in the foreground,
    /// since a background job starts with SIGINT ignored.
    private func typing(_ steps: [(after: String, keys: String)], arguments: [String] = []) throws -> ChildProcess.Result {
        let quoted = ShelfProcess.shellQuoted
        let command = ([ShelfProcess.binary.path, "study"] + arguments).map(quoted).joined(separator: " ")
        let keys = steps.map { "wait_for \(quoted($0.after)); printf \(quoted($0.keys))" }.joined(separator: "; ")
        let typing = """
            wait_for() { i=0; until grep -q "$1" out 2>/dev/null; do i=$((i+1)); [ $i -gt 1200 ] && exit 9; sleep 0.05; done; }
            mkfifo keys
            ( \(keys); sleep 60 ) > keys 2> /dev/null &
            script -qefc \(quoted("exec " + command)) out < keys > /dev/null; status=$?
            kill $! 2> /dev/null; cat out; exit $status
            """
        return try ChildProcess.start(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "cd \(quoted(shelf.home.path)) && \(typing)"],
            environment: shelf.environment.merging(["SHELL": "/bin/sh"]) { $1 }
        ).wait(limit: 45)
    }

    /// Ctrl-C typed while a word is being typed in fill mode: the terminal sends SIGINT then (a
    /// typed answer has its line editing back), and it stops the session as the key does. The keys
    /// go in one at a time, each once the terminal shows it is waiting for it.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func ctrlCWhileTypingAWordStopsTheSessionAsTheKeyDoes() throws {
        let result = try typing([("Word?", "zz"), ("Word? zz", "\\003")], arguments: ["--mode", "fill"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("Word? zz^C"), "\(result.stdout)")
        #expect(result.stdout.contains("Stopped before the first answer; nothing changed."), "\(result.stdout)")
        #expect(try reviews().isEmpty)
    }

    /// Keys typed ahead while a card is shown — its rating, the Enter for the question after the
    /// session, and a Ctrl-D — reach that question as one line holding the Enter and what followed
    /// it: the line is the answer, and the session ends. `script` sends such a Ctrl-D when its
    /// input ends and shelf is slower than it waits, which a loaded machine can be.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func keysTypedAheadEndTheSession() throws {
        let result = try typing([("to turn", " 3\\n\\004")])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("1. ✓ kanly — good"), "\(result.stdout)")
        #expect(try reviews() == [3])
    }

    /// A Ctrl-C typed ahead while the keys were single, before a question that takes a line, is a
    /// byte in the input, not a signal: it stops the session as the key does, rather than being
    /// read as an answer that is refused again and again.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func aCtrlCTypedAheadStopsTheSession() throws {
        let result = try typing([("to turn", " 3\\003")])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("1. ✓ kanly — good"), "\(result.stdout)")
        #expect(!result.stdout.contains("give numbers"), "\(result.stdout)")
        #expect(try reviews() == [3])
    }

    /// Keys typed ahead for a typed answer are shown after its prompt and begin the answer.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func keysTypedAheadBeginTheTypedAnswer() throws {
        let result = try typing([("to turn", " 31"), ("Enter for none: 1", "\\n")])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("Mastered: kanly"), "\(result.stdout)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func qStopsAndTheTerminalIsPutBack() throws {
        let session = try study(keys: " q")
        #expect(session.output.contains("Stopped before the first answer; nothing changed."), "\(session.output)")
        #expect(try reviews().isEmpty)
        #expect(session.before?.contains(":") == true, "\(session.output.debugDescription)")
        #expect(session.before == session.after, "\(session.output)")
    }
}
