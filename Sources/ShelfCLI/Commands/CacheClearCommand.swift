/// `shelf cache clear`: every cached response deleted.
struct CacheClearCommand: ParsableCommand {
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "clear", group: "cache", summary: "Delete every cached response (and no other file)", example: "cache clear",
        options: [.flag("json", \.json, help: "print what was removed as JSON")])

    func run(_ context: Context) throws {
        CacheCommand.report(try CacheCommand.cache(context).clear(), removed: "cached response", json: json, context)
    }
}
