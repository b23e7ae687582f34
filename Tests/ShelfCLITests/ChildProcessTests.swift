import Foundation
import Testing
import TestSupport

/// The harness every end-to-end test runs shelf through: a program that hangs fails its own test
/// instead of holding the whole run until CI gives up on it.
@Suite struct ChildProcessTests {
    @Test func aProgramPastItsLimitIsKilledAndSaysSo() throws {
        let started = Date()
        let child = try ChildProcess.start(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "echo before; echo waiting >&2; exec sleep 60"], input: "")
        let result = child.wait(limit: 1)
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(result.status == SIGKILL)
        #expect(result.stdout == "before\n")
        #expect(result.stderr == "waiting\ntest harness: sh was still running after 1.0 s and was killed\n")
    }

    @Test func aProgramWithinItsLimitGivesAllItPrinted() throws {
        let lines = (1...20_000).map { "line \($0)" }.joined(separator: "\n")
        let result = try ChildProcess.start(URL(fileURLWithPath: "/bin/sh"), ["-c", "cat; cat >&2 <<'E'\nerr\nE"], input: lines).wait()
        #expect(result.status == 0)
        #expect(result.stdout == lines)
        #expect(result.stderr == "err\n")
    }
}
