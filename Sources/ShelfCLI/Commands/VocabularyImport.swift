import Foundation
import Library

/// `shelf import vocab.db` and `shelf import vocabulary_builder.sqlite3`: an e-reader's look-ups
/// as words with their encounters, and the books they were met in.
enum VocabularyImport {
    static func run(path: String, expecting kind: EReaderKind?, dryRun: Bool, json: Bool, _ context: Context) throws {
        // SQLite reads files, not streams.
        guard path != "-" else {
            throw CLIError.failure("stdin: an e-reader's vocabulary database is read from its file — give its path instead of -")
        }
        let options = ImportOptions(dryRun: dryRun, timeZone: context.timeZone)
        let summary = try FileImport.run(path, options: options, context) { library, options throws(ImportError) in
            try library.importEReaderVocabulary(at: path, expecting: kind, options: options)
        }
        if json {
            context.printJSON(.object([
                ("booksAdded", .int(summary.booksAdded.count)), ("booksMatched", .int(summary.booksMatched)),
                ("wordsAdded", .int(summary.wordsAdded)), ("encountersAdded", .int(summary.encountersAdded)),
                ("skipped", .int(summary.skipped)),
                ("ambiguous", .array(summary.ambiguous.map { book in
                    .object([
                        ("title", .string(book.title)), ("books", .array(book.candidates.map { .int($0) })),
                        ("lookUps", .int(book.lookUps)),
                    ])
                })),
                ("dryRun", .bool(dryRun)),
            ]))
            return
        }
        report(summary, name: path, dryRun: dryRun, context: context)
    }

    private static func report(_ summary: VocabularyImportSummary, name: String, dryRun: Bool, context: Context) {
        let console = context.console
        let counts = "\(count(summary.wordsAdded, "word")) and \(count(summary.encountersAdded, "look-up"))"
        let books = "\(count(summary.booksAdded.count, "book")) added, \(summary.booksMatched) matched"
        if dryRun {
            console.line(
                "Dry run of \(name.terminalSafe) (\(summary.kind.name)), nothing changed: would add \(counts); \(books); \(summary.skipped) skipped.")
        } else {
            console.line("Imported \(name.terminalSafe) (\(summary.kind.name)): \(counts) added; \(books); \(summary.skipped) skipped.")
        }
        if !summary.booksAdded.isEmpty {
            // A dry run's ids were rolled back with everything else, so only titles are named.
            let titles = summary.booksAdded.map { book in
                let author = book.authors.first.map { " — \($0.terminalSafe)" } ?? ""
                return (dryRun ? "" : "#\(book.id) ") + book.title.shownName + author
            }
            console.line((dryRun ? "Would start reading: " : "Started reading: ") + titles.joined(separator: "; "))
        }
        if summary.alreadyImported > 0 {
            console.line("\(count(summary.alreadyImported, "look-up")) imported before left as they were.")
        }
        if summary.skipped > 0 {
            let examples = summary.skippedExamples.map(\.terminalSafe).joined(separator: "; ")
            console.line("Skipped \(count(summary.skipped, "look-up")) that could not be read, such as \(examples).")
        }
        for book in summary.ambiguous { console.line(ambiguousLine(book)) }
    }

    /// `Left out 2 look-ups of "Emma": books #1 and #4 have that title…`: look-ups shelf could
    /// give to none of the books, and how the reader tells it which.
    private static func ambiguousLine(_ book: AmbiguousBook) -> String {
        let ids = book.candidates.map { "#\($0)" }
        let books = ids.count == 2 ? "\(ids[0]) and \(ids[1])" : ids.joined(separator: ", ")
        let left = "Left out \(count(book.lookUps, "look-up")) of \(book.title.quotedNameInMessage): books \(books) have that title and "
        guard book.allBeingRead else {
            return left + "none alone is being read — start the one you read it in (`shelf start ID`) and import the file again"
        }
        return left + "are all being read — move the others off reading (`shelf move ID to-read`) and import the file again"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
