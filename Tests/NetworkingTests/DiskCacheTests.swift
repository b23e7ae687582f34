import Foundation
import Testing
@testable import Networking
import TestSupport

@Suite struct DiskCacheTests {
    /// Holds the cache folder, which the cache itself creates.
    let temporary: TemporaryDirectory
    let directory: URL
    let t0 = Date(timeIntervalSince1970: 1_750_000_000)

    init() throws {
        temporary = try TemporaryDirectory(prefix: "shelf-cache")
        directory = temporary.file("cache")
    }

    func entry(_ request: String, body: String = #"{"ok": true}"#, at date: Date? = nil, maxAge: Double = 86400) -> CacheEntry {
        CacheEntry(
            key: CacheKey(service: .googleBooks, request: request), status: 200, contentType: "application/json",
            etag: "\"e1\"", lastModified: nil, fetchedAt: date ?? t0, maxAgeSeconds: maxAge, body: body)
    }

    func files() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    @Test func roundTripAndFreshness() throws {
        let cache = DiskCache(directory: directory, sizeLimitBytes: 1 << 20)
        let stored = entry("volumes/a")
        #expect(cache.entry(for: stored.key, now: t0) == nil)
        try cache.store(stored, now: t0)
        let read = try #require(cache.entry(for: stored.key, now: t0 + 10))
        #expect(read.body == stored.body && read.etag == "\"e1\"" && read.fetchedAt == t0)
        #expect(read.lastAccessedAt == t0 + 10)
        #expect(read.isFresh(at: t0 + 86399))
        #expect(!read.isFresh(at: t0 + 86400))
        #expect(read.age(at: t0 - 100) == 0)
    }

    @Test func permissionsAndNoTemporaryFilesLeft() throws {
        let cache = DiskCache(directory: directory, sizeLimitBytes: 1 << 20)
        try cache.store(entry("volumes/a"), now: t0)
        try cache.store(entry("volumes/a", body: "[1]"), now: t0)
        let names = files()
        #expect(names == [CacheKey(service: .googleBooks, request: "volumes/a").fileName])
        let directoryMode = try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int
        let fileMode = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(names[0]).path)[
            .posixPermissions] as? Int
        #expect(directoryMode == 0o700)
        #expect(fileMode == 0o600)
        #expect(cache.entry(for: entry("volumes/a").key, now: t0)?.body == "[1]")
    }

    @Test(arguments: ["", "{", #"{"format": 1, "service": "googlebooks"}"#, "\u{0}\u{1}garbage",
                      #"{"format": 99, "service": "googlebooks", "request": "volumes/a", "status": 200, "fetchedAt": "2025-01-01T00:00:00Z", "maxAgeSeconds": 1, "body": "{}"}"#,
                      #"{"format": 1, "service": "googlebooks", "request": "volumes/a", "status": 500, "fetchedAt": "2025-01-01T00:00:00Z", "maxAgeSeconds": 1, "body": "{}"}"#])
    func corruptEntryIsAMissAndRemoved(content: String) throws {
        let cache = DiskCache(directory: directory, sizeLimitBytes: 1 << 20)
        let stored = entry("volumes/a")
        try cache.store(stored, now: t0)
        let url = cache.fileURL(for: stored.key)
        try Data(content.utf8).write(to: url)
        #expect(cache.entry(for: stored.key, now: t0) == nil)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func truncatedEntryIsAMiss() throws {
        let cache = DiskCache(directory: directory, sizeLimitBytes: 1 << 20)
        let stored = entry("volumes/a")
        try cache.store(stored, now: t0)
        let url = cache.fileURL(for: stored.key)
        let data = try Data(contentsOf: url)
        try data.prefix(data.count / 2).write(to: url)
        #expect(cache.entry(for: stored.key, now: t0) == nil)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func entryForAnotherRequestIsNotServed() throws {
        let cache = DiskCache(directory: directory, sizeLimitBytes: 1 << 20)
        let other = entry("volumes/b")
        try cache.store(other, now: t0)
        // Simulate a collision: the file for "volumes/a" holds the entry of "volumes/b".
        let wanted = CacheKey(service: .googleBooks, request: "volumes/a")
        try FileManager.default.moveItem(at: cache.fileURL(for: other.key), to: cache.fileURL(for: wanted))
        #expect(cache.entry(for: wanted, now: t0) == nil)
        #expect(FileManager.default.fileExists(atPath: cache.fileURL(for: wanted).path))
    }

    @Test func leastRecentlyUsedEntriesAreEvicted() throws {
        let body = String(repeating: "x", count: 900)
        let probe = DiskCache(directory: directory, sizeLimitBytes: 1 << 20)
        try probe.store(entry("probe", body: body), now: t0)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: probe.fileURL(for: entry("probe").key).path)[.size] as? Int)
        try probe.clear()

        // Room for three entries.
        let cache = DiskCache(directory: directory, sizeLimitBytes: size * 3 + size / 2)
        try cache.store(entry("a", body: body), now: t0)
        try cache.store(entry("b", body: body), now: t0 + 1)
        try cache.store(entry("c", body: body), now: t0 + 2)
        // Reading "a" makes it the most recently used, so "b" is the one to go.
        #expect(cache.entry(for: entry("a").key, now: t0 + 3) != nil)
        try cache.store(entry("d", body: body), now: t0 + 4)
        #expect(cache.entry(for: entry("b").key, now: t0 + 5) == nil)
        for request in ["a", "c", "d"] { #expect(cache.entry(for: entry(request).key, now: t0 + 5) != nil) }
        #expect(cache.info(now: t0).totalBytes <= size * 3 + size / 2)
    }

    /// The cache never holds more than its limit: an entry larger than all of it is not written,
    /// and the older entry for its request goes too rather than outlive the answer just seen.
    @Test func anEntryLargerThanTheLimitIsNotStored() throws {
        let small = DiskCache(directory: directory, sizeLimitBytes: 1 << 20)
        try small.store(entry("a"), now: t0)
        let cache = DiskCache(directory: directory, sizeLimitBytes: 1000)
        try cache.store(entry("b", body: String(repeating: "x", count: 2000)), now: t0 + 1)
        #expect(cache.entry(for: entry("b").key, now: t0 + 2) == nil)
        #expect(cache.entry(for: entry("a").key, now: t0 + 2) != nil)
        try cache.store(entry("a", body: String(repeating: "y", count: 2000)), now: t0 + 3)
        #expect(files().isEmpty)
        #expect(cache.info(now: t0).totalBytes <= 1000)
    }

    @Test func infoClearAndPrune() throws {
        let cache = DiskCache(directory: directory, sizeLimitBytes: 1 << 20)
        #expect(cache.info(now: t0) == CacheInfo(entryCount: 0, totalBytes: 0, oldestFetch: nil, newestFetch: nil, expiredCount: 0))
        try cache.store(entry("old", at: t0 - 3 * 86400, maxAge: 86400), now: t0)
        try cache.store(entry("new", at: t0, maxAge: 86400), now: t0)
        try Data("README".utf8).write(to: directory.appendingPathComponent("README.md"))
        try Data("{".utf8).write(to: directory.appendingPathComponent("broken.json"))

        let info = cache.info(now: t0)
        #expect(info.entryCount == 2)
        #expect(info.oldestFetch == t0 - 3 * 86400 && info.newestFetch == t0)
        #expect(info.expiredCount == 1)
        #expect(info.totalBytes > 0)

        // The broken file is not an entry, so it stays (an entry damaged in place is a miss and
        // is removed when its request reads it).
        #expect(cache.prune(now: t0) == CacheCleanup(removed: 1, leftAlone: 1))
        #expect(cache.entry(for: entry("new").key, now: t0) != nil)
        #expect(try cache.clear() == CacheCleanup(removed: 1, leftAlone: 1))
        #expect(files() == ["README.md", "broken.json"])
    }

    /// Only files the cache wrote are deleted: they decode and sit under their own key's name. A
    /// note, a JSON file of another program's and a copy of an entry under another name stay,
    /// through prune, clear and eviction alike.
    @Test func filesThatAreNotEntriesAreNeverDeleted() throws {
        let cache = DiskCache(directory: directory, sizeLimitBytes: 1 << 20)
        try cache.store(entry("volumes/a", at: t0 - 3 * 86400), now: t0)
        let copy = try Data(contentsOf: cache.fileURL(for: entry("volumes/a").key))
        try Data(#"{"todo": ["read Dune"]}"#.utf8).write(to: directory.appendingPathComponent("notes.json"))
        try copy.write(to: directory.appendingPathComponent("backup of an entry.json"))
        let others = ["backup of an entry.json", "notes.json"]

        #expect(cache.prune(now: t0) == CacheCleanup(removed: 1, leftAlone: 2))
        #expect(files() == others)
        try cache.store(entry("volumes/b"), now: t0)
        #expect(try cache.clear() == CacheCleanup(removed: 1, leftAlone: 2))
        #expect(files() == others)

        let tight = DiskCache(directory: directory, sizeLimitBytes: copy.count + 10)
        try tight.store(entry("volumes/c"), now: t0 + 1)
        #expect(files() == (others + [entry("volumes/c").key.fileName]).sorted())
    }

    /// Files that are not entries take none of the cache's room: a large note beside the entries
    /// must not make every store evict the others.
    @Test func filesThatAreNotEntriesDoNotCountAgainstTheLimit() throws {
        let body = String(repeating: "x", count: 900)
        let cache = DiskCache(directory: directory, sizeLimitBytes: 10_000)
        try cache.store(entry("a", body: body), now: t0)
        try Data(repeating: UInt8(ascii: " "), count: 50_000).write(to: directory.appendingPathComponent("notes.json"))
        try cache.store(entry("b", body: body), now: t0 + 1)
        #expect(cache.entry(for: entry("a").key, now: t0 + 2) != nil, "a note evicted an entry")
        #expect(cache.entry(for: entry("b").key, now: t0 + 2) != nil)
        #expect(CacheKey.isEntryFileName(entry("a").key.fileName))
        #expect(!CacheKey.isEntryFileName("notes.json") && !CacheKey.isEntryFileName("music-0123456789abcdef.json"))
    }

    /// `cache clear` forgets Google's daily quota too, so the next command asks Google again.
    @Test func clearEndsTheDailyQuotaPause() throws {
        let cache = DiskCache(directory: directory, sizeLimitBytes: 1 << 20)
        let pause = DailyQuotaPause(cacheDirectory: directory)
        pause.begin(at: t0)
        #expect(pause.isActive(at: t0 + 60))
        try cache.clear()
        #expect(!pause.isActive(at: t0 + 60))
        #expect(files().isEmpty)
    }

    @Test func concurrentWritersLeaveAValidEntry() async throws {
        let cache = DiskCache(directory: directory, sizeLimitBytes: 1 << 20)
        let key = entry("volumes/hot").key
        let bodies = (0..<8).map { writer in "[" + String(repeating: "\(writer),", count: 2000) + "\(writer)]" }
        let t0 = self.t0
        await withTaskGroup(of: Int.self) { group in
            for body in bodies {
                group.addTask {
                    var misses = 0
                    for round in 0..<40 {
                        try? cache.store(
                            CacheEntry(key: key, status: 200, contentType: nil, etag: nil, lastModified: nil,
                                       fetchedAt: t0, maxAgeSeconds: 60, body: body),
                            now: t0 + Double(round))
                        // Every read sees one writer's complete body, never a mix, a torn file or no
                        // file at all (rename replaces the old entry in one step).
                        if let read = cache.entry(for: key, now: t0) {
                            if !bodies.contains(read.body) { return -1 }
                        } else {
                            misses += 1
                        }
                    }
                    return misses
                }
            }
            for await misses in group { #expect(misses == 0) }
        }
        let final = try #require(cache.entry(for: key, now: t0))
        #expect(bodies.contains(final.body))
        #expect(files().count == 1)
    }

    @Test func readerToleratesOtherProcessesReplacingTheEntry() throws {
        // Two other processes keep replacing the entry with temp-file-and-rename, the same protocol
        // `store` follows; this process reads all the while and must never see a broken entry
        // (which it would remove).
        let cache = DiskCache(directory: directory, sizeLimitBytes: 1 << 20)
        try cache.store(entry("volumes/p", body: "[0]"), now: t0)
        let url = cache.fileURL(for: entry("volumes/p").key)
        let script = """
            for i in $(seq 1 150); do printf '%s' "$(cat "$1")" > "$1.tmp.$$" && mv "$1.tmp.$$" "$1"; done
            """
        let processes = try (0..<2).map { _ in
            try ChildProcess.start(URL(fileURLWithPath: "/bin/sh"), ["-c", script, "sh", url.path])
        }
        var reads = 0
        while processes.contains(where: \.process.isRunning) {
            if cache.entry(for: entry("volumes/p").key, now: t0) != nil { reads += 1 }
        }
        let results = processes.map { $0.wait() }
        #expect(results.allSatisfy { $0.status == 0 })
        #expect(cache.entry(for: entry("volumes/p").key, now: t0)?.body == "[0]")
        #expect(reads > 0)
    }

    @Test func unwritableDirectoryIsATypedError() throws {
        let file = directory
        defer { try? FileManager.default.removeItem(at: file) }
        try Data().write(to: file)  // a file where the directory should be
        let cache = DiskCache(directory: file.appendingPathComponent("sub"), sizeLimitBytes: 1 << 20)
        #expect(throws: NetworkError.cacheUnwritable(path: file.appendingPathComponent("sub").path)) {
            try cache.store(entry("a"), now: t0)
        }
    }
}
