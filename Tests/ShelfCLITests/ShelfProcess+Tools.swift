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
        let result = try Self.launch(
            URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"],
            environment: environment.merging(extra) { $1 }.merging(["SHELL": "/bin/sh"]) { $1 }, input: input
        ).wait()
        return Result(
            status: result.status, stdout: result.stdout.replacingOccurrences(of: "\r\n", with: "\n"),
            stderr: result.stderr)
    }

    /// Runs SQL with the sqlite3 tool on the library and returns its output, trimmed.
    func sqlite(_ sql: String) throws -> String {
        let result = try Self.launch(URL(fileURLWithPath: "/usr/bin/sqlite3"), [libraryFile.path, sql]).wait()
        return (result.stdout + result.stderr).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
