import JSON
import Library

/// `shelf shelves`: every shelf (tag) with the number of books on it.
struct ShelvesCommand: ParsableCommand {
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "shelves",
        summary: "List every shelf (tag) with its number of books",
        example: "shelves",
        details: "Shelves are made by `shelf tag` and by Goodreads imports; `shelf list --shelf NAME` lists a shelf's books.",
        options: [.flag("json", \.json, help: "print [{\"name\", \"count\"}] as JSON")])

    func run(_ context: Context) throws {
        let shelves = try context.existingLibrary().shelves()
        if json {
            return context.printJSON(.array(shelves.map { .object([("name", .string($0.name)), ("count", .int($0.count))]) }))
        }
        guard !shelves.isEmpty else {
            return context.console.line("No shelves yet — put a book on one with `shelf tag BOOK NAME`.")
        }
        var table = Table(columns: [.init(header: "", alignRight: true), .init(header: "", flexible: true)], showsHeader: false)
        table.rows = shelves.map { [String($0.count), $0.name.terminalSafe] }
        table.print(on: context.console)
    }
}
