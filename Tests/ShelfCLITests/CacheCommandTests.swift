import Foundation
import Testing
import TestSupport

/// `shelf cache info|clear|prune` and the cache's handling of damaged entries, through the binary.
@Suite struct CacheCommandTests {
    private func info(_ shelf: ShelfProcess, now: String? = nil) throws -> [String: Any] {
        let result = try shelf.run(["cache", "info", "--json"], environment: now.map { ["SHELF_NOW": $0] } ?? [:])
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func infoCountsEntriesAndPruneDropsOnlyExpiredOnes() throws {
        let server = try CacheRecordings.server()
        let shelf = try CacheRecordings.shelf(using: server, now: "2026-11-20T18:00:00Z")
        defer { shelf.cleanUp() }

        let empty = try info(shelf)
        #expect(empty["entries"] as? Int == 0)
        #expect(empty["directory"] as? String == shelf.home.appendingPathComponent("cache").path)

        // A search (fresh for a day) and a volume record (fresh for 30 days).
        #expect(try shelf.run(["add", "dune"]).status == 0)
        let filled = try info(shelf)
        #expect(filled["entries"] as? Int == 2)
        #expect(filled["expired"] as? Int == 0)
        #expect((filled["bytes"] as? Int ?? 0) > 1000)
        #expect(filled["newest"] as? String == "2026-11-20T18:00:00Z")

        let text = try shelf.run(["cache", "info"])
        #expect(text.stdout.contains("Entries  2 (0 expired)"))

        let later = "2026-11-22T18:00:00Z"
        #expect(try info(shelf, now: later)["expired"] as? Int == 1)
        let pruned = try shelf.run(["cache", "prune"], environment: ["SHELF_NOW": later])
        #expect(pruned.status == 0)
        #expect(pruned.stdout == "Removed 1 expired response.\n")
        #expect(try info(shelf, now: later)["entries"] as? Int == 1)

        // The volume record survived the prune, so it still answers offline.
        #expect(try shelf.run(["--offline", "refresh", "1"], environment: ["SHELF_NOW": later]).status == 0)

        let cleared = try shelf.run(["cache", "clear"])
        #expect(cleared.stdout == "Removed 1 cached response.\n")
        #expect(try info(shelf)["entries"] as? Int == 0)
        #expect(try shelf.run(["--offline", "search", "dune"]).status == 1)
    }

    @Test func clearLeavesOtherFilesInACacheDirectoryAlone() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let copy = shelf.home.appendingPathComponent("recordings")
        try FileManager.default.copyItem(at: CacheRecordings.folder, to: copy)
        let environment = ["SHELF_CACHE_DIR": copy.path]
        let count = try FileManager.default.contentsOfDirectory(atPath: copy.path).filter { $0.hasSuffix(".json") }.count

        let infoText = try shelf.run(["cache", "info"], environment: environment)
        #expect(infoText.stdout.contains("Entries  \(count) (\(count) expired)"))
        let cleared = try shelf.run(["cache", "clear"], environment: environment)
        #expect(cleared.stdout == "Removed \(count) cached responses.\n")
        #expect(FileManager.default.fileExists(atPath: copy.appendingPathComponent("README.md").path))
        #expect(FileManager.default.fileExists(atPath: copy.appendingPathComponent("errors").path))
    }

    /// SHELF_CACHE_DIR pointed at a folder of one's own: clear and prune delete only the cache's
    /// entries and say how many other files they left.
    @Test func clearAndPruneLeaveJSONFilesThatAreNotEntries() throws {
        let server = try CacheRecordings.server()
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        let folder = shelf.home.appendingPathComponent("my folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let notes = folder.appendingPathComponent("notes.json")
        try Data(#"{"todo": ["read Dune"]}"#.utf8).write(to: notes)
        let environment = ["SHELF_CACHE_DIR": folder.path]
        #expect(try shelf.run(["search", "dune"], environment: environment).status == 0)

        let pruned = try shelf.run(["cache", "prune"], environment: environment.merging(["SHELF_NOW": "2026-12-01T00:00:00Z"]) { $1 })
        #expect(pruned.stdout == "Removed 1 expired response.\nLeft 1 file that is not a cache entry.\n")
        #expect(try shelf.run(["search", "dune"], environment: environment).status == 0)
        try Data("[1, 2]".utf8).write(to: folder.appendingPathComponent("other.json"))
        let cleared = try shelf.run(["cache", "clear"], environment: environment)
        #expect(cleared.stdout == "Removed 1 cached response.\nLeft 2 files that are not cache entries.\n")
        #expect(try String(contentsOf: notes, encoding: .utf8) == #"{"todo": ["read Dune"]}"#)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["notes.json", "other.json"])
    }

    /// A file where the cache folder should be is refused by every cache command, not read as an
    /// empty cache.
    @Test(arguments: ["info", "clear", "prune"])
    func aFileInPlaceOfTheCacheFolderIsRefused(subcommand: String) throws {
        var shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let file = shelf.home.appendingPathComponent("not a folder")
        try Data("mine".utf8).write(to: file)
        for path in [file.path, file.appendingPathComponent("cache").path] {
            shelf.environment["SHELF_CACHE_DIR"] = path
            let line = try shelf.expectRefused(["cache", subcommand])
            #expect(line.hasPrefix("shelf: cannot use \(path) as the cache folder (SHELF_CACHE_DIR): "), "\(line)")
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "mine")
    }

    @Test func aDamagedEntryIsAMissAndIsReplaced() throws {
        let server = try CacheRecordings.server()
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        let first = try shelf.run(["search", "dune"])
        let entry = try #require(CacheRecordings.cacheEntries(in: shelf.home).first)
        let original = try Data(contentsOf: entry)
        try original.prefix(original.count / 2).write(to: entry)

        let again = try shelf.run(["search", "dune"])
        #expect(again.status == 0)
        #expect(again.stdout == first.stdout)
        #expect(server.requestCount == 2, "the truncated entry was a miss")
        #expect(try Data(contentsOf: entry).count == original.count, "and was written again whole")

        try Data("not json".utf8).write(to: entry)
        let offline = try shelf.run(["--offline", "search", "dune"])
        #expect(offline.status == 1)
        #expect(offline.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: entry.path), "the corrupt entry was removed")
    }

    @Test func processesRunningAtOnceShareTheCacheWithoutDamagingIt() throws {
        let server = try CacheRecordings.server()
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        let searches: [[String]] = [
            ["dune"], ["--title", "dune"], ["--author", "frank herbert"], ["--isbn", "9780441013593"],
            ["dune"], ["--title", "dune"], ["arrakis", "ecology"], ["--title", "qwxyzzy"],
        ]
        let statuses = CacheRunStatuses()
        DispatchQueue.concurrentPerform(iterations: searches.count) { index in
            let status = (try? shelf.run(["search"] + searches[index]).status) ?? -1
            statuses.append(status)
        }
        #expect(statuses.values == Array(repeating: 0, count: searches.count))
        let entries = CacheRecordings.cacheEntries(in: shelf.home)
        #expect(entries.count == 6, "one entry per distinct request")
        // Every entry is whole: offline, each search is answered from it with no note.
        for search in Set(searches) {
            let offline = try shelf.run(["--offline", "search"] + search)
            #expect(offline.status == 0, "\(search): \(offline.stderr)")
            #expect(offline.stderr.isEmpty)
        }
        let leftovers = CacheRecordings.files(under: shelf.home.appendingPathComponent("cache"))
            .filter { $0.lastPathComponent.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func cacheFilesArePrivate() throws {
        let server = try CacheRecordings.server()
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        #expect(try shelf.run(["search", "dune"]).status == 0)
        let directory = shelf.home.appendingPathComponent("cache")
        let directoryMode = try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int
        #expect(directoryMode == 0o700)
        for file in CacheRecordings.cacheEntries(in: shelf.home) {
            let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
            #expect(mode == 0o600)
        }
    }

    @Test func unknownOrMissingSubcommandsAreUsageErrors() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let unknown = try shelf.run(["cache", "wipe"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("usage: shelf cache"))
        #expect(try shelf.run(["cache"]).status == 2)
        #expect(try shelf.run(["cache", "info", "extra"]).status == 2)
    }
}
