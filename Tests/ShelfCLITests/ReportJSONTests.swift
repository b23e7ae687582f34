import Foundation
import Testing

/// `--json` of reports and summaries that were text alone (or counted less than the text), read
/// back and checked against what the text says of the same small library.
@Suite struct ReportJSONTests {
    /// Dune being read (100 pages before today, 50 today), Emma started with no page logged, a
    /// goal with pages, and a word due: every part `today` shows has something to show.
    private func library() throws -> InProcessShelf {
        let shelf = try InProcessShelf()
        let commands: [[String]] = [
            ["add", "--title", "Dune", "--author", "Frank Herbert", "--pages", "412", "--at", "2026-10-01"],
            ["add", "--title", "Emma", "--author", "Jane Austen", "--pages", "400", "--at", "2026-10-01"],
            ["start", "1", "--at", "2026-11-01"], ["log", "1", "100", "--at", "2026-11-05"], ["log", "1", "150"],
            ["start", "2", "--at", "2026-11-10"],
            ["goal", "set", "40", "--pages", "12000"],
            ["vocab", "add", "1", "prescience", "--offline", "--definition", "Knowledge of events before they take place"],
        ]
        for command in commands { _ = try succeed(shelf, command) }
        return shelf
    }

    private func succeed(_ shelf: InProcessShelf, _ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let result = shelf.run(arguments, environment: environment)
        try #require(result.status == 0, "\(arguments): \(result.stderr)")
        return result.stdout
    }

    @Test func todayCarriesWhatTheTextShows() throws {
        let shelf = try library()
        defer { shelf.cleanUp() }
        let text = try succeed(shelf, ["today"])
        let today = try JSONOutput.object(try succeed(shelf, ["today", "--json"]))
        #expect(text.hasPrefix("Today, \(try #require(today["date"] as? String))\n"), "\(text)")
        let reading = try #require(today["reading"] as? [[String: Any]])
        let books = try reading.map { try #require($0["book"] as? [String: Any]) }
        books.forEach { JSONOutput.expectBook($0) }
        // The books in the text's order, Dune read last.
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("  #") }
        #expect(rows.count == books.count && books.map { $0["id"] as? Int } == [1, 2], "\(text)")
        for (row, book) in zip(rows, books) {
            #expect(row.hasPrefix("  #\(book["id"] as? Int ?? 0)  \(book["title"] as? String ?? "")  "), "\(row)")
            #expect(row.contains("\(book["currentPage"] as? Int ?? 0)/\(book["pageCount"] as? Int ?? 0)"), "\(row)")
        }
        let finish = try #require(reading[0]["estimatedFinish"] as? String)
        #expect(rows[0].contains("done about \(finish)"), "\(rows[0])")
        #expect(reading[0]["pagesPerDay"] as? Double ?? 0 > 0)
        #expect(reading[1]["estimatedFinish"] is NSNull, "Emma has no pace to finish by")
        #expect(today["readingTotal"] as? Int == 2)
        let pages = try #require(today["pagesToday"] as? Int)
        let streak = try #require(today["streak"] as? Int)
        #expect(pages == 50 && streak == 1)
        #expect(text.contains("Pages today: \(pages) · reading streak: \(streak) day\n"), "\(text)")
        let goal = try #require(today["goal"] as? [String: Any])
        #expect(goal["year"] as? Int == 2026 && goal["books"] as? Int == 40 && goal["pages"] as? Int == 12000)
        #expect(text.contains("Goal 2026: \(goal["booksDone"] as? Int ?? -1) of 40 books"), "\(text)")
        #expect(text.contains("Pages 2026: \(goal["pagesDone"] as? Int ?? -1) of 12000 pages"), "\(text)")
        let due = try #require(today["wordsDue"] as? Int)
        #expect(due == 1 && text.contains("Words due for study: \(due) (shelf study)\n"), "\(text)")
    }

    @Test func todayWithNothingBeingReadHasNullsAndZeros() throws {
        let shelf = try InProcessShelf()
        defer { shelf.cleanUp() }
        _ = try succeed(shelf, ["add", "--title", "Dune"])
        let today = try JSONOutput.object(try succeed(shelf, ["today", "--json"]))
        #expect((today["reading"] as? [Any])?.isEmpty == true)
        #expect(today["goal"] is NSNull)
        #expect(today["readingTotal"] as? Int == 0 && today["pagesToday"] as? Int == 0 && today["wordsDue"] as? Int == 0)
    }

    @Test func undoListsAndUndoesAsJSON() throws {
        let shelf = try library()
        defer { shelf.cleanUp() }
        let lines = try succeed(shelf, ["undo", "--list"]).split(separator: "\n")
        let changes = try JSONOutput.array(try succeed(shelf, ["undo", "--list", "--json"]))
        #expect(changes.count == lines.count && changes.count == 8)
        for (line, change) in zip(lines, changes) {
            #expect(JSONOutput.isTimestamp(change["at"]))
            // The clock stands at 18:00 UTC, and TZ is UTC.
            let shown = "\(change["number"] as? Int ?? 0)  2026-11-20 18:00  \(change["command"] as? String ?? "")"
            #expect(line.trimmingPrefix(" ") == shown[...], "\(line)")
        }
        // The command as journaled, without the global options (--offline).
        #expect(changes.first?["command"] as? String == "vocab add 1 prescience --definition 'Knowledge of events before they take place'")

        let undone = try JSONOutput.object(try succeed(shelf, ["undo", "--json"]))
        #expect(undone["command"] as? String == changes.first?["command"] as? String)
        #expect(undone["at"] as? String == "2026-11-20T18:00:00Z")
        #expect(undone["effects"] as? [String] == ["\"prescience\" in #1 Dune removed"])
        #expect(try JSONOutput.array(try succeed(shelf, ["undo", "--list", "--json"])).count == 7)
    }

    @Test func nothingToUndoIsAnEmptyList() throws {
        let shelf = try InProcessShelf()
        defer { shelf.cleanUp() }
        _ = try succeed(shelf, ["add", "--title", "Dune"])
        _ = try succeed(shelf, ["undo"])
        #expect(try succeed(shelf, ["undo", "--list"]) == "Nothing to undo.\n")
        #expect(try succeed(shelf, ["undo", "--list", "--json"]) == "[]\n")
    }

    @Test func exportSummaryCountsWordsAndGoals() throws {
        let shelf = try library()
        defer { shelf.cleanUp() }
        let backup = shelf.home.appendingPathComponent("backup.json").path
        #expect(try succeed(shelf, ["export", "--output", backup]) == "Exported 2 books, 1 word and 1 goal to \(backup) (shelf backup).\n")
        let summary = try JSONOutput.object(try succeed(shelf, ["export", "--output", backup, "--json"]))
        #expect(summary["format"] as? String == "json" && summary["output"] as? String == backup)
        #expect(summary["books"] as? Int == 2 && summary["words"] as? Int == 1 && summary["goals"] as? Int == 1)
        // The Goodreads CSV holds books alone.
        let csv = shelf.home.appendingPathComponent("goodreads.csv").path
        let goodreads = try JSONOutput.object(try succeed(shelf, ["export", "--format", "goodreads", "--output", csv, "--json"]))
        #expect(goodreads["books"] as? Int == 2 && goodreads["words"] as? Int == 0 && goodreads["goals"] as? Int == 0)
    }

    @Test func vocabExportSummary() throws {
        let shelf = try library()
        defer { shelf.cleanUp() }
        _ = try succeed(shelf, ["vocab", "add", "--global", "ephemeral", "--offline", "--definition", "lasting a very short time"])
        let file = shelf.home.appendingPathComponent("words.csv").path
        #expect(try succeed(shelf, ["vocab", "export", "--format", "csv", "--output", file]) == "Exported 2 words to \(file) (csv).\n")
        let written = try String(contentsOfFile: file, encoding: .utf8)
        let summary = try JSONOutput.object(try succeed(shelf, ["vocab", "export", "--format", "csv", "--output", file, "--json"]))
        #expect(summary["format"] as? String == "csv" && summary["words"] as? Int == 2 && summary["output"] as? String == file)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == written, "--json changes the summary, not the file")
        let book = try JSONOutput.object(try succeed(shelf, ["vocab", "export", "dune", "--output", file, "--json"]))
        #expect(book["format"] as? String == "anki" && book["words"] as? Int == 1)
        // Without a file the export itself is stdout: no room for a summary.
        let refused = shelf.run(["vocab", "export", "--json"])
        #expect(refused.status == 2 && refused.stderr.contains("give --output FILE too"), "\(refused.stderr)")
    }

    @Test func vocabLookupSummaryOffline() throws {
        let shelf = try InProcessShelf()
        defer { shelf.cleanUp() }
        _ = try succeed(shelf, ["add", "--title", "Dune"])
        _ = try succeed(shelf, ["vocab", "add", "dune", "serendipity", "--no-lookup"])
        _ = try succeed(shelf, ["vocab", "add", "dune", "kanly", "--no-lookup"])
        // Nothing cached: nothing changes, and the text and the JSON say so alike.
        let text = try succeed(shelf, ["--offline", "vocab", "lookup"])
        #expect(text == "Looked up 2 words: 0 filled in, 2 not in the cache (offline).\n")
        let uncached = try JSONOutput.object(try succeed(shelf, ["--offline", "vocab", "lookup", "--json"]))
        #expect(uncached["lookedUp"] as? Int == 2 && uncached["filledIn"] as? Int == 0 && uncached["notInCache"] as? Int == 2)
        #expect(uncached["notInDictionary"] as? [String] == [])
        let cache = ["SHELF_CACHE_DIR": CacheRecordings.folder.path]
        let cached = try JSONOutput.object(try succeed(shelf, ["--offline", "vocab", "lookup", "--json"], environment: cache))
        #expect(cached["lookedUp"] as? Int == 2 && cached["filledIn"] as? Int == 1 && cached["notInCache"] as? Int == 1)
        // No word to look up is a summary of none, not the text's sentence.
        let none = try JSONOutput.object(try succeed(shelf, ["vocab", "lookup", "--global", "--json"]))
        #expect(none["lookedUp"] as? Int == 0 && none["filledIn"] as? Int == 0 && none["notInCache"] as? Int == 0)
        #expect(none["notInDictionary"] as? [String] == [])
    }
}
