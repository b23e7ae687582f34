import Foundation
import Essentials
import JSON
import Library

/// Times whole `shelf` processes on a generated 10,000-book library, each beside the `sqlite3`
/// shell answering the same question from the same database file.
struct Benchmark {
    let shelf: String
    let sqlite3: String
    let runs: Int
    let work: URL
    /// The repository's `Cache/` recordings, for timing a search answered from the cache; nil skips it.
    let recordings: URL?
    /// Words naming the rows to time (`--only import,export`): a row runs when its name contains
    /// one of them. Empty runs every row; the cached search and vocabulary rows run only then.
    var only: [String] = []

    /// True when the row named `name` is to be timed.
    private func wanted(_ name: String) -> Bool {
        only.isEmpty || only.contains { name.localizedCaseInsensitiveContains($0) }
    }

    /// Times the row `name` with `compared(_:against:)` when it is wanted.
    private func row(
        _ name: String, target: String = "", _ first: (Int) -> Invocation, against second: (Int) -> Invocation
    ) throws -> [Row] {
        guard wanted(name) else { return [] }
        let (measured, reference) = try compared(first, against: second)
        return [Row(name: name, shelf: measured, sqlite: reference, target: target)]
    }

    /// The library the generated Goodreads file is imported into first, whose backup seeds the
    /// query library.
    private var seedLibrary: URL { work.appendingPathComponent("seed") }

    static let bookCount = 10_000
    static let progressCount = 200_000
    static let showEntries = 1_000

    /// One line of the table.
    private struct Row {
        var name: String
        var shelf: Sample
        var sqlite: Sample
        var target: String
    }

    func run() throws {
        print("shelf-bench: \(Self.bookCount) books, \(Self.progressCount) progress entries, \(runs) runs each")
        print("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(machineName())")
        let csv = work.appendingPathComponent("goodreads_library_export.csv")
        let records = LibraryGenerator.records(count: Self.bookCount)
        try Data(GoodreadsCSV.write(records).utf8).write(to: csv)
        let storyGraph = work.appendingPathComponent("storygraph_export.csv")
        try Data(StoryGraphGenerator.csv(from: records).utf8).write(to: storyGraph)

        var rows: [Row] = []
        let unused = work.appendingPathComponent("unused")
        rows += try row(
            "import 10,000 Goodreads rows", target: "< 1.5 s",
            { Invocation([shelf, "import", csv.path], home: work.appendingPathComponent("import-\($0)")) },
            against: { Invocation([sqlite3, work.appendingPathComponent("raw-\($0).db").path, ".import --csv \(csv.path) raw"], home: unused) })
        rows += try row(
            "import 10,000 StoryGraph rows", target: "< 1.5 s",
            { Invocation([shelf, "import", storyGraph.path], home: work.appendingPathComponent("storygraph-\($0)")) },
            against: {
                Invocation(
                    [sqlite3, work.appendingPathComponent("raw-storygraph-\($0).db").path, ".import --csv \(storyGraph.path) raw"],
                    home: unused)
            })

        let (library, showID, showTitle, logID) = try buildQueryLibrary(from: csv)
        let database = library.appendingPathComponent("library.sqlite").path
        // The library the file was first imported into (see `buildQueryLibrary`): every row is
        // found and unchanged, so each run reads the whole file and matches it, and writes nothing.
        rows += try row(
            "import the same 10,000 Goodreads rows again", target: "< 1.5 s",
            { _ in Invocation([shelf, "import", csv.path], home: seedLibrary) },
            against: { Invocation([sqlite3, work.appendingPathComponent("raw-again-\($0).db").path, ".import --csv \(csv.path) raw"], home: unused) })
        let listAll = """
            SELECT b.id, b.title, (SELECT group_concat(name, ', ') FROM book_authors a WHERE a.book_id = b.id),
                b.status, b.page_count, b.current_page, b.rating FROM books b ORDER BY b.status, b.id
            """
        rows += try row(
            "list all", target: "≤ 2× sqlite3",
            { _ in Invocation([shelf, "list", "all"], home: library) },
            against: { _ in Invocation([sqlite3, "-readonly", database, listAll], home: unused) })
        rows += try row(
            "export --format goodreads (10,000 books; sqlite3: books as CSV)", target: "< 1 s, < 40 MB",
            { _ in Invocation([shelf, "export", "--format", "goodreads"], home: library) },
            against: { _ in Invocation([sqlite3, "-readonly", "-csv", database, "SELECT * FROM books"], home: unused) })
        rows += try row(
            "list reading --json",
            { _ in Invocation([shelf, "list", "reading", "--json"], home: library) },
            against: { _ in
                Invocation(
                    [sqlite3, "-readonly", "-json", database,
                     listAll.replacingOccurrences(of: "FROM books b", with: "FROM books b WHERE b.status = 'reading'")],
                    home: unused)
            })
        rows += try row(
            "show BOOK (1,000 entries)",
            { _ in Invocation([shelf, "show", String(showID)], home: library) },
            against: { _ in
                Invocation(
                    [sqlite3, "-readonly", database,
                     "SELECT * FROM books WHERE id = \(showID); SELECT from_status, to_status, at FROM status_changes WHERE book_id = \(showID) ORDER BY at, id; SELECT page, at FROM progress WHERE book_id = \(showID) ORDER BY at, id"],
                    home: unused)
            })
        // The same book named by a fragment of its title, beside it named by its id: what finding
        // a book by name costs over an id (the aim: ≤ 2 ms more).
        let fragment = String(showTitle.dropFirst(2)).lowercased()
        rows += try row(
            "show BOOK by title fragment (right column: show by id)", target: "≤ id + 2 ms",
            { _ in Invocation([shelf, "show", fragment], home: library) },
            against: { _ in Invocation([shelf, "show", String(showID)], home: library) })
        rows += try row(
            "stats --all", target: "≤ 3× sqlite3",
            { _ in Invocation([shelf, "stats", "--all"], home: library) },
            against: { _ in Invocation([sqlite3, "-readonly", database, Self.statisticsTotals], home: unused) })
        // A goal makes today answer its goal line as well.
        try check(ChildRun.run([shelf, "goal", "set", "40"], environment: environment(home: library), scratch: work), "goal set")
        rows += try row(
            "today (right column: shelf --version)", target: "≤ 2× --version",
            { _ in Invocation([shelf, "today"], home: library) },
            against: { _ in Invocation([shelf, "--version"], home: library) })
        rows += try row(
            "log BOOK PAGE", target: "< 20 ms",
            { Invocation([shelf, "log", String(logID), String(500 + $0 % 10)], home: library) },
            against: { index in
                Invocation(
                    [sqlite3, database,
                     "BEGIN IMMEDIATE; INSERT INTO progress (book_id, page, at) VALUES (\(logID), \(500 + index % 10), strftime('%s', 'now')); UPDATE books SET current_page = \(500 + index % 10), updated_at = strftime('%s', 'now') WHERE id = \(logID); COMMIT"],
                    home: unused)
            })
        // Each undo reverts the change just before it: a log of the row above or of this row's
        // right column, which logs a page every round.
        rows += try row(
            "undo (right column: shelf log BOOK PAGE)", target: "< 20 ms",
            { _ in Invocation([shelf, "undo"], home: library) },
            against: { index in Invocation([shelf, "log", String(logID), String(520 + index % 10)], home: library) })
        printTable(rows)
        guard only.isEmpty else { return }
        try compareCachedSearch()
        try VocabularyBenchmark(benchmark: self).run()
    }

    /// The totals `stats --all` reports, in one query of the sqlite3 shell: finishes per local
    /// year (the imported calendar day first), pages as forward progress, and reading days.
    static let statisticsTotals = """
        SELECT year, count(*),
            (SELECT sum(gain) FROM (
                SELECT page - ifnull(lag(page) OVER (PARTITION BY book_id ORDER BY at, sequence), 0) AS gain FROM progress)
             WHERE gain > 0),
            (SELECT count(DISTINCT date(at, 'unixepoch', 'localtime')) FROM progress)
        FROM (SELECT strftime('%Y', ifnull(finished_on, datetime(finished_at, 'unixepoch', 'localtime'))) AS year
              FROM read_throughs WHERE outcome = 'read')
        GROUP BY year
        """

    /// The target: a search answered from the cache takes no longer than 1.5× `shelf list`
    /// on a small library. Both run in the same three-book library; the search reads a copy of the
    /// recordings with `--offline`, so no network is involved.
    private func compareCachedSearch() throws {
        guard let recordings else {
            print("\nCached search: skipped (no Cache/ folder found; run from the repository or pass --cache DIR)")
            return
        }
        let home = work.appendingPathComponent("small")
        let cache = work.appendingPathComponent("cache-copy")
        try? FileManager.default.removeItem(at: cache)
        try FileManager.default.copyItem(at: recordings, to: cache)
        for title in ["Dune", "Piranesi", "The Left Hand of Darkness"] {
            try check(ChildRun.run([shelf, "add", "--title", title], environment: environment(home: home), scratch: work), "add")
        }
        let (list, search) = try compared(
            { _ in Invocation([shelf, "list"], home: home) },
            against: { _ in Invocation([shelf, "--offline", "search", "dune"], home: home, cache: cache) })
        func milliseconds(_ value: Double) -> String { String(format: "%.1f", value * 1000) }
        print("")
        print("| command (3-book library) | median ms (min–max) | peak MB |")
        print("|---|---|---|")
        for (name, sample) in [("shelf list", list), ("shelf --offline search dune (from the cache)", search)] {
            print("| \(name) | \(milliseconds(sample.median)) (\(milliseconds(sample.minimum))–\(milliseconds(sample.maximum))) | \(String(format: "%.1f", Double(sample.peakBytes) / 1_048_576)) |")
        }
        print(String(format: "Cached search / list: %.2f× (target ≤ 1.5×)", search.median / max(list.median, 1e-9)))
    }

    /// Imports the export, adds the progress entries to the JSON backup of it, and restores that
    /// backup into a fresh SHELF_HOME: the library the read commands run on.
    private func buildQueryLibrary(from csv: URL) throws -> (home: URL, showID: Int, showTitle: String, logID: Int) {
        let seed = seedLibrary
        try check(ChildRun.run([shelf, "import", csv.path], environment: environment(home: seed), scratch: work), "seed import")
        let seedBackup = work.appendingPathComponent("seed.json")
        try check(ChildRun.run([shelf, "export"], environment: environment(home: seed), stdoutPath: seedBackup.path, scratch: work), "seed export")
        guard case .object(var backup) = try JSONReader.parse(Data(contentsOf: seedBackup)),
            var books = backup["books"]?.arrayValue?.compactMap(\.objectValue)
        else { throw BenchError("the seed backup is not a JSON object with books") }

        let reading = books.indices.filter {
            books[$0]["status"]?.stringValue == "reading" && (books[$0]["pageCount"]?.intValue ?? 0) >= 600
        }
        guard reading.count >= 3, let showIndex = reading.first, let logIndex = reading.last else {
            throw BenchError("the generated library has too few books being read")
        }
        var nextID = 1
        var remaining = Self.progressCount
        func addProgress(to index: Int, count: Int) {
            let pages = books[index]["pageCount"]?.intValue ?? 1000
            // Reads from 2025 on, after every generated addition, each in its own window of the
            // 347 days after 2025-01-01 (the book's place picks it): never past the clock, which a
            // restore refuses as a history no command could have recorded.
            let start = 1_735_689_600 + index % 600 * 50_000
            var entries: [JSONNode] = []
            entries.reserveCapacity(count)
            var page = 0
            for step in 0..<count {
                page = min(pages - 1, 1 + step * (pages - 2) / max(count, 1))
                let at = UTCTimestamp.text(Date(timeIntervalSince1970: Double(start + step * 37)))
                entries.append(.object(["id": .number(Double(nextID)), "page": .number(Double(page)), "at": .string(at)]))
                nextID += 1
            }
            books[index]["progress"] = .array(entries)
            books[index]["currentPage"] = count > 0 ? .number(Double(page)) : nil
            remaining -= count
        }
        addProgress(to: showIndex, count: Self.showEntries)
        let others = reading.dropFirst()
        for (position, index) in others.enumerated() {
            addProgress(to: index, count: remaining / (others.count - position))
        }
        backup["books"] = .array(books.map(JSONNode.object))
        let withProgress = work.appendingPathComponent("backup-with-progress.json")
        try Data(JSONValue(JSONNode.object(backup)).utf8(.line)).write(to: withProgress)

        let library = work.appendingPathComponent("library")
        // Through GNU time like every timed command: the peak would otherwise be the benchmark's own.
        let restore = ChildRun.run(
            ChildRun.measured([shelf, "import", withProgress.path]), environment: environment(home: library), scratch: work)
        try check(restore, "backup import")
        print(String(format: "setup: JSON backup with %d progress entries restored in %.2f s, peak %.1f MB",
                     Self.progressCount, restore.seconds, Double(restore.peakBytes) / 1_048_576))
        return (
            library, books[showIndex]["id"]?.intValue ?? 1, books[showIndex]["title"]?.stringValue ?? "",
            books[logIndex]["id"]?.intValue ?? 1)
    }

    /// One command line to time, and the SHELF_HOME (and cache) it runs with.
    struct Invocation {
        var arguments: [String]
        var home: URL
        var cache: URL?

        init(_ arguments: [String], home: URL, cache: URL? = nil) {
            self.arguments = arguments
            self.home = home
            self.cache = cache
        }
    }

    /// Times two commands in turns — after one warm-up run of each, `runs` rounds that run both,
    /// the first of the two alternating — so a machine that speeds up or slows down during the
    /// benchmark (a shared one does) weighs on both sides of a ratio alike. Each closure gets the
    /// round's number, 0 being the warm-up.
    func compared(
        _ first: (Int) -> Invocation, against second: (Int) -> Invocation
    ) throws -> (measured: Sample, reference: Sample) {
        var samples = (measured: Sample(), reference: Sample())
        for round in 0...runs {
            for firstSide in round.isMultiple(of: 2) ? [true, false] : [false, true] {
                let invocation = firstSide ? first(round) : second(round)
                var environment = environment(home: invocation.home)
                if let cache = invocation.cache { environment["SHELF_CACHE_DIR"] = cache.path }
                let run = ChildRun.run(ChildRun.measured(invocation.arguments), environment: environment, scratch: work)
                try check(run, invocation.arguments.prefix(3).joined(separator: " "))
                guard round > 0 else { continue }
                if firstSide { samples.measured.add(run) } else { samples.reference.add(run) }
            }
        }
        return samples
    }

    func environment(home: URL) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SHELF_HOME"] = home.path
        environment.removeValue(forKey: "SHELF_NOW")
        return environment
    }

    func check(_ run: ChildRun, _ what: String) throws {
        guard run.status == 0 else { throw BenchError("\(what) failed with status \(run.status): \(run.stderr)") }
    }

    private func printTable(_ rows: [Row]) {
        func milliseconds(_ value: Double) -> String { String(format: "%.1f", value * 1000) }
        print("")
        print("| command | shelf median ms (min–max) | sqlite3 median ms (min–max) | ratio | shelf peak MB | target |")
        print("|---|---|---|---|---|---|")
        for row in rows {
            let ratio = row.sqlite.median > 0 ? String(format: "%.2f×", row.shelf.median / row.sqlite.median) : "–"
            print("| \(row.name) | \(milliseconds(row.shelf.median)) (\(milliseconds(row.shelf.minimum))–\(milliseconds(row.shelf.maximum))) | \(milliseconds(row.sqlite.median)) (\(milliseconds(row.sqlite.minimum))–\(milliseconds(row.sqlite.maximum))) | \(ratio) | \(String(format: "%.1f", Double(row.shelf.peakBytes) / 1_048_576)) | \(row.target) |")
        }
        print("")
        print("Peak memory target: < 40 MB per command. Import's sqlite3 column is `.import --csv` of the same file into a fresh database.")
    }

    private func machineName() -> String {
        let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = info.split(separator: "\n").first { $0.hasPrefix("model name") }
        return model.map { $0.split(separator: ":").last.map { Whitespace.trimmed(String($0), newlines: false) } ?? "" } ?? "unknown CPU"
    }
}
