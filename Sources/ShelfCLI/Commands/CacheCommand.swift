import Essentials
import Foundation
import Networking

/// `shelf cache info|clear|prune`: look after the network cache.
enum CacheCommand {
    static let groupSpec = CommandSpec(
        name: "cache",
        summary: "Show, clear or prune the cache of Google Books and dictionary responses",
        usage: "cache info|clear|prune",
        example: "cache info")

    static let infoSpec = CommandSpec(
        name: "info", summary: "Where the cache is, its size, entry count and age",
        usage: "cache info [--json]", example: "cache info",
        options: [.init(name: "json", help: "print the figures as JSON")])

    static let clearSpec = CommandSpec(
        name: "clear", summary: "Delete every cached response (and no other file)", usage: "cache clear", example: "cache clear")

    static let pruneSpec = CommandSpec(
        name: "prune", summary: "Delete cached responses that are past their freshness", usage: "cache prune",
        example: "cache prune")

    static let entry = CommandEntry(
        group: groupSpec,
        subcommands: [
            CommandEntry(spec: infoSpec, run: info),
            CommandEntry(spec: clearSpec, run: clear),
            CommandEntry(spec: pruneSpec, run: prune),
        ])

    private static func cache(_ context: Context) throws -> DiskCache {
        let settings = try context.networkSettings()
        return DiskCache(directory: settings.cacheDirectory, sizeLimitBytes: settings.cacheSizeLimitBytes)
    }

    static func info(_ arguments: ParsedArguments, _ context: Context) throws {
        let cache = try cache(context)
        let info = cache.info(now: context.now())
        if arguments.has("json") {
            context.printJSON(.object([
                ("directory", .string(cache.directory.path)), ("entries", .int(info.entryCount)),
                ("bytes", .int(info.totalBytes)), ("expired", .int(info.expiredCount)),
                ("oldest", .date(info.oldestFetch)), ("newest", .date(info.newestFetch)),
            ]))
            return
        }
        let console = context.console
        console.line("Cache    \(cache.directory.path.terminalSafe)")
        console.line("Entries  \(info.entryCount) (\(info.expiredCount) expired)")
        let sizes = ByteCountFormatter()
        sizes.countStyle = .file
        // "0 bytes" rather than the formatter's default "Zero KB".
        sizes.allowsNonnumericFormatting = false
        console.line("Size     \(sizes.string(fromByteCount: Int64(info.totalBytes))) of \(sizes.string(fromByteCount: Int64(cache.sizeLimitBytes)))")
        if let oldest = info.oldestFetch, let newest = info.newestFetch {
            console.line("Oldest   \(context.display(oldest)) (\(RelativeTime.describe(from: context.now(), to: oldest)))")
            console.line("Newest   \(context.display(newest)) (\(RelativeTime.describe(from: context.now(), to: newest)))")
        }
    }

    static func clear(_ arguments: ParsedArguments, _ context: Context) throws {
        let cleanup = try cache(context).clear()
        context.console.line("Removed \(cleanup.removed) cached response\(cleanup.removed == 1 ? "" : "s").")
        report(leftAlone: cleanup.leftAlone, context)
    }

    static func prune(_ arguments: ParsedArguments, _ context: Context) throws {
        let cleanup = try cache(context).prune(now: context.now())
        context.console.line("Removed \(cleanup.removed) expired response\(cleanup.removed == 1 ? "" : "s").")
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
