import Foundation
import TestSupport

/// Runs the built `shelf` binary as a user would, in a private SHELF_HOME with a fixed clock, and
/// captures what it printed (through `ChildProcess`, which never deadlocks on large outputs).
struct ShelfProcess {
    private let place: ShelfHome
    /// The library folder for this test; removed by `cleanUp()`, or when the last copy of this
    /// value is released.
    var home: URL { place.url }

    /// Adds a book whose title and authors came from outside (`ShelfHome.addFromOutside`).
    @discardableResult
    func addFromOutside(title: String, authors: [String] = [], pages: Int? = nil) throws -> Int {
        try place.addFromOutside(title: title, authors: authors, pages: pages)
    }
    /// Environment added to every run (SHELF_HOME, SHELF_NOW, TZ are set already).
    var environment: [String: String]

    init(now: String = "2026-11-20T18:00:00Z") throws {
        place = try ShelfHome(prefix: "shelf-e2e", now: now)
        environment = place.environment.merging([
            "PATH": "/usr/bin:/bin",
            // A terminal run by `script` in a developer's window knows its height; only the
            // paging tests page.
            "SHELF_PAGER": "",
            // No test may reach the real APIs: point them all at a port nothing listens on.
            "SHELF_GOOGLE_BOOKS_URL": "http://127.0.0.1:9/books/v1",
            "SHELF_DICTIONARY_URL": "http://127.0.0.1:9/api/v2/entries",
            "SHELF_OPEN_LIBRARY_URL": "http://127.0.0.1:9",
        ]) { $1 }
    }

    /// The built binary: next to the test bundle in the build folder.
    static let binary = BuiltExecutable.url("shelf")

    /// Runs `shelf ARGUMENTS` with optional standard input and extra environment.
    @discardableResult
    func run(_ arguments: [String], input: String? = nil, environment extra: [String: String] = [:]) throws -> ChildProcess.Result {
        try start(arguments, input: input, environment: extra).wait()
    }

    /// Starts `shelf ARGUMENTS` without waiting for it, so tests can run many at once or kill one.
    func start(_ arguments: [String], input: String? = nil, environment extra: [String: String] = [:]) throws -> ChildProcess {
        try ChildProcess.start(Self.binary, arguments, environment: environment.merging(extra) { $1 }, input: input)
    }

    /// Runs and returns stdout, for commands expected to succeed.
    func output(_ arguments: [String], input: String? = nil) throws -> String {
        try run(arguments, input: input).stdout
    }

    /// Everything in the library (see `DatabaseFile.dump`), to prove a rejected command changed
    /// nothing; empty when no library file exists yet, and the raw bytes when the file is not a
    /// database SQLite can read.
    func librarySnapshot() throws -> String {
        guard FileManager.default.fileExists(atPath: libraryFile.path) else { return "" }
        do {
            return try DatabaseFile(path: libraryFile.path).dump()
        } catch {
            return "unreadable (\(error)): " + (try Data(contentsOf: libraryFile)).base64EncodedString()
        }
    }

    /// The library as SQL text without the undo journal and the id high-water marks: what undoing
    /// a change must give back exactly (the journal shrinks as changes are undone, and ids stay used).
    func librarySnapshotWithoutUndo() throws -> String {
        try librarySnapshot().split(separator: "\n")
            .filter { !$0.hasPrefix("INSERT INTO undo_") && !$0.hasPrefix("INSERT INTO sqlite_sequence") && !$0.hasPrefix("INSERT INTO \"undo_") }
            .joined(separator: "\n")
    }

    func cleanUp() {
        place.remove()
    }
}
