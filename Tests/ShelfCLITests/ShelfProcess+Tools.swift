import Foundation
import Library
import TestSupport

/// What the end-to-end tests need beyond running `shelf` on pipes: a terminal, and a look into
/// the database.
extension ShelfProcess {
    /// The library file of this test's SHELF_HOME.
    var libraryFile: URL { home.appendingPathComponent("library.sqlite") }

    /// Runs `shelf ARGUMENTS` on a pseudo-terminal (through `script`), as a person at a terminal
    /// would; `input` is typed into it. Line ends come back as `\n`. stderr shares the terminal,
    /// so everything arrives in `stdout`.
    @discardableResult
    func runOnTerminal(
        _ arguments: [String], input: String? = nil, environment extra: [String: String] = [:]
    ) throws -> ChildProcess.Result {
        let command = ([Self.binary.path] + arguments).map(Self.shellQuoted).joined(separator: " ")
        let result = try ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"],
            environment: environment.merging(extra) { $1 }.merging(["SHELL": "/bin/sh"]) { $1 }, input: input
        )
        return ChildProcess.Result(
            status: result.status, stdout: result.stdout.replacingOccurrences(of: "\r\n", with: "\n"),
            stderr: result.stderr)
    }

    /// Creates the library, empty, as the first command that writes does (one that only reads
    /// creates none), so a test can show that a refused command leaves a new library as it was.
    func createLibrary() throws {
        _ = try Bookshelf(path: libraryFile.path)
    }

    /// Runs SQL on the library and returns what the sqlite3 shell would print, trimmed (see
    /// `DatabaseFile.query`).
    func sqlite(_ sql: String) throws -> String {
        try DatabaseFile(path: libraryFile.path).query(sql)
    }

    /// `text` as one word of a POSIX shell command, in single quotes.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
