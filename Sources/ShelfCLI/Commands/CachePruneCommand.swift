/// `shelf cache prune`: the responses past their freshness deleted.
struct CachePruneCommand: ParsableCommand {
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "prune", group: "cache", summary: "Delete cached responses that are past their freshness", example: "cache prune",
        options: [.flag("json", \.json, help: "print what was removed as JSON")])

    func run(_ context: Context) throws {
        CacheCommand.report(try CacheCommand.cache(context).prune(now: context.now()), removed: "expired response", json: json, context)
    }
}
