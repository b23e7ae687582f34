import Foundation
import Testing

/// An import never gives up a book the library has as finished, as `move BOOK dnf` never does: a
/// StoryGraph read given up that began after the finish is a re-read given up (the book moves to
/// reading when it began, then to dnf), and any other row saying dnf for a finished book leaves
/// it on read, named in the summary.
@Suite struct ImportGiveUpTests {
    private static let storyGraphHeader = "Title,Authors,Contributors,ISBN/UID,Format,Read Status,Date Added,Last Date Read,Dates Read,Read Count,Moods,Pace,Character- or Plot-Driven?,Strong Character Development?,Loveable Characters?,Diverse Characters?,Flawed Characters?,Star Rating,Review,Content Warnings,Content Warning Description,Tags,Owned?"
    private static let goodreadsHeader = "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies"

    /// A library holding Dune, read from 2026-02-01 to 2026-03-01.
    private static func duneFinished() throws -> ShelfProcess {
        let shelf = try ShelfProcess()
        try shelf.expectSuccess(["add", "--title", "Dune", "--author", "Frank Herbert", "--pages", "400", "--at", "2026-01-05"])
        try shelf.expectSuccess(["start", "dune", "--at", "2026-02-01"])
        try shelf.expectSuccess(["finish", "dune", "--at", "2026-03-01"])
        return shelf
    }

    private static func reads(_ shelf: ShelfProcess) throws -> (status: String, reads: [String]) {
        let book = try JSONOutput.object(shelf.expectSuccess(["show", "dune", "--json"]))
        let reads = try #require(book["readThroughs"] as? [[String: Any]])
        return ("\(book["status"] ?? "")", reads.map { read in
            ["startedAt", "finishedAt", "outcome"].map { "\(read[$0] as? String ?? "-")" }.joined(separator: " ")
        })
    }

    @Test func aStoryGraphReadGivenUpAfterTheFinishIsAReReadGivenUp() throws {
        let shelf = try Self.duneFinished()
        defer { shelf.cleanUp() }
        let file = shelf.home.appendingPathComponent("sg.csv")
        try Data((Self.storyGraphHeader + "\nDune,Frank Herbert,,,paperback,did-not-finish,2026/01/05,,\"2026/02/01-2026/03/01, 2026/06/01-2026/06/10\",2,,,,,,,,,,,,,No\n").utf8).write(to: file)
        try shelf.expectSuccess(["import", file.path])
        let after = try Self.reads(shelf)
        #expect(after.status == "dnf")
        #expect(after.reads == [
            "2026-02-01T00:00:00Z 2026-03-01T00:00:00Z read", "2026-06-01T00:00:00Z 2026-06-10T00:00:00Z dnf",
        ])
        let history = try shelf.expectSuccess(["history", "dune"])
        #expect(history.contains("read → reading") && history.contains("reading → dnf"), "\(history)")
        #expect(!history.contains("began a read"), "the move to reading began it: \(history)")
        let once = try shelf.librarySnapshotWithoutUndo()
        #expect(try shelf.expectSuccess(["import", file.path]).hasPrefix("Imported \(file.path): 0 added, 0 updated, 1 skipped; nothing changed."))
        #expect(try shelf.librarySnapshotWithoutUndo() == once)
    }

    @Test func aStoryGraphGiveUpWithNoReReadBegunKeepsTheBookFinishedAndSaysSo() throws {
        let shelf = try Self.duneFinished()
        defer { shelf.cleanUp() }
        let before = try Self.reads(shelf)
        let file = shelf.home.appendingPathComponent("sg.csv")
        try Data((Self.storyGraphHeader + "\nDune,Frank Herbert,,,paperback,did-not-finish,2026/01/05,2026/06/10,,1,,,,,,,,,,,,,No\n").utf8).write(to: file)
        let output = try shelf.expectSuccess(["import", file.path])
        #expect(output.contains("Kept on read: \"Dune\""), "\(output)")
        #expect(try Self.reads(shelf) == before)
        let json = try JSONOutput.object(shelf.expectSuccess(["import", file.path, "--json"]))
        #expect(json["keptFinished"] as? [String] == ["Dune"])
    }

    @Test func aGoodreadsDnfRowForAFinishedBookKeepsItFinishedAndSaysSo() throws {
        let shelf = try Self.duneFinished()
        defer { shelf.cleanUp() }
        let before = try Self.reads(shelf)
        let file = shelf.home.appendingPathComponent("gr.csv")
        try Data((Self.goodreadsHeader + "\n7,Dune,Frank Herbert,\"Herbert, Frank\",,,,0,,,,400,,,2026/06/10,2026/01/05,did-not-finish,did-not-finish (#1),did-not-finish,,,,1,0\n").utf8).write(to: file)
        let output = try shelf.expectSuccess(["import", file.path])
        #expect(output.contains("Kept on read: \"Dune\""), "\(output)")
        #expect(try Self.reads(shelf) == before)
    }
}
