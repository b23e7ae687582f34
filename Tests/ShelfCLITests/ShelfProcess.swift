import Foundation
import TestSupport

/// Runs the built `shelf` binary as a user would, in a private SHELF_HOME with a fixed clock, and
/// captures what it printed. Pipes are drained on background threads before waiting, so large
/// outputs never deadlock.
struct ShelfProcess {
    /// What one run printed and returned.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The library folder for this test; removed by `cleanUp()`.
    let home: URL
    /// Environment added to every run (SHELF_HOME, SHELF_NOW, TZ are set already).
    var environment: [String: String]

    init(now: String = "2026-11-20T18:00:00Z") throws {
        home = FileManager.default.temporaryDirectory
            .appendingPathComponent("shelf-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        environment = [
            "SHELF_HOME": home.path,
            "SHELF_NOW": now,
            "TZ": "UTC",
            "HOME": home.path,
            "PATH": "/usr/bin:/bin",
            // No test may reach the real APIs: point both at a port nothing listens on.
            "SHELF_GOOGLE_BOOKS_URL": "http://127.0.0.1:9/books/v1",
            "SHELF_DICTIONARY_URL": "http://127.0.0.1:9/api/v2/entries",
        ]
    }

    /// The built binary: next to the test bundle in the build folder.
    static let binary = BuiltExecutable.url("shelf")

    /// Runs `shelf ARGUMENTS` with optional standard input and extra environment.
    @discardableResult
    func run(_ arguments: [String], input: String? = nil, environment extra: [String: String] = [:]) throws -> Result {
        try start(arguments, input: input, environment: extra).wait()
    }

    /// A `shelf` started and not yet waited for, so tests can run many at once or kill one.
    struct Running {
        let process: Process
        fileprivate let collected: PipeCollector

        /// Waits for the process to end and returns what it printed.
        func wait() -> Result {
            let (out, err) = collected.wait()
            process.waitUntilExit()
            return Result(status: process.terminationStatus, stdout: out, stderr: err)
        }
    }

    /// Starts `shelf ARGUMENTS` without waiting for it; its pipes are drained in the background.
    func start(_ arguments: [String], input: String? = nil, environment extra: [String: String] = [:]) throws -> Running {
        try Self.launch(Self.binary, arguments, environment: environment.merging(extra) { $1 }, input: input)
    }

    /// Starts any program on pipes, with `input` written to its stdin and then closed.
    static func launch(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, input: String? = nil
    ) throws -> Running {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let stdout = Pipe()
        let stderr = Pipe()
        let stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        try process.run()
        let collected = PipeCollector(stdout: stdout, stderr: stderr)
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try? stdin.fileHandleForWriting.close()
        return Running(process: process, collected: collected)
    }

    /// Runs and returns stdout, for commands expected to succeed.
    func output(_ arguments: [String], input: String? = nil) throws -> String {
        try run(arguments, input: input).stdout
    }

    /// The whole library as SQL text (`sqlite3 .dump`), to prove a rejected command changed
    /// nothing; empty when no library file exists yet.
    func librarySnapshot() throws -> String {
        let file = home.appendingPathComponent("library.sqlite")
        guard FileManager.default.fileExists(atPath: file.path) else { return "" }
        return try Self.launch(URL(fileURLWithPath: "/usr/bin/sqlite3"), ["-readonly", file.path, ".dump"]).wait().stdout
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: home)
    }
}
