import Foundation
import Testing

/// The three ways a `shelf` run may end (success, refusal, usage error), checked the same way
/// everywhere.
extension ShelfProcess {
    /// Runs a command that must succeed: exit 0, nothing on stderr. Returns stdout.
    @discardableResult
    func expectSuccess(
        _ arguments: [String], input: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let result = try run(arguments, input: input)
        #expect(result.status == 0, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.isEmpty, "\(arguments)", sourceLocation: sourceLocation)
        return result.stdout
    }

    /// Runs a command that must be refused: exit 1, exactly one line on stderr of the form
    /// `shelf: what went wrong — what to do`, nothing on stdout, and the library unchanged.
    /// Returns the message line.
    @discardableResult
    func expectRefused(
        _ arguments: [String], input: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let before = try librarySnapshot()
        let result = try run(arguments, input: input)
        #expect(result.status == 1, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, "\(arguments): \(result.stdout)", sourceLocation: sourceLocation)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "one line: \(result.stderr)", sourceLocation: sourceLocation)
        let line = String(lines.first ?? "")
        #expect(line.hasPrefix("shelf: "), "\(line)", sourceLocation: sourceLocation)
        #expect(line.contains(" — "), "what to do is missing: \(line)", sourceLocation: sourceLocation)
        #expect(!line.contains("\u{1B}"), sourceLocation: sourceLocation)
        #expect(try librarySnapshot() == before, "\(arguments) changed the library", sourceLocation: sourceLocation)
        return line
    }

    /// Runs a command line of the wrong shape: exit 2, the problem then the command's usage line
    /// on stderr, nothing on stdout, the library unchanged. Returns the two lines.
    @discardableResult
    func expectUsageError(
        _ arguments: [String], usage: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [String] {
        let before = try librarySnapshot()
        let result = try run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(lines.first?.hasPrefix("shelf: ") == true, sourceLocation: sourceLocation)
        #expect(lines.last?.hasPrefix("usage: shelf \(usage)") == true, "\(lines)", sourceLocation: sourceLocation)
        #expect(try librarySnapshot() == before, sourceLocation: sourceLocation)
        return lines
    }

    /// Adds a book and returns its id as `add --json` reports it.
    @discardableResult
    func add(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        let output = try expectSuccess(["add"] + arguments + ["--json"], sourceLocation: sourceLocation)
        return try #require(JSONOutput.object(output)["id"] as? Int, sourceLocation: sourceLocation)
    }
}
