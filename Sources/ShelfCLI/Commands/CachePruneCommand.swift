import Networking

/// `shelf cache prune`: the responses past their freshness deleted.
struct CachePruneCommand: CacheRemovalCommand {
    static let declaration = cacheDeclaration("prune", summary: "Delete cached responses that are past their freshness")
    static let removedEntry = "expired response"

    var json = false

    func remove(from cache: DiskCache, _ context: Context) throws -> CacheCleanup {
        cache.prune(now: context.now())
    }
}
