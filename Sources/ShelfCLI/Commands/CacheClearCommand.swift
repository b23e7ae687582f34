/// `shelf cache clear`: every cached response deleted.
struct CacheClearCommand: ParsableCommand {
    static let declaration = CommandDeclaration<Self>(
        "clear", group: "cache", summary: "Delete every cached response (and no other file)", example: "cache clear")

    func run(_ context: Context) throws {
        let cleanup = try CacheCommand.cache(context).clear()
        context.console.line("Removed \(cleanup.removed) cached response\(cleanup.removed == 1 ? "" : "s").")
        CacheCommand.report(leftAlone: cleanup.leftAlone, context)
    }
}
