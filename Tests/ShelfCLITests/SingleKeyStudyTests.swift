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
    /// terminal's settings before and after.
    private func study(keys: String) throws -> (output: String, before: String?, after: String?) {
        let binary = "'" + ShelfProcess.binary.path.replacingOccurrences(of: "'", with: "'\\''") + "'"
        let result = try ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/script"), ["-qec", "stty -g; \(binary) study; stty -g", "/dev/null"],
            environment: shelf.environment.merging(["SHELL": "/bin/sh"]) { $1 }, input: keys)
        // A terminal ends lines with "\r\n", one Character: split on every kind of line end.
        let settings = result.stdout.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { line in line.filter { $0 == ":" }.count > 10 && line.allSatisfy { $0.isHexDigit || $0 == ":" } }
        return (result.stdout, settings.first, settings.count == 2 ? settings.last : nil)
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
        #expect(session.before != nil, "\(session.output.debugDescription)")
        #expect(session.before == session.after, "\(session.output)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func qStopsAndTheTerminalIsPutBack() throws {
        let session = try study(keys: " q")
        #expect(session.output.contains("Stopped before the first answer; nothing changed."), "\(session.output)")
        #expect(try reviews().isEmpty)
        #expect(session.before != nil, "\(session.output.debugDescription)")
        #expect(session.before == session.after, "\(session.output)")
    }
}
