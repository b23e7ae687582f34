import Essentials
import Foundation
import Library

/// `shelf export`: the library as a shelf backup (JSON) or a Goodreads CSV.
enum ExportCommand {
    static let spec = CommandSpec(
        name: "export",
        summary: "Export the library as a JSON backup or a Goodreads CSV",
        usage: "export [--format json|goodreads] [--columns 24|31] [--output FILE] [--json]",
        example: "export --output shelf-backup.json",
        options: [
            .init(name: "format", valueName: "FORMAT", help: "json (default: the lossless backup) or goodreads"),
            .init(name: "columns", valueName: "COUNT", help: "with --format goodreads, 31 writes the older export's 31 columns (24 by default, 31 when imported books have values only those columns hold)"),
            .init(name: "output", valueName: "FILE", help: "write to FILE (atomically, mode 0600) instead of stdout"),
            .init(name: "json", help: "with --output, print a summary as JSON"),
        ],
        details: """
            The JSON backup holds everything: books, history, progress, shelves, vocabulary and study \
            history; `shelf import` restores it. The Goodreads CSV has Goodreads' 24 columns, for \
            Goodreads, StoryGraph and other trackers; a book imported from Goodreads gets back \
            every value you have not changed since, exactly as imported, and ratings are written in \
            Goodreads' whole stars (rounded half up).
            """)

    static func run(_ arguments: ParsedArguments, _ context: Context) throws {
        let formatName = arguments.value("format")?.lowercased() ?? ImportFormat.json.rawValue
        guard let format = ImportFormat(rawValue: formatName) else {
            throw CLIError.failure(
                "--format takes json or goodreads, not \"\(formatName.terminalSafe)\" — for example --format goodreads")
        }
        let output = arguments.value("output")
        if output?.isEmpty == true {
            throw CLIError.usage("--output needs a file name — for example --output shelf-backup.json", spec: spec)
        }
        if arguments.has("json"), output == nil {
            throw CLIError.usage("--json prints a summary of the written file; give --output FILE too", spec: spec)
        }
        let olderForm: Bool
        switch arguments.value("columns") {
        case nil, "24": olderForm = false
        case "31": olderForm = true
        case let other?:
            throw CLIError.failure("--columns takes 24 or 31, not \"\(other.terminalSafe)\" — for example --columns 31")
        }
        if olderForm, format != .goodreads {
            throw CLIError.usage("--columns is for --format goodreads", spec: spec)
        }
        let library = try context.library()
        // The backup is handed over in chunks as it is encoded, so a large library is never
        // held as one string; the CSV is small enough to make whole.
        let produce: (_ write: ([UInt8]) throws -> Void) throws -> Void
        switch format {
        case .json:
            produce = { write in try library.exportBackup(to: write) }
        case .goodreads:
            let text = try library.exportGoodreads(timeZone: context.timeZone, olderForm: olderForm)
            produce = { write in try write(Array(text.utf8)) }
        }
        guard let output else {
            do {
                try produce(context.console.stream)
                try context.console.finish()
            } catch let error as OutputError where !error.isBrokenPipe {
                let what = format == .json ? "the backup" : "the Goodreads CSV"
                throw CLIError.failure("cannot write \(what) — \(error.reason)")
            }
            return
        }
        do {
            try AtomicFile.write(to: output, produce)
        } catch let failure as FileWriteError {
            throw CLIError.failure("cannot write \(failure.path): \(failure.reason) — check the folder exists and is writable")
        }
        let count = try library.bookCount()
        if arguments.has("json") {
            context.printJSON(.object([("format", .string(format.rawValue)), ("books", .int(count)), ("output", .string(output))]))
        } else {
            context.console.line("Exported \(count) book\(count == 1 ? "" : "s") to \(output.terminalSafe) (\(format == .json ? "shelf backup" : "Goodreads CSV")).")
        }
    }
}
