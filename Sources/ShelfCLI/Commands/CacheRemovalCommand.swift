import Networking

/// `shelf cache clear` and `shelf cache prune`: cached responses deleted, the two told apart only
/// by which entries go, so both are declared and report the same way.
protocol CacheRemovalCommand: ParsableCommand {
    /// Whether to print what was removed as JSON.
    var json: Bool { get set }

    /// What the report calls a removed entry (`cached response`).
    static var removedEntry: String { get }

    /// Deletes this command's entries from `cache`.
    func remove(from cache: DiskCache, _ context: Context) throws -> CacheCleanup
}

extension CacheRemovalCommand {
    /// The declaration of `shelf cache NAME [--json]`.
    static func cacheDeclaration(_ name: String, summary: String) -> CommandDeclaration<Self> {
        CommandDeclaration<Self>(
            name, group: "cache", summary: summary, example: "cache \(name)",
            options: [.flag("json", \.json, help: "print what was removed as JSON")])
    }

    func run(_ context: Context) throws {
        CacheCommand.report(try remove(from: CacheCommand.cache(context), context), removed: Self.removedEntry, json: json, context)
    }
}
