import Library

/// `shelf today` (and `shelf` alone once a library exists): the books being read with their
/// bars and estimated finish, today's pages, the goal, the streak and the words due.
struct TodayCommand: ParsableCommand {
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "today",
        summary: "Show today: books being read, pages today, goal, streak, words due",
        example: "today",
        details: "Plain `shelf` shows the same once you have a library. At most \(shownBooks) books are listed, the most recently read first.",
        options: [.flag("json", \.json, help: "print the same as JSON, each book listed in full")])

    /// Books listed; the rest are counted, with where to see them.
    static let shownBooks = 10

    func run(_ context: Context) throws {
        let library = try context.existingLibrary()
        let report = try TodayReport.read(library: library, context: context, limit: Self.shownBooks, inFull: json)
        if json {
            context.printJSON(report.json)
        } else {
            report.print(on: context.console)
        }
    }
}
