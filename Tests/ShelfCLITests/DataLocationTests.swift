import Foundation
import Testing

/// Where the library lives: SHELF_HOME, else XDG_DATA_HOME, else ~/.local/share; private
/// directories and file.
final class DataLocationTests {
    let shelf: ShelfProcess

    init() throws {
        shelf = try ShelfProcess()
    }

    deinit {
        shelf.cleanUp()
    }

    private func permissions(_ url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require(attributes[.posixPermissions] as? Int)
    }

    /// Adds a book with the given environment (SHELF_HOME removed) and returns the folder the
    /// library landed in.
    private func addBook(environment changes: [String: String?]) throws -> ShelfProcess {
        var elsewhere = shelf
        elsewhere.environment["SHELF_HOME"] = nil
        for (key, value) in changes { elsewhere.environment[key] = value }
        let result = try elsewhere.run(["add", "--title", "Dune"])
        #expect(result.status == 0, "\(result.stderr)")
        return elsewhere
    }

    @Test func shelfHomeComesFirstAndIsCreatedPrivate() throws {
        var deep = shelf
        let folder = shelf.home.appendingPathComponent("a/b/library home")
        deep.environment["SHELF_HOME"] = folder.path
        deep.environment["XDG_DATA_HOME"] = shelf.home.appendingPathComponent("xdg").path
        #expect(try deep.run(["add", "--title", "Dune"]).status == 0)
        let file = folder.appendingPathComponent("library.sqlite")
        #expect(try permissions(folder) == 0o700)
        #expect(try permissions(file) == 0o600)
        #expect(!FileManager.default.fileExists(atPath: shelf.home.appendingPathComponent("xdg").path))
        #expect(try deep.run(["list"]).stdout.contains("Dune"))
    }

    /// A folder that cannot be made because a file stands in its path is named with the variable
    /// that placed it, never as a Cocoa error number with another variable's name.
    @Test func aFileInTheWayNamesTheVariableAndThePath() throws {
        let file = shelf.home.appendingPathComponent("plain file")
        try Data("x".utf8).write(to: file)
        let cache = file.appendingPathComponent("cache")
        let search = try shelf.run(["search", "dune"], environment: ["SHELF_CACHE_DIR": cache.path])
        #expect(search.status == 1)
        #expect(
            search.stderr == "shelf: cannot use \(cache.path) as the cache folder (SHELF_CACHE_DIR): \(file.path) is a file"
                + " — move the file, or set SHELF_CACHE_DIR to a folder\n")

        var inFile = shelf
        inFile.environment["SHELF_HOME"] = file.path
        let list = try inFile.run(["list"])
        #expect(list.status == 1)
        #expect(
            list.stderr == "shelf: cannot use \(file.path) as the library folder (SHELF_HOME): it is a file"
                + " — move the file, or set SHELF_HOME to a folder\n")
    }

    /// A folder the system will not make is explained in shelf's words: which folder refused, and
    /// which variable to set, never Foundation's "The operation could not be completed".
    @Test func aFolderTheSystemRefusesIsNamedInShelfsWords() throws {
        guard FileManager.default.fileExists(atPath: "/proc/1") else { return }
        var refused = shelf
        refused.environment["SHELF_HOME"] = "/proc/1/nope"
        let line = try refused.expectRefused(["add", "--title", "Dune"])
        #expect(
            line == "shelf: cannot create the library folder /proc/1/nope (SHELF_HOME): /proc/1 cannot hold new folders"
                + " — set SHELF_HOME to a folder you can write", "\(line)")
    }

    @Test func xdgDataHomeIsNext() throws {
        let xdg = shelf.home.appendingPathComponent("data")
        _ = try addBook(environment: ["XDG_DATA_HOME": xdg.path])
        let folder = xdg.appendingPathComponent("shelf")
        #expect(try permissions(folder) == 0o700)
        #expect(try permissions(folder.appendingPathComponent("library.sqlite")) == 0o600)
    }

    @Test func homeIsTheFallback() throws {
        let home = shelf.home.appendingPathComponent("user")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        _ = try addBook(environment: ["HOME": home.path, "XDG_DATA_HOME": nil])
        let folder = home.appendingPathComponent(".local/share/shelf")
        #expect(try permissions(folder) == 0o700)
        #expect(try permissions(folder.appendingPathComponent("library.sqlite")) == 0o600)
    }

    @Test func aRelativeXDGDataHomeIsIgnoredAsTheSpecificationSays() throws {
        let home = shelf.home.appendingPathComponent("user")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        _ = try addBook(environment: ["HOME": home.path, "XDG_DATA_HOME": "relative/data"])
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent(".local/share/shelf/library.sqlite").path))
    }

    @Test func noFilesAreLeftBesideTheLibraryAfterACommand() throws {
        try shelf.add(["--title", "Dune"])
        let files = try FileManager.default.contentsOfDirectory(atPath: shelf.home.path).sorted()
        #expect(files == ["library.sqlite"])
    }
}
