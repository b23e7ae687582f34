import Foundation

/// A summary of the cache for `shelf cache info`.
public struct CacheInfo: Equatable, Sendable {
    /// The number of readable entries.
    public var entryCount: Int
    /// The bytes taken by all entry files.
    public var totalBytes: Int
    /// The fetch time of the oldest entry, nil when the cache is empty.
    public var oldestFetch: Date?
    /// The fetch time of the newest entry, nil when the cache is empty.
    public var newestFetch: Date?
    /// How many entries are past their freshness at the time of the call.
    public var expiredCount: Int

    /// Makes a summary from its parts.
    public init(entryCount: Int, totalBytes: Int, oldestFetch: Date?, newestFetch: Date?, expiredCount: Int) {
        self.entryCount = entryCount
        self.totalBytes = totalBytes
        self.oldestFetch = oldestFetch
        self.newestFetch = newestFetch
        self.expiredCount = expiredCount
    }
}
