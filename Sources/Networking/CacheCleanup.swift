/// What `DiskCache.clear()` or `prune(now:)` did: the entries removed, and the `*.json` files left
/// alone because they are not entries of this cache (a note, a file of another program's).
public struct CacheCleanup: Equatable, Sendable {
    /// Entries deleted.
    public var removed: Int
    /// `*.json` files in the folder that are not cache entries, left as they were.
    public var leftAlone: Int

    /// Makes a summary.
    public init(removed: Int, leftAlone: Int) {
        self.removed = removed
        self.leftAlone = leftAlone
    }
}
