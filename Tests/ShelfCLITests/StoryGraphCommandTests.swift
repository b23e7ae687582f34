import Foundation
import Testing

/// A StoryGraph export as a reader sees it after `shelf import`: partial dates shown as partial,
/// reviews as text with their spoilers marked, every read in the history, the spoiler flag kept
/// in a Goodreads export.
@Suite struct StoryGraphCommandTests {
    static let header = "Title,Authors,Contributors,ISBN/UID,Format,Read Status,Date Added,Last Date Read,Dates Read,Read Count,Moods,Pace,Character- or Plot-Driven?,Strong Character Development?,Loveable Characters?,Diverse Characters?,Flawed Characters?,Star Rating,Review,Content Warnings,Content Warning Description,Tags,Owned?"

    /// A file of the header and `rows`, CRLF like StoryGraph's.
    static func export(_ rows: [String]) -> String {
        ([header] + rows).map { $0 + "\r\n" }.joined()
    }

    static let rows = [
        "Piranesi,Susanna Clarke,,9781635575637,hardcover,read,2022/03,2022/04/01,\"2021/01-2021/02, 2022/03/16-2022/04/01\",2,mysterious,medium,,,,,,4.75,\"<p>A house of endless halls &amp; tides.</p><spoiler>He is Matthew Rose Sorensen.</spoiler>\",,,,Yes",
        "Beloved,Toni Morrison,,,,read,2016,,2016-2016,1,,,,,,,,,,,,,",
    ]

    private func importing(_ shelf: ShelfProcess) throws {
        try shelf.expectSuccess(["import", "-", "--format", "storygraph"], input: Self.export(Self.rows))
    }

    @Test func aFinishKnownOnlyToTheYearOrMonthIsListedAsSuch() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        try importing(shelf)
        let list = try shelf.expectSuccess(["list", "read"])
        let beloved = try #require(list.split(separator: "\n").first { $0.contains("Beloved") })
        #expect(beloved.hasSuffix(" 2016") || beloved.contains(" 2016 "), "\(beloved)")
        #expect(!beloved.contains("2016-01-01"), "\(beloved)")
        let piranesi = try #require(list.split(separator: "\n").first { $0.contains("Piranesi") })
        #expect(piranesi.contains("2022-04-01"), "\(piranesi)")
    }

    @Test func showReadsTheReviewAsTextWithTheSpoilerMarked() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        try importing(shelf)
        let shown = try shelf.expectSuccess(["show", "piranesi"])
        #expect(shown.contains("A house of endless halls & tides."))
        #expect(shown.contains("[spoiler] He is Matthew Rose Sorensen. [/spoiler]"))
        #expect(!shown.contains("<p>") && !shown.contains("<spoiler>") && !shown.contains("&amp;"))
        #expect(shown.contains("Added       2021-01"), "the earliest read moved the addition back")
        let json = try shelf.expectSuccess(["show", "piranesi", "--json"])
        #expect(json.contains("<spoiler>He is Matthew Rose Sorensen.</spoiler>"), "the stored review stays verbatim")
    }

    @Test func historyListsEveryImportedReadInTimeOrder() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        try importing(shelf)
        let history = try shelf.expectSuccess(["history", "piranesi"])
        let lines = history.split(separator: "\n").map(String.init)
        #expect(lines.first == "#1 Piranesi — 5 entries", "\(history)")
        // Each line without its number, spaces collapsed: the time as far as it is known, then what happened.
        let entries = lines.dropFirst().map { $0.split(separator: " ").dropFirst().joined(separator: " ") }
        #expect(entries == [
            "2021-01 added to read", "2021-01 began a read", "2021-02 finished a read",
            "2022-03-16 began a read", "2022-04-01 finished a read",
        ], "\(history)")
        let json = try shelf.expectSuccess(["history", "piranesi", "--json"])
        #expect(json.contains("\"readFinished\""))
        #expect(json.contains("\"precision\": \"month\""))
    }

    @Test func removingAnEarlierImportedReadRemovesItAndTheLatestIsKept() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        try importing(shelf)
        try shelf.expectSuccess(["history", "piranesi", "--remove", "3"])
        let history = try shelf.expectSuccess(["history", "piranesi"])
        #expect(history.hasPrefix("#1 Piranesi — 3 entries"), "\(history)")
        let refusal = try shelf.expectRefused(["history", "piranesi", "--remove", "3"])
        #expect(refusal.contains("latest read"), "\(refusal)")
    }

    @Test func theGoodreadsExportMarksASpoilerReview() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        try importing(shelf)
        let csv = try shelf.expectSuccess(["export", "--format", "goodreads"])
        let piranesi = try #require(csv.split(separator: "\n").first { $0.contains("Piranesi") })
        #expect(piranesi.contains("</spoiler>,true,"), "\(piranesi)")
        let beloved = try #require(csv.split(separator: "\n").first { $0.contains("Beloved") })
        #expect(!beloved.contains(",true,"), "\(beloved)")
    }

    @Test func itsOwnGoodreadsExportIsNotReportedAsLinkedToBooksAddedByHand() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        try importing(shelf)
        try shelf.add(["--title", "Kindred", "--author", "Octavia E. Butler"])
        let csv = try shelf.expectSuccess(["export", "--format", "goodreads"])
        let imported = try shelf.expectSuccess(["import", "-", "--format", "goodreads"], input: csv)
        // Kindred was typed in; Piranesi and Beloved came from StoryGraph.
        #expect(imported.contains("Linked 1 row by title to books already in your library: \"Kindred\""), "\(imported)")
        #expect(!imported.contains("Piranesi") && !imported.contains("Beloved"), "\(imported)")
    }
}
