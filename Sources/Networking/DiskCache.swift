internal import Essentials
import Foundation
internal import JSON

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A directory of cached responses, one JSON file per request (format in `Cache/README.md`).
/// Writes are atomic (`AtomicFile`), so readers and other processes see either the old or the new
/// entry, never half of one. Files that cannot be
/// decoded are treated as misses and removed. The directory is kept under a size limit by
/// evicting the least recently used entries, with the file modification time as the access time.
public struct DiskCache: Sendable {
    /// The directory holding the entries.
    public let directory: URL
    /// The size the entries are trimmed to after each write.
    public let sizeLimitBytes: Int

    /// Makes a cache over `directory`; nothing is created until the first write.
    public init(directory: URL, sizeLimitBytes: Int) {
        self.directory = directory
        self.sizeLimitBytes = sizeLimitBytes
    }

    /// The file that holds (or would hold) the entry for `key`.
    public func fileURL(for key: CacheKey) -> URL {
        directory.appendingPathComponent(key.fileName, isDirectory: false)
    }

    /// The entry for `key`, or nil on a miss. A file that does not decode, or that answers another
    /// request, is a miss; an undecodable one is also removed. A hit marks the entry as used at `now`.
    public func entry(for key: CacheKey, now: Date) -> CacheEntry? {
        let url = fileURL(for: key)
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        guard var entry = Self.decode(data) else {
            try? FileManager.default.removeItem(at: url)
            return nil
        }
        // A hash collision or a hand-edited file: valid, but not ours to serve or delete.
        guard entry.key == key else { return nil }
        // Touching can fail on a read-only directory such as a checked-out Cache/; the hit still counts.
        try? FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: url.path)
        entry.lastAccessedAt = now
        return entry
    }

    /// Removes the entry for `key`, for an entry that reads but is no use to its request.
    public func removeEntry(for key: CacheKey) {
        try? FileManager.default.removeItem(at: fileURL(for: key))
    }

    /// Writes `entry` atomically, replacing any entry for the same key, then evicts the least
    /// recently used entries until the cache fits its size limit. An entry larger than the whole
    /// limit is not written.
    public func store(_ entry: CacheEntry, now: Date) throws(NetworkError) {
        do {
            try PrivateDirectory.create(directory)
        } catch {
            throw .cacheUnwritable(path: directory.path)
        }
        // The cache never holds more than its limit: an entry larger than all of it is not kept
        // (the caller still has the answer), and neither is the older one it would have replaced.
        let bytes = entry.json.utf8(.file)
        guard bytes.count <= sizeLimitBytes else {
            removeEntry(for: entry.key)
            return
        }
        let destination = fileURL(for: entry.key)
        do {
            try AtomicFile.write(to: destination.path) { write in try write(bytes) }
        } catch let failure as FileWriteError where failure.code == ENOSPC || failure.code == EDQUOT {
            throw .cacheDiskFull(path: directory.path)
        } catch {
            throw .cacheUnwritable(path: directory.path)
        }
        try? FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: destination.path)
        evictLeastRecentlyUsed(keeping: destination)
    }

    /// Counts the entries, their bytes and the range of their fetch times; other files are skipped.
    public func info(now: Date = Date()) -> CacheInfo {
        var info = CacheInfo(entryCount: 0, totalBytes: 0, oldestFetch: nil, newestFetch: nil, expiredCount: 0)
        for file in candidateFiles() {
            guard let entry = entry(in: file) else { continue }
            info.entryCount += 1
            info.totalBytes += file.size
            info.oldestFetch = min(info.oldestFetch ?? entry.fetchedAt, entry.fetchedAt)
            info.newestFetch = max(info.newestFetch ?? entry.fetchedAt, entry.fetchedAt)
            if !entry.isFresh(at: now) { info.expiredCount += 1 }
        }
        return info
    }

    /// Removes every entry, temporary file and the daily-quota pause, keeping the directory and
    /// every file that is not an entry (a README, someone's notes.json in a folder SHELF_CACHE_DIR points at).
    @discardableResult
    public func clear() throws(NetworkError) -> CacheCleanup {
        var cleanup = CacheCleanup(removed: 0, leftAlone: 0)
        for file in candidateFiles() {
            guard entry(in: file) != nil else {
                cleanup.leftAlone += 1
                continue
            }
            do {
                try FileManager.default.removeItem(at: file.url)
                cleanup.removed += 1
            } catch {
                // Another process may have evicted it first; only a file that is still there is a failure.
                if FileManager.default.fileExists(atPath: file.url.path) {
                    throw .cacheUnwritable(path: directory.path)
                }
            }
        }
        // Every temporary file goes, a live writer's too: its rename then fails and it reports it.
        AtomicFile.removeAbandonedTemporaryFiles(in: directory.path, olderThan: 0)
        // The quota pause is the cache's own memory of an answer; clearing the cache asks Google again.
        DailyQuotaPause(cacheDirectory: directory).end()
        return cleanup
    }

    /// Removes entries that are no longer fresh at `now` and abandoned temporary files, leaving
    /// every file that is not an entry.
    @discardableResult
    public func prune(now: Date) -> CacheCleanup {
        var cleanup = CacheCleanup(removed: 0, leftAlone: 0)
        for file in candidateFiles() {
            guard let entry = entry(in: file) else {
                cleanup.leftAlone += 1
                continue
            }
            if !entry.isFresh(at: now), (try? FileManager.default.removeItem(at: file.url)) != nil { cleanup.removed += 1 }
        }
        AtomicFile.removeAbandonedTemporaryFiles(in: directory.path)
        return cleanup
    }

    // MARK: - Files

    private struct EntryFile {
        let url: URL
        let size: Int
        let modified: Date
    }

    /// The `*.json` files of the folder: entries, and whatever else is named like one.
    private func candidateFiles() -> [EntryFile] {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]
        let urls = (try? FileManager.default.contentsOfDirectory(
            at: directory, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])) ?? []
        return urls.compactMap { url in
            guard url.pathExtension == "json",
                let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true
            else { return nil }
            return EntryFile(
                url: url, size: values.fileSize ?? 0, modified: values.contentModificationDate ?? .distantPast)
        }
    }

    /// The entry `file` holds, or nil when it is not one of this cache's: it must decode and be
    /// stored under its own key's name, which is the mark of a file this cache wrote.
    private func entry(in file: EntryFile) -> CacheEntry? {
        guard let data = FileManager.default.contents(atPath: file.url.path), let entry = Self.decode(data),
            entry.key.fileName == file.url.lastPathComponent
        else { return nil }
        return entry
    }

    /// Deletes the least recently used entries until the files named as entries fit the limit.
    /// Other files neither count nor are deleted: a large notes.json must not empty the cache.
    private func evictLeastRecentlyUsed(keeping kept: URL) {
        let files = candidateFiles().filter { CacheKey.isEntryFileName($0.url.lastPathComponent) }
        var total = files.reduce(0) { $0 + $1.size }
        guard total > sizeLimitBytes else { return }
        // The entry just written is the one the caller is about to use; `store` never writes one
        // larger than the whole limit, so the others can always make room for it.
        let candidates = files.filter { $0.url.lastPathComponent != kept.lastPathComponent }
            .sorted { $0.modified < $1.modified }
        for file in candidates where total > sizeLimitBytes && entry(in: file) != nil {
            if (try? FileManager.default.removeItem(at: file.url)) != nil { total -= file.size }
        }
    }

    // MARK: - Reading

    /// Decodes an entry, rejecting formats this code does not know and entries that could never
    /// have been stored (non-2xx status), so a damaged file is a miss rather than a wrong answer.
    static func decode(_ data: Data) -> CacheEntry? {
        // Strict: shelf writes every entry, so a repeated key or a lone surrogate escape is damage.
        guard let json = try? JSONReader.parse(data, options: .strict), let entry = CacheEntry(json: json),
            entry.format == CacheEntry.currentFormat, (200..<300).contains(entry.status)
        else { return nil }
        return entry
    }
}
