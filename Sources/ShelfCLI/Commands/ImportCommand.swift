import Foundation
import Library

/// `shelf import FILE`: a Goodreads or StoryGraph library export or a shelf backup into the library.
struct ImportCommand: ParsableCommand {
    var file = ""
    var format: ImportFileFormat?
    var shelfMap: [String] = []
    var dryRun = false
    var json = false

    static let declaration = CommandDeclaration<Self>(
        "import",
        summary: "Import a Goodreads or StoryGraph export, a shelf backup, or an e-reader's looked-up words",
        example: "import goodreads_library_export.csv --dry-run",
        details: """
            FILE may be - to read standard input. The whole file is imported in one transaction: a \
            malformed file changes nothing, and the error names its line. A value that cannot be \
            read in a column that is not required (a placeholder year like 65535, a page count of \
            "about 540") is left empty for that book and reported, and the rest imports. Importing \
            never deletes a book or moves it back to an earlier list; importing the same Goodreads \
            file again updates the books it added instead of adding them twice. A StoryGraph export's \
            reads each become a read-through with their own dates (a year or month stays a year or \
            month); importing a newer one adds only the reads and books that are new. A shelf backup goes \
            wholly into an empty library; into one with books, only the books it does not have are \
            added. Kindle's vocab.db (system/vocabulary/) and KOReader's vocabulary_builder.sqlite3 \
            (settings/) become words with every look-up as an encounter; books not in the library \
            are started on the reading list, and importing the file again adds only new look-ups. \
            The e-reader's file is only read, never changed.
            """,
        arguments: [.required("FILE", \.file, help: "the file to import, or - for standard input", completion: .files)],
        options: [
            .value("format", \.format, help: "goodreads, storygraph, json, kindle or koreader; recognised from the content when left out"),
            .values(
                "shelf-map", \.shelfMap, valueName: "NAME=STATUS",
                help: "put books on Goodreads shelf NAME on list STATUS (to-read, reading, read or dnf); repeatable"),
            .flag("dry-run", \.dryRun, help: "report what would change without changing anything"),
            .flag("json", \.json, help: "print the summary as JSON: {\"added\", \"updated\", \"skipped\", \"keptRowsRefreshed\", \"adjusted\", \"shelves\", \"linkedByTitle\", \"duplicates\", \"keptFinished\", \"keptHistory\", \"unusedShelfMaps\", \"changed\"}; for e-reader look-ups {\"booksAdded\", \"booksMatched\", \"wordsAdded\", \"encountersAdded\", \"skipped\", \"ambiguous\"}"),
        ])

    /// The `--shelf-map NAME=STATUS` values as a map; a value without a name or with a list
    /// shelf does not have is refused before anything is read.
    private static func shelfMap(_ values: [String]) throws(CLIError) -> ShelfStatusMap {
        var map = ShelfStatusMap()
        for value in values {
            guard let equals = value.lastIndex(of: "="),
                case let name = value[..<equals].trimmingCharacters(in: .whitespaces), !name.isEmpty
            else {
                throw .failure(
                    "--shelf-map takes NAME=STATUS, not \(value.quotedInMessage) — for example --shelf-map on-hold=dnf")
            }
            let status = try StatusArgument.parse(String(value[value.index(after: equals)...]))
            if let earlier = map.map(name, to: status) {
                throw .failure(
                    "--shelf-map sends \(name.quotedInMessage) to both \(earlier.rawValue) and \(status.rawValue) — give each shelf one list")
            }
        }
        return map
    }

    func run(_ context: Context) throws {
        let path = file
        let name = path == "-" ? "stdin" : path
        let data = try Self.contents(of: path)
        let eReader = format?.eReader
        if eReader != nil, path != "-", case .empty = FileAppearance.of(data) {
            throw CLIError.failure("\(name.terminalSafe) is \(FileAppearance.empty.userMessage(expectingDatabase: true))")
        }
        if eReader != nil || (format == nil && ImportFormat.isSQLiteDatabase(data)) {
            try VocabularyImport.run(path: path, expecting: eReader, dryRun: dryRun, json: json, context)
            return
        }
        let format = try Self.format(format?.libraryFormat, of: data, name: name)
        let shelfMap = try Self.shelfMap(shelfMap)
        var options = ImportOptions(dryRun: dryRun, timeZone: context.timeZone)
        options.shelfMap = shelfMap
        options.refusesFileWithNoBooks = true
        let summary = try FileImport.run(name, options: options, context) { library, options throws(ImportError) in
            switch format {
            case .goodreads: try library.importGoodreads(data, options: options)
            case .storyGraph: try library.importStoryGraph(data, options: options)
            case .json: try library.importBackup(data, options: options)
            }
        }
        let unusedMaps = shelfMap.unused(among: summary.customShelves.map(\.shelf))
        if json {
            context.printJSON(.object([
                ("added", .int(summary.added)), ("updated", .int(summary.updated)), ("skipped", .int(summary.skipped)),
                ("keptRowsRefreshed", .int(summary.keptRowsRefreshed)),
                ("wordsAdded", .int(summary.wordsAdded)), ("wordsSkipped", .int(summary.wordsSkipped)),
                ("goalsAdded", .int(summary.goalsAdded)), ("goalsSkipped", .int(summary.goalsSkipped)),
                ("adjusted", ImportAdjustmentText.json(summary.adjusted)),
                ("shelves", CustomShelfText.json(summary.customShelves)),
                ("linkedByTitle", .array(summary.linkedByTitle.map { .string($0) })),
                ("duplicates", DuplicateRowText.json(summary.duplicates)),
                ("keptFinished", .array(summary.keptFinished.map { .string($0) })),
                ("keptHistory", .array(summary.keptHistory.map { .string($0) })),
                ("unusedShelfMaps", .array(unusedMaps.map { .string($0) })),
                ("changed", .bool(summary.changed)), ("dryRun", .bool(dryRun)),
            ]))
            return
        }
        let others =
            Self.counts("words", added: summary.wordsAdded, skipped: summary.wordsSkipped, dryRun: dryRun)
            + Self.counts("goals", added: summary.goalsAdded, skipped: summary.goalsSkipped, dryRun: dryRun)
        let refreshed = Self.refreshedRows(summary.keptRowsRefreshed, dryRun: dryRun)
        if dryRun {
            context.console.line(
                "Dry run of \(name.terminalSafe), nothing changed: would add \(summary.added), update \(summary.updated), skip \(summary.skipped)\(refreshed)\(others).")
        } else {
            // As a command that finds its end state holding already says (`AlreadySo`).
            let unchanged = summary.changed ? "" : "; nothing changed"
            context.console.line(
                "Imported \(name.terminalSafe): \(summary.added) added, \(summary.updated) updated, \(summary.skipped) skipped\(refreshed)\(others)\(unchanged).")
        }
        let notes = [
            ImportAdjustmentText.line(summary.adjusted), DuplicateRowText.line(summary.duplicates),
            CustomShelfText.line(summary.customShelves), Self.linkedLine(summary.linkedByTitle),
            Self.keptFinishedLine(summary.keptFinished), Self.keptHistoryLine(summary.keptHistory),
            Self.unusedMapsLine(unusedMaps),
        ]
        for note in notes.compactMap({ $0 }) { context.console.line(note) }
    }

    /// ` (1 with its kept Goodreads row brought up to date)` after the skipped count: skipped books
    /// whose row kept for the export a newer file changed, so the change `undo` would take back
    /// shows; nothing when there are none.
    private static func refreshedRows(_ count: Int, dryRun: Bool) -> String {
        guard count > 0 else { return "" }
        let rows = count == 1 ? "its kept Goodreads row" : "their kept Goodreads rows"
        return " (\(count) with \(rows) \(dryRun ? "to bring" : "brought") up to date)"
    }

    /// `; words: 2 added, 1 skipped` (in a dry run `; words: would add 2, skip 1`): a backup's
    /// words or goals beside its books, so a backup of words or a goal alone does not read as
    /// nothing done; nothing when the file had none.
    private static func counts(_ what: String, added: Int, skipped: Int, dryRun: Bool) -> String {
        guard added + skipped > 0 else { return "" }
        return dryRun ? "; \(what): would add \(added), skip \(skipped)" : "; \(what): \(added) added, \(skipped) skipped"
    }

    /// `Not used: --shelf-map "on-hold" — …`: maps naming a shelf no row is on, most likely misspelt.
    private static func unusedMapsLine(_ shelves: [String]) -> String? {
        guard !shelves.isEmpty else { return nil }
        let named = shelves.map(\.quotedInMessage).joined(separator: ", ")
        return "Not used: --shelf-map \(named) — no row of the file is on \(shelves.count == 1 ? "that shelf" : "those shelves"); check the spelling against the shelves the file has"
    }

    /// `Linked 2 rows by title to books already in your library: Poems, Dune`: matches made by
    /// title and first author alone (the book may have been added by hand or by another
    /// tracker's import), which the reader may want to check.
    private static func linkedLine(_ titles: [String]) -> String? {
        guard !titles.isEmpty else { return nil }
        return "Linked \(titles.count) row\(titles.count == 1 ? "" : "s") by title to books already in your library: \(named(titles))"
    }

    /// `Kept on read: "Dune" — …`: rows giving up books finished in the library with no re-read
    /// begun after the finish, which stay on read (as `move BOOK dnf` would refuse), and what to
    /// type to give up a re-read.
    private static func keptFinishedLine(_ titles: [String]) -> String? {
        guard !titles.isEmpty else { return nil }
        let rows = titles.count == 1 ? "its row gives it" : "their rows give them"
        return "Kept on read: \(named(titles)) — finished in your library, \(rows) up with no re-read begun after; to give up a re-read, `shelf start BOOK` then `shelf move BOOK dnf`"
    }

    /// `Kept as they were: "Emma" — …`: rows whose reads the book's history cannot hold (a
    /// finish before a page logged, a read overlapping one the library has), and where to look.
    private static func keptHistoryLine(_ titles: [String]) -> String? {
        guard !titles.isEmpty else { return nil }
        let rows = titles.count == 1 ? "its row's reads clash" : "their rows' reads clash"
        return "Kept as they were: \(named(titles)) — \(rows) with the reading you logged in shelf (a finish before a page logged, or a read overlapping one); see `shelf history BOOK`, and `shelf finish BOOK` to finish a read"
    }

    /// The first three titles, quoted, and how many more there are: `"Poems", "Dune" and 4 more`.
    private static func named(_ titles: [String]) -> String {
        let named = titles.prefix(3).map(\.quotedNameInMessage).joined(separator: ", ")
        return named + (titles.count > 3 ? " and \(titles.count - 3) more" : "")
    }

    /// The most bytes `import` reads: a JSON backup of 10,000 books with 200,000 progress entries
    /// is 25 MB. A device or a pipe that never ends (`/dev/zero`) is refused on reaching it, not
    /// read until memory runs out.
    private static let largestFile = 512 << 20

    private static func contents(of path: String) throws(CLIError) -> Data {
        if path == "-" { return try readAll(FileHandle.standardInput, name: "the standard input") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .failure("\(path.terminalSafe) does not exist — check the path")
        }
        guard !isDirectory.boolValue else {
            throw .failure("\(path.terminalSafe) is a folder — give the exported file inside it")
        }
        // Read through a handle, not `FileManager.contents`, which gives up on a device or a pipe
        // (`/dev/null`, `<(zcat export.csv.gz)`) that reads like any file.
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .failure("cannot read \(path.terminalSafe) — check that you may read it")
        }
        defer { try? handle.close() }
        return try readAll(handle, name: path)
    }

    /// Everything `handle` gives, up to `largestFile`, read a megabyte at a time.
    private static func readAll(_ handle: FileHandle, name: String) throws(CLIError) -> Data {
        var data = Data()
        let tooLarge = CLIError.failure(
            "\(name.terminalSafe) is larger than \(largestFile >> 20) MB, more than any export or backup shelf reads — check the path")
        // A file's whole size is held from the start: grown by doubling, a 25 MB backup took 32 MB,
        // and a copy of the 16 MB before at the step (a pipe has no size, and grows).
        if let size = try? handle.seekToEnd() {
            guard size <= largestFile else { throw tooLarge }
            guard (try? handle.seek(toOffset: 0)) != nil else {
                throw .failure("cannot read \(name.terminalSafe) — check that you may read it")
            }
            data.reserveCapacity(Int(size))
        }
        while true {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: 1 << 20)
            } catch {
                throw .failure("cannot read \(name.terminalSafe) — check that you may read it")
            }
            guard let chunk, !chunk.isEmpty else { return data }
            data.append(chunk)
            guard data.count <= largestFile else { throw tooLarge }
        }
    }

    /// The format the file is read in: the one given, unless the file plainly is no text at all
    /// (a database, an archive, an image), which is named before a parser meets it.
    private static func format(_ given: ImportFormat?, of data: Data, name: String) throws(CLIError) -> ImportFormat {
        if let given {
            if ImportFormat.isSQLiteDatabase(data) {
                throw .failure("\(name.terminalSafe) is an SQLite database, not a \(given.rawValue) file — \(FileAppearance.databaseHint)")
            }
            switch FileAppearance.of(data) {
            case .table, .text: return given
            case let appearance: throw .failure("\(name.terminalSafe) is \(appearance.userMessage(expectingDatabase: false))")
            }
        }
        guard let format = ImportFormat.detect(data) else {
            let expectingDatabase = ["db", "sqlite", "sqlite3"].contains((name as NSString).pathExtension.lowercased())
            throw .failure("\(name.terminalSafe) is \(FileAppearance.of(data).userMessage(expectingDatabase: expectingDatabase))")
        }
        return format
    }
}
