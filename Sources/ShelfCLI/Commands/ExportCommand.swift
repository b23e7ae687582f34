import Essentials
import Foundation
import Library

/// `shelf export`: the library as a shelf backup (JSON) or a Goodreads CSV.
struct ExportCommand: ParsableCommand {
    var format: ExportFormat?
    var output: String?
    var columns: Int?
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "export",
        summary: "Export the library as a JSON backup or a Goodreads CSV",
        example: "export --output shelf-backup.json",
        details: """
            The JSON backup holds everything: books, history, progress, shelves, reading goals, \
            vocabulary and study history; `shelf import` restores it. The Goodreads CSV has Goodreads' 24 columns, for \
            Goodreads, StoryGraph and other trackers; a book imported from Goodreads gets back \
            every value you have not changed since, exactly as imported, and ratings are written in \
            Goodreads' whole stars (rounded half up).
            """,
        options: [
            .value("format", \.format, help: "json (default: the lossless backup) or goodreads"),
            .value(
                "columns", \.columns, valueName: "24|31",
                help: "with --format goodreads, 31 writes the older export's 31 columns (24 by default, 31 when imported books hold values only those columns have)"),
            .value("output", \.output, valueName: "FILE", help: "write to FILE (atomically, mode 0600) instead of stdout", completion: .files),
            .flag("json", \.json, help: "with --output, print a summary as JSON"),
        ])

    func validate() throws(CLIError) {
        if output?.isEmpty == true {
            throw Self.usageError("--output needs a file name — for example --output shelf-backup.json")
        }
        if json, output == nil {
            throw Self.usageError(ExportDestination.summaryNeedsFile)
        }
        if let columns, columns != 24, columns != 31 {
            throw .failure("--columns takes 24 or 31, not \(columns) — for example --columns 31")
        }
        if columns != nil, format != .goodreads {
            throw Self.usageError("--columns is for --format goodreads")
        }
    }

    func run(_ context: Context) throws {
        let format = format ?? .json
        guard context.libraryExists else { throw context.noLibraryYet("nothing to export") }
        let library = try context.existingLibrary()
        // Either format is handed over in chunks as it is encoded, so a large library is never
        // held as one string.
        let produce: (_ write: ([UInt8]) throws -> Void) throws -> Void
        switch format {
        case .json:
            produce = { write in try library.exportBackup(to: write) }
        case .goodreads:
            let timeZone = context.timeZone
            let olderForm = columns == 31
            produce = { write in try library.exportGoodreads(timeZone: timeZone, olderForm: olderForm, to: write) }
        }
        let what = format == .json ? "the backup" : "the Goodreads CSV"
        try ExportDestination(path: output, what: what).write(produce, on: context.console)
        guard let output else { return }
        let books = try library.bookCount()
        // A backup carries the words and goals too: a library of global words or a goal alone
        // is not "0 books" exported. The Goodreads CSV holds books alone.
        let words = format == .json ? try library.wordCount() : 0
        let goals = format == .json ? try library.goalCount() : 0
        if json {
            context.printJSON(.object([
                ("format", .string(format.rawValue)), ("books", .int(books)), ("words", .int(words)), ("goals", .int(goals)),
                ("output", .string(output)),
            ]))
        } else {
            let counts = [Number.count(books, "book")] + (words > 0 ? [Number.count(words, "word")] : [])
                + (goals > 0 ? [Number.count(goals, "goal")] : [])
            let exported = counts.count == 1 ? counts[0] : counts.dropLast().joined(separator: ", ") + " and " + counts[counts.count - 1]
            context.console.line("Exported \(exported) to \(output.terminalSafe) (\(format == .json ? "shelf backup" : "Goodreads CSV")).")
        }
    }
}
