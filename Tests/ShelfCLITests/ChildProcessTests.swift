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
        #expect(result.stderr == "waiting\ntest harness: sh or what it started still held its output after 1.0 s; killed them\n")
    }

    /// A program that ended while what it started still holds its output: what it started is
    /// killed with it (its process group), so no test waits on it.
    @Test func whatAProgramStartedIsKilledWithIt() throws {
        let result = try ChildProcess.start(URL(fileURLWithPath: "/bin/sh"), ["-c", "sleep 60 & echo $!"], input: "").wait(limit: 1)
        #expect(result.status == SIGKILL)
        let sleeper = try #require(Int32(result.stdout.trimmingCharacters(in: .newlines)))
        #expect(result.stderr == "test harness: sh or what it started still held its output after 1.0 s; killed them\n")
        // A signal is delivered when the kernel next runs the process: on a busy machine the sleep
        // may still be running for a moment after the kill, so it is given a few seconds to die.
        var stat: String?
        let deadline = Date().addingTimeInterval(5)
        repeat {
            stat = try? String(contentsOfFile: "/proc/\(sleeper)/stat", encoding: .utf8)
            if stat == nil || stat?.contains(") Z ") == true { break }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        #expect(stat == nil || stat?.contains(") Z ") == true, "the sleep was killed: \(stat ?? "")")
    }

    @Test func aProgramWithinItsLimitGivesAllItPrinted() throws {
        let lines = (1...20_000).map { "line \($0)" }.joined(separator: "\n")
        let result = try ChildProcess.start(URL(fileURLWithPath: "/bin/sh"), ["-c", "cat; cat >&2 <<'E'\nerr\nE"], input: lines).wait()
        #expect(result.status == 0)
        #expect(result.stdout == lines)
        #expect(result.stderr == "err\n")
    }
}
