import Foundation
import Testing
import TestSupport

/// A library on a read-only filesystem still reads: listing, showing, exporting and statistics
/// print what they print on a writable one, and every command that writes is refused in one line
/// with the library unchanged. The filesystem is a read-only bind mount of the test's SHELF_HOME
/// (see `Mount`).
final class ReadOnlyLibraryTests {
    let shelf: ShelfProcess

    init() throws {
        shelf = try ShelfProcess()
        try shelf.add(["--title", "Dune", "--author", "Frank Herbert", "--pages", "412"])
        try shelf.add(["--title", "Emma", "--pages", "300"])
        try shelf.expectSuccess(["log", "dune", "120"])
        try shelf.expectSuccess(["finish", "emma"])
        try shelf.expectSuccess(["vocab", "add", "dune", "kanly", "--definition", "a feud"])
    }

    deinit {
        shelf.cleanUp()
    }

    private static let readingCommands = [
        ["list"], ["list", "all", "--json"], ["show", "dune"], ["show", "1", "--json"], ["vocab", "list", "--all"],
        ["vocab", "show", "kanly", "--json"], ["export"], ["export", "--format", "goodreads"], ["stats"],
    ]

    private static let writingCommands = [
        ["add", "--title", "Solaris"], ["log", "dune", "130"], ["start", "emma"], ["edit", "dune", "--pages", "500"],
        ["rm", "emma", "--yes"], ["vocab", "add", "dune", "ghola", "--definition", "a clone"], ["vocab", "rm", "kanly", "--yes"],
    ]

    /// Commands that ask before they write: refused before the first question, so no answer or
    /// review is given only to be lost.
    private static let askingCommands: [(arguments: [String], input: String)] = [
        (["study"], "3\n\n"), (["study", "--json"], "3\n\n"), (["review", "dune", "-"], "A fine book.\n"),
    ]

    @Test func readingCommandsReadAndWritingCommandsAreRefusedInOneLine() throws {
        let writable = try Self.readingCommands.map { try shelf.expectSuccess($0) }
        let before = try shelf.librarySnapshot()
        let files = try FileManager.default.contentsOfDirectory(atPath: shelf.home.path).sorted()
        guard let readOnly = try Mount.readOnly(shelf.home, skipping: "the read-only library test") else { return }
        defer { readOnly.unmount() }

        for (arguments, expected) in zip(Self.readingCommands, writable) {
            #expect(try shelf.expectSuccess(arguments) == expected, "\(arguments)")
        }
        for (arguments, input) in Self.writingCommands.map({ ($0, nil) }) + Self.askingCommands.map({ ($0.arguments, $0.input) }) {
            let line = try shelf.expectRefused(arguments, input: input)
            #expect(
                line == "shelf: the library at \(shelf.libraryFile.path) cannot be written (it, its folder, or its -wal or -shm file beside it is read-only) — make them all writable to change it; commands that only read still work, and nothing was changed",
                "\(arguments)")
        }
        // Offline, a cache folder the read-only home cannot hold only means nothing is cached.
        let offline = try shelf.run(["--offline", "search", "dune"])
        #expect(offline.status == 1)
        #expect(offline.stderr.hasPrefix("shelf: nothing from Google Books or Open Library is cached"), "\(offline.stderr)")
        readOnly.unmount()
        #expect(try shelf.librarySnapshot() == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: shelf.home.path).sorted() == files)
        try shelf.expectSuccess(["log", "dune", "130"])
    }
}
