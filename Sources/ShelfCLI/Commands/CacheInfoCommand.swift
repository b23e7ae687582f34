import Essentials
import Foundation
import Networking

/// `shelf cache info`: where the cache is, how big and how old.
struct CacheInfoCommand: ParsableCommand {
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "info",
        group: "cache",
        summary: "Where the cache is, its size, entry count and age",
        example: "cache info",
        options: [.flag("json", \.json, help: "print the figures as JSON")])

    func run(_ context: Context) throws {
        let cache = try CacheCommand.cache(context)
        let info = cache.info(now: context.now())
        if json {
            context.printJSON(.object([
                ("directory", .string(cache.directory.path)), ("entries", .int(info.entryCount)),
                ("bytes", .int(info.totalBytes)), ("expired", .int(info.expiredCount)),
                ("oldest", .date(info.oldestFetch)), ("newest", .date(info.newestFetch)),
            ]))
            return
        }
        let sizes = ByteCountFormatter()
        sizes.countStyle = .file
        // "0 bytes" rather than the formatter's default "Zero KB".
        sizes.allowsNonnumericFormatting = false
        var fields = [
            ("Cache", cache.directory.path.terminalSafe),
            ("Entries", "\(info.entryCount) (\(info.expiredCount) expired)"),
            ("Size", "\(sizes.string(fromByteCount: Int64(info.totalBytes))) of \(sizes.string(fromByteCount: Int64(cache.sizeLimitBytes)))"),
        ]
        if let oldest = info.oldestFetch, let newest = info.newestFetch {
            fields.append(("Oldest", "\(context.display(oldest)) (\(RelativeTime.describe(from: context.now(), to: oldest)))"))
            fields.append(("Newest", "\(context.display(newest)) (\(RelativeTime.describe(from: context.now(), to: newest)))"))
        }
        Table.labelled(fields).print(on: context.console)
    }
}
