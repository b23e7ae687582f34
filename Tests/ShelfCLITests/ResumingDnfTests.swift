import Foundation
import Testing

/// Finishing a book given up (dnf) finishes the read the reader abandoned, however it is typed:
/// `move BOOK read`, `finish` and logging the last page all leave one read-through, begun when
/// that read began.
@Suite struct ResumingDnfTests {
    /// A library holding Dune, begun 2026-02-01, at page 100 on 2026-02-05, given up 2026-02-10.
    private static func duneGivenUp() throws -> ShelfProcess {
        let shelf = try ShelfProcess()
        try shelf.expectSuccess(["add", "--title", "Dune", "--pages", "400", "--at", "2026-01-05"])
        try shelf.expectSuccess(["start", "dune", "--at", "2026-02-01"])
        try shelf.expectSuccess(["log", "dune", "100", "--at", "2026-02-05"])
        try shelf.expectSuccess(["move", "dune", "dnf", "--at", "2026-02-10"])
        return shelf
    }

    /// What `show --json` says of the book's reading.
    private static func reading(_ shelf: ShelfProcess) throws -> [String] {
        let book = try JSONOutput.object(shelf.expectSuccess(["show", "dune", "--json"]))
        let reads = try #require(book["readThroughs"] as? [[String: Any]])
        return [
            "\(book["status"] ?? "")", "\(book["readCount"] ?? "")", "\(book["currentPage"] ?? "")",
        ] + reads.map { read in
            ["startedAt", "finishedAt", "outcome"].map { "\(read[$0] as? String ?? "-")" }.joined(separator: " ")
        }
    }

    @Test(arguments: [
        ["move", "dune", "read", "--at", "2026-03-01"],
        ["finish", "dune", "--at", "2026-03-01"],
        ["log", "dune", "400", "--at", "2026-03-01"],
    ])
    func finishingADnfBookFinishesTheReadItGaveUp(command: [String]) throws {
        let shelf = try Self.duneGivenUp()
        defer { shelf.cleanUp() }
        try shelf.expectSuccess(command)
        #expect(try Self.reading(shelf) == [
            "read", "1", "400", "2026-02-01T00:00:00Z 2026-03-01T00:00:00Z read",
        ], "\(command)")
        let history = try shelf.expectSuccess(["history", "dune"])
        #expect(!history.contains("finished a read"), "no read of its own: \(history)")
    }

    @Test func aFinishBeforeTheAbandonedReadBeganIsRefused() throws {
        let shelf = try Self.duneGivenUp()
        defer { shelf.cleanUp() }
        try shelf.expectRefused(["move", "dune", "read", "--at", "2026-01-20"])
    }

    @Test func removingTheFinishGivesTheReadUpAgain() throws {
        let shelf = try Self.duneGivenUp()
        defer { shelf.cleanUp() }
        let given = try Self.reading(shelf)
        try shelf.expectSuccess(["move", "dune", "read", "--at", "2026-03-01"])
        let history = try shelf.expectSuccess(["history", "dune"])
        let number = try #require(history.split(separator: "\n").last?.split(separator: " ").first.map(String.init))
        try shelf.expectSuccess(["history", "dune", "--remove", number])
        #expect(try Self.reading(shelf) == given)
    }
}
