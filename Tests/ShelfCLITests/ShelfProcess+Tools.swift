import Foundation

/// What the end-to-end tests need beyond running `shelf` on pipes: a terminal, and a look into
/// the database with the sqlite3 command-line tool.
extension ShelfProcess {
    /// The library file of this test's SHELF_HOME.
    var libraryFile: URL { home.appendingPathComponent("library.sqlite") }

    /// Runs `shelf ARGUMENTS` on a pseudo-terminal (through `script`), as a person at a terminal
    /// would; `input` is typed into it. Line ends come back as `\n`. stderr shares the terminal,
    /// so everything arrives in `stdout`.
    @discardableResult
    func runOnTerminal(
        _ arguments: [String], input: String? = nil, environment extra: [String: String] = [:]
    ) throws -> Result {
        let command = ([Self.binary.path] + arguments).map(Self.shellQuoted).joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        process.environment = environment.merging(extra) { $1 }.merging(["SHELL": "/bin/sh"]) { $1 }
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
        let (out, err) = collected.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: out.replacingOccurrences(of: "\r\n", with: "\n"),
            stderr: err)
    }

    /// Runs SQL with the sqlite3 tool on the library and returns its output, trimmed.
    func sqlite(_ sql: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [libraryFile.path, sql]
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let (out, err) = PipeCollector(stdout: stdout, stderr: stderr).wait()
        process.waitUntilExit()
        return (out + err).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
