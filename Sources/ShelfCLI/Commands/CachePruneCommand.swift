/// `shelf cache prune`: the responses past their freshness deleted.
struct CachePruneCommand: ParsableCommand {
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "prune", group: "cache", summary: "Delete cached responses that are past their freshness", example: "cache prune",
        options: [.flag("json", \.json, help: "print what was removed as JSON")])

    func run(_ context: Context) throws {
        let cleanup = try CacheCommand.cache(context).prune(now: context.now())
        if json {
            context.printJSON(CacheCommand.json(cleanup))
            return
        }
        context.console.line("Removed \(cleanup.removed) expired response\(cleanup.removed == 1 ? "" : "s").")
        CacheCommand.report(leftAlone: cleanup.leftAlone, context)
    }
}
