import Foundation
import Testing
import TestSupport

/// The library survives what happens to real users: a newer shelf's file, a damaged or cut-short
/// one, twenty commands at once, and a process killed in the middle of writing.
final class DatabaseSafetyTests {
    let shelf: ShelfProcess

    init() throws {
        shelf = try ShelfProcess()
    }

    deinit {
        shelf.cleanUp()
    }

    @Test func aLibraryFromANewerShelfIsRefusedAndLeftUntouched() throws {
        try shelf.add(["--title", "Dune"])
        #expect(try shelf.sqlite("PRAGMA user_version = 99; PRAGMA user_version") == "99")
        let before = try Data(contentsOf: shelf.libraryFile)
        for arguments in [["list"], ["add", "--title", "New"], ["log", "1", "5"]] {
            let result = try shelf.run(arguments)
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            // The version this shelf knows grows with every migration; the rest of the line is fixed.
            #expect(result.stderr.hasPrefix("shelf: the library was written by a newer shelf (schema 99, this one knows "))
            #expect(result.stderr.hasSuffix(") — upgrade shelf; the file was not changed\n"))
        }
        #expect(try Data(contentsOf: shelf.libraryFile) == before)
    }

    @Test func aNewerLibraryInRollbackModeIsNotEvenSwitchedToWAL() throws {
        try FileManager.default.createDirectory(at: shelf.home, withIntermediateDirectories: true)
        #expect(try shelf.sqlite("CREATE TABLE future (x); PRAGMA user_version = 99; PRAGMA journal_mode") == "delete")
        let before = try Data(contentsOf: shelf.libraryFile)
        #expect(try shelf.run(["list"]).status == 1)
        #expect(try Data(contentsOf: shelf.libraryFile) == before)
        #expect(try shelf.sqlite("PRAGMA journal_mode") == "delete")
    }

    @Test func aFileThatIsNotALibraryIsRefusedUntouched() throws {
        let notes = Data("my reading notes\n".utf8)
        try notes.write(to: shelf.libraryFile)
        let line = try shelf.expectRefused(["list"])
        #expect(line.hasPrefix("shelf: the library file \(shelf.libraryFile.path) is damaged — move it aside and restore"))
        #expect(try Data(contentsOf: shelf.libraryFile) == notes)
    }

    /// A table another program dropped is a damaged library, not a failure to try again.
    @Test func aLibraryMissingATableIsCalledDamaged() throws {
        try shelf.add(["--title", "Dune"])
        _ = try shelf.sqlite("DROP TABLE notes")
        let line = try shelf.expectRefused(["note", "dune", "The spice."])
        #expect(line.hasPrefix("shelf: the library file \(shelf.libraryFile.path) is damaged — move it aside and restore"), "\(line)")
    }

    /// No shelf writes a negative schema version; damaged header bytes give one.
    @Test(arguments: [-1, -7, Int(Int32.min)])
    func aLibraryWithANegativeSchemaVersionIsRefusedAsDamagedAndLeftUntouched(version: Int) throws {
        try shelf.add(["--title", "Dune"])
        #expect(try shelf.sqlite("PRAGMA user_version = \(version); PRAGMA user_version") == "\(version)")
        let before = try Data(contentsOf: shelf.libraryFile)
        for arguments in [["list"], ["add", "--title", "New"], ["log", "1", "5"], ["export"]] {
            let line = try shelf.expectRefused(arguments)
            #expect(line == "shelf: the library at \(shelf.libraryFile.path) has a damaged header (schema version \(version)) — move it aside and restore your books from a `shelf export` backup if you made one (shelf import BACKUP.json), or point SHELF_HOME elsewhere; the file was not changed")
        }
        #expect(try Data(contentsOf: shelf.libraryFile) == before)
    }

    /// SQLite alone would take a file shorter than its header for an empty database and write a
    /// library over it.
    @Test(arguments: ["x", "SQLite format 3"])
    func aFileShorterThanADatabaseHeaderIsNotTakenForANewLibrary(content: String) throws {
        try Data(content.utf8).write(to: shelf.libraryFile)
        for arguments in [["list"], ["add", "--title", "Dune"]] {
            let line = try shelf.expectRefused(arguments)
            #expect(line.hasPrefix("shelf: the library file \(shelf.libraryFile.path) is damaged — "))
        }
        #expect(try Data(contentsOf: shelf.libraryFile) == Data(content.utf8))
    }

    @Test func aTruncatedLibraryIsRefusedUntouched() throws {
        for number in 1...30 {
            try shelf.add(["--title", "Book \(number)", "--author", "Author \(number)", "--pages", "300"])
        }
        let whole = try Data(contentsOf: shelf.libraryFile)
        for length in [1, 100, 4096, whole.count / 2] {
            let cut = whole.prefix(length)
            try cut.write(to: shelf.libraryFile)
            for arguments in [["list", "all"], ["show", "1", "--json"], ["add", "--title", "New"], ["export"]] {
                let line = try shelf.expectRefused(arguments)
                #expect(line.hasPrefix("shelf: the library file \(shelf.libraryFile.path) is damaged — "), "\(length): \(line)")
            }
            #expect(try Data(contentsOf: shelf.libraryFile) == cut, "cut at \(length)")
        }
    }

    /// Damage inside the file (not its header) shows only when a command reads the damaged pages:
    /// reads and writes alike say the file is damaged and how to restore it, never "try again".
    @Test func damagedPagesAreNamedAsDamageForReadsAndWrites() throws {
        for number in 1...40 {
            try shelf.add(["--title", "Book \(number)", "--author", "Author \(number)", "--pages", "300"])
        }
        var bytes = try Data(contentsOf: shelf.libraryFile)
        for page in stride(from: 2 * 4096, to: bytes.count, by: 4096) {
            bytes.replaceSubrange((page + 100)..<(page + 400), with: Data(repeating: 0xFF, count: 300))
        }
        try bytes.write(to: shelf.libraryFile)
        for arguments in [["list", "all"], ["show", "3"], ["export"], ["log", "3", "10"]] {
            let line = try shelf.expectRefused(arguments)
            #expect(
                line == "shelf: the library file \(shelf.libraryFile.path) is damaged — move it aside and restore your books with"
                    + " `shelf import BACKUP.json` if you made a backup with `shelf export` (shelf makes none by itself;"
                    + " without one, shelf starts an empty library); nothing was changed", "\(arguments): \(line)")
        }
    }

    /// A full disk under the library: reading commands still work (nothing they need is written),
    /// and a change is refused naming the full disk.
    @Test func aFullDiskStillReadsAndRefusesChangesInOneLine() throws {
        guard let (disk, full) = try smallDisk(skipping: "the full-disk library test") else { return }
        defer { disk.unmount() }
        let mountPoint = disk.point
        try full.expectSuccess(["log", "1", "20"])
        try Self.fill(mountPoint)

        #expect(try full.expectSuccess(["list"]).contains("Dune"))
        #expect(try full.expectSuccess(["show", "1"]).contains("Dune"))
        let library = mountPoint.appendingPathComponent("home/library.sqlite").path
        for arguments in [["log", "1", "30"], ["add", "--title", "Solaris"]] {
            let line = try full.expectRefused(arguments)
            #expect(line == "shelf: the disk holding \(library) is full — free some space on it and run the command again; nothing was changed", "\(line)")
        }
    }

    /// A full disk under a library whose WAL still holds a commit (a shelf killed before folding
    /// it into the file): reads see that commit, not the older file alone, and a change is refused
    /// naming the full disk, never as a disk I/O error.
    @Test func aFullDiskWithACommitLeftInTheWALReadsIt() throws {
        guard let (disk, full) = try smallDisk(skipping: "the full-disk WAL test") else { return }
        defer { disk.unmount() }
        let mountPoint = disk.point
        let library = mountPoint.appendingPathComponent("home/library.sqlite").path
        try DatabaseFile(path: library).leavingInTheWAL("UPDATE books SET title = 'Dune Messiah' WHERE id = 1")
        let walSize = try FileManager.default.attributesOfItem(atPath: library + "-wal")[.size] as? Int
        #expect((walSize ?? 0) > 0)
        try Self.fill(mountPoint)

        #expect(try full.expectSuccess(["list"]).contains("Dune Messiah"))
        #expect(try full.expectSuccess(["show", "1", "--json"]).contains("Dune Messiah"))
        let line = try full.expectRefused(["log", "1", "30"])
        #expect(line == "shelf: the disk holding \(library) is full — free some space on it and run the command again; nothing was changed", "\(line)")
        #expect(try full.expectSuccess(["list"]).contains("Dune Messiah"))
    }

    /// A 2 MB filesystem mounted for one test, and this test's shelf with its library there,
    /// holding Dune; nil where mounting is not permitted (with a note naming `skipping`).
    private func smallDisk(skipping: String) throws -> (Mount, ShelfProcess)? {
        guard let disk = try Mount.tmpfs(at: shelf.home.appendingPathComponent("small-disk"), size: "2m", skipping: skipping)
        else { return nil }
        var onDisk = shelf
        onDisk.environment["SHELF_HOME"] = disk.point.appendingPathComponent("home").path
        try onDisk.add(["--title", "Dune", "--pages", "412"])
        return (disk, onDisk)
    }

    /// Fills the filesystem mounted at `mountPoint` to the last byte.
    private static func fill(_ mountPoint: URL) throws {
        let fillerPath = mountPoint.appendingPathComponent("filler").path
        #expect(FileManager.default.createFile(atPath: fillerPath, contents: nil))
        let filler = try #require(FileHandle(forWritingAtPath: fillerPath))
        while (try? filler.write(contentsOf: Data(count: 64 * 1024))) != nil {}
        // The last blocks go in smaller pieces, so not even a page of the library's fits.
        while (try? filler.write(contentsOf: Data(count: 512))) != nil {}
        try? filler.close()
    }

    @Test func aFolderWhereTheLibraryBelongsIsOneLine() throws {
        try FileManager.default.createDirectory(at: shelf.libraryFile, withIntermediateDirectories: true)
        for arguments in [["list"], ["add", "--title", "Dune"]] {
            let result = try shelf.run(arguments)
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("shelf: cannot open the library at \(shelf.libraryFile.path): "), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }

    @Test func twentyConcurrentLogsOnTwentyBooksAllLand() throws {
        for number in 1...20 {
            try shelf.add(["--title", "Book \(number)", "--pages", "500"])
        }
        // Start all twenty before waiting for any, so they contend for the write lock.
        let running = try (1...20).map { number in
            try shelf.start(["log", "\(number)", "\(number * 10)"])
        }
        let results = running.map { $0.wait() }
        for (index, result) in results.enumerated() {
            #expect(result.status == 0, "log \(index + 1): \(result.stderr)")
        }
        let books = try JSONOutput.array(shelf.expectSuccess(["list", "--json"]))
        #expect(books.map { $0["currentPage"] as? Int } == (1...20).map { $0 * 10 })
        #expect(books.allSatisfy { $0["status"] as? String == "reading" })
        #expect(try shelf.sqlite("SELECT count(*) FROM progress") == "20")
    }

    /// The first commands on a new library all create it at once: none may replace the file
    /// another is already setting up (that one then fails with "attempt to write a readonly
    /// database" or a disk I/O error, as 1 in 9 did when the file was made by renaming).
    @Test func commandsStartedAtOnceOnANewLibraryAllSucceed() throws {
        for round in 1...12 {
            let home = shelf.home.appendingPathComponent("new-\(round)")
            let running = try (1...8).map { number in
                try shelf.start(number.isMultiple(of: 2) ? ["list"] : ["add", "--title", "Book \(number)"], environment: ["SHELF_HOME": home.path])
            }
            for result in running.map({ $0.wait() }) {
                #expect(result.status == 0, "round \(round): \(result.stderr)")
            }
            let books = try DatabaseFile(path: home.appendingPathComponent("library.sqlite").path).query("SELECT count(*) FROM books")
            #expect(books == "4", "round \(round): every add landed in the one library")
        }
    }

    @Test func aWriteKilledMidwayLeavesAnIntactLibrary() throws {
        try shelf.add(["--title", "Seed", "--pages", "100000"])
        // Kill writers at staggered moments so some die before, some during and some after
        // their transaction; every one is a real `shelf` process writing to the same file.
        for round in 0..<40 {
            let writer = try shelf.start(
                round.isMultiple(of: 2)
                    ? ["add", "--title", "Killed \(round)", "--author", "A", "--author", "B", "--status", "reading"]
                    : ["log", "1", "+1"])
            usleep(UInt32(round % 10) * 2_000)
            kill(writer.process.processIdentifier, SIGKILL)
            _ = writer.wait()
        }
        #expect(try shelf.sqlite("PRAGMA integrity_check") == "ok")
        #expect(try shelf.sqlite("PRAGMA foreign_key_check") == "")
        // Each add is all or nothing: no book without its authors, history and read-through.
        #expect(try shelf.sqlite("""
            SELECT count(*) FROM books b WHERE b.title LIKE 'Killed%' AND (
                (SELECT count(*) FROM book_authors a WHERE a.book_id = b.id) <> 2
                OR (SELECT count(*) FROM status_changes s WHERE s.book_id = b.id) <> 1
                OR (SELECT count(*) FROM read_throughs r WHERE r.book_id = b.id) <> 1)
            """) == "0")
        // And the library still works.
        try shelf.expectSuccess(["log", "seed", "+1"])
        try shelf.expectSuccess(["list"])
    }
}
