import Foundation
import Testing

/// The pace of a book being read counts only the pages of its current read, found in the book's
/// one order (time, then the order recorded): a re-read begun at the instant the last read's last
/// page was logged has read nothing yet.
@Suite struct ReReadPaceTests {
    @Test func aReReadBegunAtTheInstantOfTheLastPageHasNoPaceYet() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        try shelf.expectSuccess(["add", "--title", "Dune", "--pages", "400"])
        try shelf.expectSuccess(["start", "dune"])
        try shelf.expectSuccess(["log", "dune", "400"])
        try shelf.expectSuccess(["start", "dune"])
        let stats = try JSONOutput.object(shelf.expectSuccess(["stats", "--json"]))
        let reading = try #require(stats["reading"] as? [[String: Any]])
        #expect(reading.count == 1)
        #expect(reading.first?["pagesPerDay"] as? Double == 0, "\(reading)")
        #expect(reading.first?["estimatedFinish"] is NSNull, "\(reading)")
        #expect(!(try shelf.expectSuccess(["show", "dune"])).contains("400 pages a day"))

        try shelf.expectSuccess(["log", "dune", "30"])
        let later = try JSONOutput.object(shelf.expectSuccess(["stats", "--json"]))
        #expect((later["reading"] as? [[String: Any]])?.first?["pagesPerDay"] as? Double == 30, "the re-read's own pages")
    }
}
