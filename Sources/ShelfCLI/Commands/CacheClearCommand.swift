import Networking

/// `shelf cache clear`: every cached response deleted.
struct CacheClearCommand: CacheRemovalCommand {
    static let declaration = cacheDeclaration("clear", summary: "Delete every cached response (and no other file)")
    static let removedEntry = "cached response"

    var json = false

    func remove(from cache: DiskCache, _ context: Context) throws -> CacheCleanup {
        try cache.clear()
    }
}
