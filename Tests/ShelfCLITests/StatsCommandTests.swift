import Foundation
import Testing

/// `shelf stats`, `goal`, `today` and plain `shelf` as a user runs them: the JSON shape, the
/// time-zone rule with real TZ settings, the charts on a pipe and a terminal, and bad input.
final class StatsCommandTests {
    let shelf: ShelfProcess

    init() throws {
        shelf = try ShelfProcess()
    }

    deinit {
        shelf.cleanUp()
    }

    private func csv(_ rows: [String]) throws -> URL {
        let file = shelf.home.appendingPathComponent("export-\(UUID().uuidString).csv")
        let header = "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies"
        try ([header] + rows).joined(separator: "\n").appending("\n").write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    private func statsJSON(_ arguments: [String], zone: String) throws -> [String: Any] {
        let result = try shelf.run(["stats", "--json"] + arguments, environment: ["TZ": zone])
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONOutput.object(result.stdout)
    }

    @Test(arguments: [("America/Los_Angeles", "Asia/Tokyo"), ("Asia/Tokyo", "America/Los_Angeles")])
    func aGoodreadsDateReadStaysInItsYearWhereverItIsRead(importZone: String, readZone: String) throws {
        let file = try csv([
            "1,New Year,A. Writer,,,,,4,4.0,,,300,2020,2020,2026/01/01,2025/12/01,,,read,,,,1,0",
            "2,Old Year,A. Writer,,,,,5,4.0,,,200,2020,2020,2025/12/31,2025/12/01,,,read,,,,1,0",
        ])
        let imported = try shelf.run(["import", file.path], environment: ["TZ": importZone])
        #expect(imported.status == 0, "\(imported.stderr)")
        let in2026 = try statsJSON(["--year", "2026"], zone: readZone)
        let in2025 = try statsJSON(["--year", "2025"], zone: readZone)
        #expect(in2026["booksFinished"] as? Int == 1)
        #expect(in2025["booksFinished"] as? Int == 1)
        // No progress logged: each finish counts its page count, flagged as estimated.
        #expect(in2026["pagesRead"] as? Int == 300)
        #expect(in2026["estimatedPages"] as? Int == 300)
        let january = (in2026["byMonth"] as? [[String: Any]])?.first
        #expect(january?["month"] as? String == "2026-01")
        #expect(january?["books"] as? Int == 1)
    }

    @Test func theJSONHasExactlyTheDocumentedShape() throws {
        let id = try shelf.add(["--title", "Dune", "--pages", "412"])
        try shelf.expectSuccess(["start", String(id), "--at", "2026-11-01"])
        try shelf.expectSuccess(["log", String(id), "100", "--at", "2026-11-10"])
        try shelf.expectSuccess(["goal", "set", "12"])
        let json = try statsJSON([], zone: "UTC")
        #expect(Set(json.keys) == [
            "from", "to", "booksFinished", "distinctBooks", "pagesRead", "estimatedPages", "readingDays", "byMonth",
            "byStatus", "ratings", "goal", "streak", "reading", "dateUnknown",
        ])
        #expect(json["from"] as? String == "2026-01-01")
        #expect(json["to"] as? String == "2026-12-31")
        #expect(json["pagesRead"] as? Int == 100)
        #expect(json["readingDays"] as? Int == 1)
        #expect((json["byMonth"] as? [[String: Any]])?.count == 12)
        #expect(json["ratings"] is NSNull)
        let streak = json["streak"] as? [String: Any]
        #expect(streak?["longest"] as? Int == 1)
        let goal = json["goal"] as? [String: Any]
        #expect(goal?["books"] as? Int == 12)
        #expect(goal?["booksDone"] as? Int == 0)
        let reading = json["reading"] as? [[String: Any]]
        #expect(reading?.count == 1)
        #expect(reading?.first?["id"] as? Int == id)
        // 100 pages over the 20 days from the 1st to the 20th (today): 5 a day, 312 left → 63 days.
        #expect(reading?.first?["pagesPerDay"] as? Double == 5)
        #expect(reading?.first?["estimatedFinish"] as? String == "2027-01-22")
        let byStatus = json["byStatus"] as? [String: Any]
        #expect(byStatus?["started"] as? Int == 1)
        #expect((byStatus?["lists"] as? [String: Any])?["reading"] as? Int == 1)
    }

    @Test func chartsAreColouredOnATerminalAndPlainBlocksOtherwise() throws {
        let id = try shelf.add(["--title", "Dune", "--pages", "412"])
        try shelf.expectSuccess(["log", String(id), "50", "--at", "2026-11-02"])
        try shelf.expectSuccess(["log", String(id), "150", "--at", "2026-11-03"])
        let text = try shelf.expectSuccess(["stats"])
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("Reading in 2026"))
        #expect(text.contains("Nov  ") && text.contains("150 pages"))
        // 50 and 100 pages: a half-shade day and a full one in the calendar.
        #expect(text.contains("▒▒") && text.contains("██"))
        let coloured = try shelf.runOnTerminal(["stats"], environment: ["COLUMNS": "200"])
        #expect(coloured.stdout.contains("\u{1B}[38;5;"))
        let plain = try shelf.runOnTerminal(["stats"], environment: ["NO_COLOR": "1"])
        #expect(!plain.stdout.contains("\u{1B}["))
        #expect(plain.stdout.contains("▒"))
    }

    /// At 40 columns the calendar shows the latest 34 weeks, from the one April begins in, and
    /// names each month; at 80 it shows the year.
    @Test func theCalendarNamesEveryMonthItShowsAt40And80Columns() throws {
        let id = try shelf.add(["--title", "Dune", "--pages", "412"])
        try shelf.expectSuccess(["log", String(id), "50", "--at", "2026-11-02"])
        let header = { (columns: String) throws -> String? in
            let text = try self.shelf.runOnTerminal(["stats"], environment: ["COLUMNS": columns, "NO_COLOR": "1"]).stdout
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return lines.firstIndex(of: "Reading days").map { lines[$0 + 1] }
        }
        #expect(try header("40") == "      Apr May  Jun Jul Aug  Sep Oct Nov")
        #expect(try header("80") == "      Jan Feb Mar  Apr May  Jun Jul Aug  Sep Oct Nov")
    }

    @Test func badPeriodsAndGoalsAreRefusedWithOneLine() throws {
        try shelf.add(["--title", "Dune"])
        try shelf.expectRefused(["stats", "--year", "abc"])
        try shelf.expectRefused(["stats", "--from", "2026-05-01", "--to", "2026-01-01"])
        try shelf.expectRefused(["stats", "--from", "yesterday"])
        try shelf.expectUsageError(["stats", "--year", "2025", "--all"], usage: "stats")
        try shelf.expectRefused(["goal", "set", "-3"])
        try shelf.expectRefused(["goal", "set", "many"])
        try shelf.expectRefused(["goal", "set", "40", "--pages", "0"])
        try shelf.expectRefused(["goal", "--year", "abc"])
        #expect(try shelf.expectRefused(["goal", "set", "5", "--year", "1800"]).contains("1800 is before 1900, where reading records begin"))
        #expect(try shelf.expectRefused(["goal", "set", "5", "--year", "2100"]).contains("give a year from 1900 to "))
        #expect(try shelf.expectRefused(["goal", "set", "100000000"]).contains("from 1 to "))
        #expect(try shelf.expectRefused(["goal", "set", "5", "--pages", "99999999999999"]).contains("from 1 to "))
        try shelf.expectUsageError(["goal", "set"], usage: "goal")
        try shelf.expectUsageError(["goal", "reset"], usage: "goal")
    }

    @Test func goalsAreKeptPerYearAndReplaced() throws {
        #expect(try shelf.expectSuccess(["goal"]).hasPrefix("No goal for 2026"))
        try shelf.expectSuccess(["goal", "set", "40"])
        try shelf.expectSuccess(["goal", "set", "30", "--pages", "9000", "--year", "2025"])
        try shelf.expectSuccess(["goal", "set", "50"])
        #expect(try shelf.sqlite("SELECT year, books, ifnull(pages, '-') FROM goals ORDER BY year") == "2025|30|9000\n2026|50|-")
        let line = try shelf.expectSuccess(["goal"])
        #expect(line.hasPrefix("Goal 2026: 0 of 50 books (0%)"))
        // A year that is over asks for no more weeks of reading: it says how it ended.
        let past = try shelf.expectSuccess(["goal", "--year", "2025"])
        #expect(past.contains("Goal 2025: 0 of 30 books (0%) — 30 short; the year is over"), "\(past)")
        #expect(past.contains("Pages 2025: 0 of 9000 pages (0%) — 9000 short; the year is over"), "\(past)")
        let json = try JSONSerialization.jsonObject(with: Data(try shelf.expectSuccess(["goal", "--year", "2025", "--json"]).utf8)) as? [String: Any]
        #expect(json?["booksPerWeekNeeded"] is NSNull && json?["pagesPerWeekNeeded"] is NSNull)
    }

    /// Piped, the books being read keep their whole titles, as all piped output does.
    @Test func pipedGlancesKeepWholeTitles() throws {
        let title = "The Three-Body Problem, Being the First Book of Remembrance of Earth's Past"
        let id = try shelf.add(["--title", title, "--pages", "400"])
        try shelf.expectSuccess(["log", String(id), "40"])
        #expect(try shelf.expectSuccess(["today"]).contains(title))
        #expect(try shelf.expectSuccess(["stats"]).contains(title))
    }

    @Test func plainShelfNamesAFileWhereTheLibraryFolderShouldBe() throws {
        let file = shelf.home.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        let result = try shelf.run([], environment: ["SHELF_HOME": file.path])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("shelf: ") && result.stderr.contains("SHELF_HOME"), "\(result.stderr)")
    }

    @Test func plainShelfShowsTodayOnlyWhenALibraryExists() throws {
        let help = try shelf.expectSuccess([])
        #expect(help.hasPrefix("shelf — "))
        #expect(!FileManager.default.fileExists(atPath: shelf.libraryFile.path))
        let id = try shelf.add(["--title", "Dune", "--pages", "412"])
        try shelf.expectSuccess(["start", String(id), "--at", "2026-11-18"])
        try shelf.expectSuccess(["log", String(id), "40", "--at", "2026-11-19T10:00:00Z"])
        try shelf.expectSuccess(["log", String(id), "70", "--at", "2026-11-20T09:00:00Z"])
        let today = try shelf.expectSuccess([])
        #expect(today == (try shelf.expectSuccess(["today"])))
        #expect(today.contains("Today, 2026-11-20"))
        #expect(today.contains("#\(id)  Dune  70/412 (17%)"))
        #expect(today.contains("Pages today: 30 · reading streak: 2 days"))
    }

    @Test func studyStatisticsCountReviewsRetentionAndWords() throws {
        try shelf.expectSuccess(["vocab", "add", "--global", "ephemeral", "--definition", "lasting a very short time"])
        try shelf.expectSuccess(["vocab", "add", "--global", "laconic", "--definition", "using few words"])
        // Flashcards: "good" for the first word shown, "again" (forgotten) for the second.
        try shelf.expectSuccess(["study", "--mode", "flashcards"], input: "3\n1\n\n")
        let json = try statsJSON(["--study"], zone: "UTC")
        #expect(json["reviews"] as? Int == 2)
        #expect(json["studyDays"] as? Int == 1)
        #expect(json["wordsAdded"] as? Int == 2)
        #expect(json["wordsMastered"] as? Int == 0)
        let november = (json["byMonth"] as? [[String: Any]])?.first { $0["month"] as? String == "2026-11" }
        #expect(november?["reviews"] as? Int == 2)
        #expect(november?["retention"] as? Double == 0.5)
        #expect((json["streak"] as? [String: Any])?["current"] as? Int == 1)
        let text = try shelf.expectSuccess(["stats", "--study"])
        #expect(text.contains("Nov 2026") && text.contains("50% remembered"))
        // Two reviews in 324 days is a rate, not "0 a day".
        #expect(text.contains("Reviews  2 on 1 day · 1 every 162 days on average"), "\(text)")
    }
}
