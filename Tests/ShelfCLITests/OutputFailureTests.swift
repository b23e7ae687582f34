import Foundation
import Testing
import TestSupport

/// A full disk or a closed pipe under stdout: one line and exit 1 for the first, silence for the
/// second, never a trap; and an `--output` file that cannot be written leaves the old one as it was.
final class OutputFailureTests {
    let shelf: ShelfProcess

    init() throws {
        shelf = try ShelfProcess()
        try shelf.add(["--title", "Dune", "--author", "Frank Herbert", "--pages", "412"])
        try shelf.add(["--title", "Solaris", "--pages", "204"])
    }

    deinit {
        shelf.cleanUp()
    }

    /// Runs `shelf ARGUMENTS` with stdout on `output` (a file handle of the test's choosing) and
    /// returns how it ended and what it printed on stderr.
    private func run(_ arguments: [String], stdout output: FileHandle) throws -> (Process, String) {
        let child = try ChildProcess.start(
            ShelfProcess.binary, arguments, environment: shelf.environment, standardOutput: output)
        return (child.process, child.wait().stderr)
    }

    @Test(arguments: [
        (["export"], "shelf: cannot write the backup — No space left on device; write it to a file with --output FILE instead\n"),
        (["export", "--format", "goodreads"], "shelf: cannot write the Goodreads CSV — No space left on device; write it to a file with --output FILE instead\n"),
        (["list"], "shelf: cannot write the output — No space left on device\n"),
        (["list", "--json"], "shelf: cannot write the output — No space left on device\n"),
        (["show", "dune", "--json"], "shelf: cannot write the output — No space left on device\n"),
        (["--help"], "shelf: cannot write the output — No space left on device\n"),
    ])
    func aFullDeviceUnderStdoutIsOneLineAndExitOne(arguments: [String], message: String) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"), "this system has no /dev/full")
        let (process, stderr) = try run(arguments, stdout: full)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        #expect(stderr == message)
    }

    /// The change is committed before its report is printed: when the report fails, the line says
    /// the change stands and how to take it back, and `undo` does.
    @Test func aChangeWhoseReportCannotBeWrittenSaysItWasMade() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"), "this system has no /dev/full")
        let (process, stderr) = try run(["log", "dune", "40"], stdout: full)
        #expect(process.terminationStatus == 1)
        #expect(stderr == "shelf: cannot write the output — No space left on device; the change itself was made (shelf undo takes it back)\n")
        #expect(try JSONOutput.object(shelf.expectSuccess(["show", "dune", "--json"]))["currentPage"] as? Int == 40)
        #expect(try shelf.expectSuccess(["undo"]).hasPrefix("Undid \"log dune 40\""))

        // An import commits through its own transaction: the same line.
        let backup = shelf.home.appendingPathComponent("backup.json")
        try shelf.expectSuccess(["export", "--output", backup.path])
        try shelf.expectSuccess(["rm", "solaris", "--yes"])
        let (imported, importStderr) = try run(["import", backup.path], stdout: full)
        #expect(imported.terminationStatus == 1)
        #expect(importStderr.hasSuffix("; the change itself was made (shelf undo takes it back)\n"), "\(importStderr)")
    }

    @Test(arguments: [["list"], ["export"], ["list", "--json"]])
    func aPipeWhoseReaderHasGoneEndsSilently(arguments: [String]) throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let (process, stderr) = try run(arguments, stdout: pipe.fileHandleForWriting)
        // SIGPIPE ends shelf as it ends any program; where the signal is ignored the write fails
        // with EPIPE instead and shelf exits with the status a shell shows for the signal.
        let endedBySignal = process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGPIPE
        let exitedAsIfSignalled = process.terminationReason == .exit && process.terminationStatus == 141
        #expect(endedBySignal || exitedAsIfSignalled, "\(process.terminationReason) \(process.terminationStatus)")
        #expect(stderr.isEmpty, "\(stderr)")
    }

    @Test func anOutputFileOnAFullDeviceKeepsTheOldFile() throws {
        let mountPoint = shelf.home.appendingPathComponent("small-disk")
        guard let disk = try Mount.tmpfs(at: mountPoint, size: "64k", skipping: "the full-device --output test") else { return }
        defer { disk.unmount() }
        // Enough books that the backup is larger than the 64 KiB device.
        var csv = """
            Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,\
            Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,\
            Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies

            """
        for number in 1...400 {
            csv += "\(number),A book with a fairly long title \(number),Author \(number),,,,,0,0,,,300,2000,2000,,2024/01/01,,,to-read,,,,0,0\n"
        }
        let csvFile = shelf.home.appendingPathComponent("many.csv")
        try csv.write(to: csvFile, atomically: true, encoding: .utf8)
        try shelf.expectSuccess(["import", csvFile.path])
        let target = mountPoint.appendingPathComponent("backup.json")
        let old = Data("the old backup\n".utf8)
        try old.write(to: target)

        let result = try shelf.run(["export", "--output", target.path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "one line: \(result.stderr)")
        #expect(result.stderr.hasPrefix(
            "shelf: cannot write \(target.path): No space left on device — free some space on that disk and run the command again;"))
        #expect(try Data(contentsOf: target) == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: mountPoint.path) == ["backup.json"])
    }
}
