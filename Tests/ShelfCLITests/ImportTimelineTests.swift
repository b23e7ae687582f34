import Foundation
import Testing

/// `shelf import` into a book whose timeline the reader already keeps in shelf: what the file says
/// about earlier reads and the day the book was added joins that timeline once, in agreement with
/// it; dates no timeline can hold, and rows that repeat a Book Id, are reported and left out.
@Suite struct ImportTimelineTests {
    private static let goodreadsHeader = "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies"

    /// A Goodreads export with one row: Dune, read once, finished on `dateRead`, added 2026-09-01.
    private static func duneExport(dateRead: String) -> String {
        goodreadsHeader + "\n"
            + "234225,Dune,Frank Herbert,\"Herbert, Frank\",,\"=\"\"0441013597\"\"\",\"=\"\"9780441013593\"\"\",4,4.27,,,604,,,\(dateRead),2026/09/01,,,read,,,,1,0\n"
    }

    private static let storyGraphHeader = "Title,Authors,Contributors,ISBN/UID,Format,Read Status,Date Added,Last Date Read,Dates Read,Read Count,Moods,Pace,Character- or Plot-Driven?,Strong Character Development?,Loveable Characters?,Diverse Characters?,Flawed Characters?,Star Rating,Review,Content Warnings,Content Warning Description,Tags,Owned?"

    /// A StoryGraph export with one row: Dune on `status`, with `datesRead` and `readCount`.
    private static func duneStoryGraph(status: String, lastDateRead: String, datesRead: String, readCount: Int = 1) -> String {
        storyGraphHeader + "\n"
            + "Dune,Frank Herbert,,9780441013593,paperback,\(status),2026/09/01,\(lastDateRead),\(datesRead),\(readCount),,,,,,,,4,,,,,No\n"
    }

    /// A library holding Dune, added 2026-10-01 and being read since 2026-11-01.
    private static func duneBeingRead() throws -> ShelfProcess {
        let shelf = try ShelfProcess()
        try shelf.expectSuccess([
            "add", "--title", "Dune", "--author", "Frank Herbert", "--isbn", "9780441013593", "--pages", "604",
            "--at", "2026-10-01",
        ])
        try shelf.expectSuccess(["start", "dune", "--at", "2026-11-01"])
        return shelf
    }

    @Test func anEarlierReadIsRecordedOnceHoweverOftenTheFileIsImported() throws {
        let shelf = try Self.duneBeingRead()
        defer { shelf.cleanUp() }
        let file = shelf.home.appendingPathComponent("early.csv")
        try Data(Self.duneExport(dateRead: "2026/10/15").utf8).write(to: file)
        #expect(try shelf.expectSuccess(["import", file.path]) == "Imported \(file.path): 0 added, 1 updated, 0 skipped.\n")
        let once = try shelf.librarySnapshotWithoutUndo()
        for _ in 1...2 {
            #expect(try shelf.expectSuccess(["import", file.path]) == "Imported \(file.path): 0 added, 0 updated, 1 skipped; nothing changed.\n")
        }
        #expect(try shelf.librarySnapshotWithoutUndo() == once, "importing again changes nothing")
        let book = try JSONOutput.object(shelf.expectSuccess(["show", "dune", "--json"]))
        #expect(book["status"] as? String == "reading", "the read in progress goes on")
        #expect(book["readCount"] as? Int == 1)
        let reads = try #require(book["readThroughs"] as? [[String: Any]])
        #expect(reads.map { $0["finishedAt"] as? String } == ["2026-10-15T00:00:00Z", nil])
        #expect(reads.map { $0["startedAt"] as? String } == [nil, "2026-11-01T00:00:00Z"])
    }

    @Test func anOlderStoryGraphReadJoinsBeforeTheReadInProgress() throws {
        let shelf = try Self.duneBeingRead()
        defer { shelf.cleanUp() }
        try shelf.expectSuccess(["log", "dune", "100", "--at", "2026-11-05"])
        let file = shelf.home.appendingPathComponent("sgearly.csv")
        try Data(Self.duneStoryGraph(status: "read", lastDateRead: "2026/10/15", datesRead: "2026/10/01-2026/10/15").utf8)
            .write(to: file)
        try shelf.expectSuccess(["import", file.path])
        let once = try shelf.librarySnapshotWithoutUndo()
        let book = try JSONOutput.object(shelf.expectSuccess(["show", "dune", "--json"]))
        #expect(book["status"] as? String == "reading", "the file was exported before this read began")
        #expect(book["currentPage"] as? Int == 100)
        let reads = try #require(book["readThroughs"] as? [[String: Any]])
        #expect(reads.map { $0["startedAt"] as? String } == ["2026-10-01T00:00:00Z", "2026-11-01T00:00:00Z"])
        #expect(reads.map { $0["finishedAt"] as? String } == ["2026-10-15T00:00:00Z", nil], "no finish invented")
        #expect(reads.map { $0["outcome"] as? String } == ["read", "reading"])
        try shelf.expectSuccess(["import", file.path])
        #expect(try shelf.librarySnapshotWithoutUndo() == once, "importing again changes nothing")
    }

    @Test func aStoryGraphReReadMovesAReadBookToReadingWhenItBegan() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        try shelf.expectSuccess([
            "add", "--title", "Dune", "--author", "Frank Herbert", "--isbn", "9780441013593", "--pages", "604",
            "--at", "2026-10-01",
        ])
        try shelf.expectSuccess(["finish", "dune", "--at", "2026-10-20"])
        let file = shelf.home.appendingPathComponent("sgcur.csv")
        try Data(Self.duneStoryGraph(status: "currently-reading", lastDateRead: "", datesRead: "2026/11/02-", readCount: 0).utf8)
            .write(to: file)
        try shelf.expectSuccess(["import", file.path])
        let book = try JSONOutput.object(shelf.expectSuccess(["show", "dune", "--json"]))
        #expect(book["status"] as? String == "reading")
        let moves = try #require(book["statusChanges"] as? [[String: Any]])
        #expect(moves.last?["from"] as? String == "read")
        #expect(moves.last?["at"] as? String == "2026-11-02T00:00:00Z", "the re-read began then")
        let reads = try #require(book["readThroughs"] as? [[String: Any]])
        #expect(reads.map { $0["outcome"] as? String } == ["read", "reading"])
        #expect(reads.last?["startedAt"] as? String == "2026-11-02T00:00:00Z")
        #expect(try shelf.expectSuccess(["list", "reading"]).contains("Dune"))

        // A file exported before the last finish, still saying currently-reading, opens nothing.
        let older = try ShelfProcess()
        defer { older.cleanUp() }
        try older.expectSuccess(["add", "--title", "Dune", "--isbn", "9780441013593", "--at", "2026-10-01"])
        try older.expectSuccess(["finish", "dune", "--at", "2026-11-10"])
        try older.expectSuccess(["import", file.path])
        let kept = try JSONOutput.object(older.expectSuccess(["show", "dune", "--json"]))
        #expect(kept["status"] as? String == "read")
        #expect((kept["readThroughs"] as? [[String: Any]])?.map { $0["outcome"] as? String } == ["read"])
    }

    @Test func goodreadsDatesBefore1900OrAfterTomorrowAreLeftEmptyAndTheRestImports() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let file = shelf.home.appendingPathComponent("dates.csv")
        try Data((Self.goodreadsHeader + "\n"
            + "7,Far,A,,,,,0,0,,,,,,2030/01/01,1850/01/01,,,read,,,,1,0\n"
            + "8,Near,A,,,,,0,0,,,,,,2026/11/21,1900/01/01,,,read,,,,1,0\n").utf8).write(to: file)
        let report = "2 values left empty: Date Read \"2030/01/01\" (line 2), Date Added \"1850/01/01\" (line 2)\n"
        try shelf.expectSuccess(["list"])
        try shelf.createLibrary()
        let before = try shelf.librarySnapshot()
        #expect(try shelf.expectSuccess(["import", file.path, "--dry-run"])
            == "Dry run of \(file.path), nothing changed: would add 2, update 0, skip 0.\n" + report)
        #expect(try shelf.librarySnapshot() == before)
        #expect(try shelf.expectSuccess(["import", file.path]) == "Imported \(file.path): 2 added, 0 updated, 0 skipped.\n" + report)
        let far = try JSONOutput.object(shelf.expectSuccess(["show", "far", "--json"]))
        #expect(far["addedAt"] as? String == "2026-11-20T18:00:00Z", "added when imported, not in 1850")
        #expect(far["finishedAt"] is NSNull, "a finish in 2030 is no finish")
        #expect(far["status"] as? String == "read")
        let near = try JSONOutput.object(shelf.expectSuccess(["show", "near", "--json"]))
        #expect(near["addedAt"] as? String == "1900-01-01T00:00:00Z", "1900 is the first year a record may have")
        #expect(near["finishedAt"] as? String == "2026-11-21T00:00:00Z", "tomorrow is within a day of now")
        let stats = try JSONOutput.object(shelf.expectSuccess(["stats", "--json"]))
        #expect(stats["booksFinished"] as? Int == 1, "only the read finished tomorrow counts this year")
        let json = try JSONOutput.object(shelf.expectSuccess(["import", file.path, "--json"]))
        let adjusted = try #require(json["adjusted"] as? [[String: Any]])
        #expect(adjusted.map { $0["column"] as? String } == ["Date Read", "Date Added"])
        #expect(adjusted.map { $0["value"] as? String } == ["2030/01/01", "1850/01/01"])
    }

    @Test func storyGraphDatesBefore1900OrAfterTomorrowAreLeftEmptyAndTheRestImports() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let file = shelf.home.appendingPathComponent("dates-sg.csv")
        try Data((Self.storyGraphHeader + "\n"
            + "Near,B,,,paperback,read,1800/01/01,,\"2020/01/01-2020/02/01, 2030/01/01-2031/02/01\",2,,,,,,,,,,,,,No\n"
            + "Nearer,B,,,paperback,read,2026/11/21,2026/11/22,,1,,,,,,,,,,,,,No\n"
            + "Later,B,,,paperback,read,2026/12,,,1,,,,,,,,,,,,,No\n").utf8).write(to: file)
        let report = "4 values left empty: Date Added \"1800/01/01\" and 1 more (lines 2, 4), "
            + "Dates Read \"2030/01/01-2031/02/01\" (line 2), Last Date Read \"2026/11/22\" (line 3)\n"
        #expect(try shelf.expectSuccess(["import", file.path, "--dry-run"])
            == "Dry run of \(file.path), nothing changed: would add 3, update 0, skip 0.\n" + report)
        #expect(try shelf.expectSuccess(["import", file.path]) == "Imported \(file.path): 3 added, 0 updated, 0 skipped.\n" + report)
        let near = try JSONOutput.object(shelf.expectSuccess(["show", "near", "--json"]))
        #expect(near["addedAt"] as? String == "2020-01-01T00:00:00Z", "added with its first read, not in 1800")
        let reads = try #require(near["readThroughs"] as? [[String: Any]])
        #expect(reads.map { $0["finishedAt"] as? String } == [nil, "2020-02-01T00:00:00Z"],
            "the read in 2030 is left out, counted by Read Count as an undated read; the read of 2020 stays")
        let nearer = try JSONOutput.object(shelf.expectSuccess(["show", "nearer", "--json"]))
        #expect(nearer["addedAt"] as? String == "2026-11-21T00:00:00Z", "tomorrow is within a day of now")
        #expect(nearer["finishedAt"] is NSNull)
        let later = try JSONOutput.object(shelf.expectSuccess(["show", "later", "--json"]))
        #expect(later["addedAt"] as? String == "2026-11-20T18:00:00Z", "December has not begun")
        let again = try shelf.librarySnapshotWithoutUndo()
        #expect(try shelf.expectSuccess(["import", file.path]) == "Imported \(file.path): 0 added, 0 updated, 3 skipped; nothing changed.\n" + report)
        #expect(try shelf.librarySnapshotWithoutUndo() == again, "importing again changes nothing")
    }

    @Test func aRowRepeatingABookIdIsSkippedAndNamed() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let file = shelf.home.appendingPathComponent("dupid.csv")
        try Data((Self.goodreadsHeader + "\n"
            + "5,Same,A,,,,,0,0,,,,,,,2024/01/01,,,to-read,,,,0,0\n"
            + "5,Same again,A,,,,,3,0,,,,65535,,2024/02/02,2024/01/01,,,abandoned,,,,1,0\n"
            + "6,Other,B,,,,,0,0,,,,,,,2024/01/01,,,to-read,,,,0,0\n").utf8).write(to: file)
        let report = "Skipped 1 row repeating an earlier row's Book Id: \"Same again\" (line 3, Book Id 5 as on line 2)\n"
        #expect(try shelf.expectSuccess(["import", file.path, "--dry-run"])
            == "Dry run of \(file.path), nothing changed: would add 2, update 0, skip 1.\n" + report)
        #expect(try shelf.expectSuccess(["import", file.path]) == "Imported \(file.path): 2 added, 0 updated, 1 skipped.\n" + report,
            "the skipped row's values and shelf are not reported as imported")
        let list = try JSONOutput.array(shelf.expectSuccess(["list", "--json"]))
        #expect(Set(list.compactMap { $0["title"] as? String }) == ["Same", "Other"], "two rows of one file never become one book")
        let same = try JSONOutput.object(shelf.expectSuccess(["show", "same", "--json"]))
        #expect(same["status"] as? String == "to-read", "the first row's book, untouched by the second")
        #expect(same["rating"] is NSNull)
        let json = try JSONOutput.object(shelf.expectSuccess(["import", file.path, "--json"]))
        #expect(json["skipped"] as? Int == 3)
        let duplicates = try #require(json["duplicates"] as? [[String: Any]])
        #expect(duplicates.map { $0["bookId"] as? String } == ["5"])
        #expect(duplicates.map { $0["title"] as? String } == ["Same again"])
        #expect(duplicates.map { $0["line"] as? Int } == [3])
        #expect(duplicates.map { $0["firstLine"] as? Int } == [2])
    }

    @Test func theAddedLineOfTheHistoryMovesBackWithTheBooksAddition() throws {
        let shelf = try Self.duneBeingRead()
        defer { shelf.cleanUp() }
        let file = shelf.home.appendingPathComponent("late.csv")
        try Data(Self.duneExport(dateRead: "2026/11/10").utf8).write(to: file)
        try shelf.expectSuccess(["import", file.path])
        let book = try JSONOutput.object(shelf.expectSuccess(["show", "dune", "--json"]))
        #expect(book["addedAt"] as? String == "2026-09-01T00:00:00Z")
        let moves = try #require(book["statusChanges"] as? [[String: Any]])
        #expect(moves.first?["at"] as? String == "2026-09-01T00:00:00Z", "one truth for when the book was added")
        #expect(moves.map { $0["to"] as? String } == ["to-read", "reading", "read"])
        let history = try shelf.expectSuccess(["history", "dune"])
        #expect(history.range(of: #"1  2026-09-01 +added to to-read"#, options: .regularExpression) != nil, "a day imported as a day: \(history)")
        #expect(!history.contains("2026-10-01"), "\(history)")
    }
}
