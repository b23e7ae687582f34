import Foundation
import Testing

/// `shelf import` into a book whose timeline the reader already keeps in shelf: what the file says
/// about earlier reads and the day the book was added joins that timeline once, in agreement with it.
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
            #expect(try shelf.expectSuccess(["import", file.path]) == "Imported \(file.path): 0 added, 0 updated, 1 skipped.\n")
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
        #expect(history.contains("2026-09-01 00:00  added to to-read"), "\(history)")
        #expect(!history.contains("2026-10-01"), "\(history)")
    }
}
