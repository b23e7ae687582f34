import JSON
import Networking

/// `shelf cache info|clear|prune`: look after the network cache.
enum CacheCommand {
    static let entry = CommandEntry(
        group: CommandSpec(
            name: "cache",
            summary: "Show, clear or prune the cache of catalogue and dictionary responses",
            example: "cache info"),
        subcommands: [
            CommandEntry(CacheInfoCommand.self),
            CommandEntry(CacheClearCommand.self),
            CommandEntry(CachePruneCommand.self),
        ])

    /// The cache the configuration names; a file where its folder should be is refused, not
    /// read as an empty cache.
    static func cache(_ context: Context) throws -> DiskCache {
        let settings = try context.networkSettings()
        try DataLocations.requireNoFileInTheWay(
            of: settings.cacheDirectory, role: "cache folder", variable: context.locations.cacheVariable)
        return DiskCache(directory: settings.cacheDirectory, sizeLimitBytes: settings.cacheSizeLimitBytes)
    }

    /// What `cache clear` and `cache prune` print: how many `responses` (`cached response`,
    /// `expired response`) went, or with `--json` that and what was left alone.
    static func report(_ cleanup: CacheCleanup, removed responses: String, json: Bool, _ context: Context) {
        if json {
            context.printJSON(.object([("removed", .int(cleanup.removed)), ("leftAlone", .int(cleanup.leftAlone))]))
            return
        }
        context.console.line("Removed \(cleanup.removed) \(responses)\(cleanup.removed == 1 ? "" : "s").")
        report(leftAlone: cleanup.leftAlone, context)
    }

    /// Says that files which only look like entries were kept, so a user who pointed
    /// SHELF_CACHE_DIR at a folder of their own sees that nothing of theirs went.
    private static func report(leftAlone count: Int, _ context: Context) {
        guard count > 0 else { return }
        context.console.line(
            count == 1 ? "Left 1 file that is not a cache entry." : "Left \(count) files that are not cache entries.")
    }
}
