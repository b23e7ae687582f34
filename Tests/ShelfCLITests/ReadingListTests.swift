import Foundation
import Testing

/// The reading list through the binary: add, lists and moves, page progress, looking,
/// changing, and naming a book.
final class ReadingListTests {
    let shelf: ShelfProcess

    init() throws {
        shelf = try ShelfProcess()
    }

    deinit {
        shelf.cleanUp()
    }

    @Test func addPrintsTheNewIdAndStoresBothISBNForms() throws {
        let output = try shelf.expectSuccess([
            "add", "--title", "Dune", "--author", "Frank Herbert", "--author", "Second Author",
            "--pages", "412", "--isbn", "0-441-01359-7", "--year", "1965",
        ])
        #expect(output == "Added #1: Dune — Frank Herbert, Second Author (to-read)\n")
        let book = try JSONOutput.object(shelf.expectSuccess(["show", "1", "--json"]))
        #expect(book["isbn10"] as? String == "0441013597")
        #expect(book["isbn13"] as? String == "9780441013593")
        #expect(book["authors"] as? [String] == ["Frank Herbert", "Second Author"])
        #expect(book["year"] as? Int == 1965)
        #expect(try shelf.expectSuccess(["add", "--title", "Emma", "--status", "read"])
            == "Added #2: Emma (read)\n")
    }

    @Test func movesKeepTheirHistoryAndReReadsAreCounted() throws {
        try shelf.add(["--title", "Dune", "--pages", "412"])
        #expect(try shelf.expectSuccess(["start", "dune", "--at", "2026-11-01"])
            == "#1 Dune: to-read → reading\nAdded moved back to 2026-11-01, so the book is on the lists before it.\n")
        #expect(try shelf.expectSuccess(["finish", "1", "--at", "2026-11-10T20:30:00Z"]) == "#1 Dune: reading → read\n")
        #expect(try shelf.expectSuccess(["move", "#1", "reading"]) == "#1 Dune: read → reading\n")
        #expect(try shelf.expectSuccess(["move", "1", "dnf"]) == "#1 Dune: reading → dnf\n")
        let book = try JSONOutput.object(shelf.expectSuccess(["show", "1", "--json"]))
        #expect(book["readCount"] as? Int == 1)
        #expect(book["startedAt"] as? String == "2026-11-20T18:00:00Z")
        #expect(book["finishedAt"] as? String == "2026-11-20T18:00:00Z")
        let history = try #require(book["statusChanges"] as? [[String: Any]])
        #expect(history.map { "\($0["from"] as? String ?? "-")>\($0["to"] as? String ?? "?")@\($0["at"] as? String ?? "")" } == [
            "-" + ">to-read@2026-11-01T00:00:00Z",
            "to-read>reading@2026-11-01T00:00:00Z",
            "reading>read@2026-11-10T20:30:00Z",
            "read>reading@2026-11-20T18:00:00Z",
            "reading>dnf@2026-11-20T18:00:00Z",
        ])
    }

    @Test func logRecordsPagesPagesOnAndPercentagesAndSaysWhenItMoves() throws {
        try shelf.add(["--title", "Dune", "--pages", "400"])
        #expect(try shelf.expectSuccess(["log", "dune", "100"]) == "#1 Dune: page 100 of 400 (25%)\nMoved to reading.\n")
        #expect(try shelf.expectSuccess(["log", "dune", "+25"]) == "#1 Dune: page 125 of 400 (31.3%)\n")
        #expect(try shelf.expectSuccess(["log", "dune", "40%"]) == "#1 Dune: page 160 of 400 (40%)\n")
        #expect(try shelf.expectSuccess(["log", "dune", "160"]) == "#1 Dune: already on page 160 of 400 (40%) — nothing logged\n")
        #expect(try shelf.expectSuccess(["log", "dune", "90", "--at", "2026-11-19"]) == """
            #1 Dune: logged page 90 at 2026-11-19; current page stays 160 (logged later)
            Added moved back to 2026-11-19, so the book is on the lists before it.
            Started moved back to 2026-11-19: this page belongs to the read you are on.

            """)
        #expect(try shelf.expectSuccess(["log", "dune", "400"]) == "#1 Dune: page 400 of 400\nFinished — moved to read.\n")
        let book = try JSONOutput.object(shelf.expectSuccess(["show", "1", "--json"]))
        let progress = try #require(book["progress"] as? [[String: Any]])
        #expect(progress.map { $0["page"] as? Int } == [90, 100, 125, 160, 400])
        #expect(progress.map { $0["at"] as? String }.first == "2026-11-19T00:00:00Z")
        #expect(book["status"] as? String == "read")
    }

    @Test func listGroupsEveryListReadingFirstAndShowsProgress() throws {
        try shelf.add(["--title", "Queued", "--author", "A"])
        try shelf.add(["--title", "Current", "--author", "B", "--pages", "200"])
        try shelf.add(["--title", "Done", "--status", "read"])
        try shelf.add(["--title", "Dropped", "--status", "dnf"])
        try shelf.expectSuccess(["log", "current", "50"])
        let list = try shelf.expectSuccess(["list"])
        let headings = list.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(headings == ["Reading (1)", "To read (1)", "Read (1)", "Did not finish (1)"])
        #expect(list.contains("Current  B        50/200 (25%)"))
        #expect(try shelf.expectSuccess(["list", "reading"]) == """
            Reading (1)
              #  Title    Authors  Progress      Done about
              2  Current  B        50/200 (25%)  2026-11-23

            """)
        #expect(try shelf.expectSuccess(["list", "all"]) == list)
        #expect(try shelf.expectSuccess(["ls", "to-read"]).contains("Queued"))
        try shelf.expectSuccess(["rm", "2", "--yes"])
        #expect(try shelf.expectSuccess(["list", "reading"]) == "Nothing on reading.\n")
    }

    @Test func showPrintsEverythingWithBothHistories() throws {
        try shelf.add(["--title", "Dune", "--author", "Frank Herbert", "--pages", "412", "--isbn", "9780441013593"])
        try shelf.expectSuccess(["log", "1", "206", "--at", "2026-11-19T08:15:00Z"])
        try shelf.expectSuccess(["edit", "1", "--rating", "4.5"])
        let show = try shelf.expectSuccess(["show", "dune"])
        for expected in [
            "#1 Dune", "by Frank Herbert", "List      reading", "Progress  206/412 (50%)", "ISBN      9780441013593 / 0441013597",
            "Rating    ★★★★½ 4.5", "Started   2026-11-19 08:15", "History", "2026-11-19 08:15  added to to-read",
            "2026-11-19 08:15  to-read → reading", "Progress (1 entry)", "2026-11-19 08:15  page 206 of 412",
        ] {
            #expect(show.contains(expected), "\(expected)\n\(show)")
        }
    }

    @Test func editChangesFieldsAndRmRemoves() throws {
        try shelf.add(["--title", "Dnue", "--pages", "100"])
        #expect(try shelf.expectSuccess(["edit", "dnue", "--title", "Dune", "--author", "Frank Herbert", "--pages", "412", "--year", "1965", "--isbn", "9780441013593", "--rating", "3.5"])
            == "Updated #1: Dune — Frank Herbert\n")
        let book = try JSONOutput.object(shelf.expectSuccess(["show", "1", "--json"]))
        #expect(book["pageCount"] as? Int == 412)
        #expect(book["rating"] as? Double == 3.5)
        #expect(book["isbn10"] as? String == "0441013597")
        try shelf.expectSuccess(["edit", "1", "--rating", "none"])
        #expect(try JSONOutput.object(shelf.expectSuccess(["show", "1", "--json"]))["rating"] is NSNull)
        #expect(try shelf.expectSuccess(["rm", "dune", "--yes"]) == "Removed #1 Dune — Frank Herbert.\n")
        #expect(try shelf.sqlite("SELECT count(*) FROM books; SELECT count(*) FROM status_changes") == "0\n0")
    }

    @Test func rmAsksOnATerminal() throws {
        try shelf.add(["--title", "Dune"])
        // Declining is not done: exit 1, so a script sees nothing was removed.
        let kept = try shelf.runOnTerminal(["rm", "dune"], input: "n\n")
        #expect(kept.status == 1)
        #expect(kept.stdout.contains("Remove #1 Dune? [y/N]"))
        #expect(kept.stdout.contains("Kept #1."))
        #expect(try shelf.sqlite("SELECT count(*) FROM books") == "1")
        // End of input (Ctrl-D) declines too, and "Kept" starts a line of its own.
        let ended = try shelf.runOnTerminal(["rm", "dune"], input: "\u{4}")
        #expect(ended.status == 1)
        #expect(ended.stdout.contains("[y/N] \nKept #1.\n"), "\(ended.stdout)")
        #expect(try shelf.sqlite("SELECT count(*) FROM books") == "1")
        let removed = try shelf.runOnTerminal(["rm", "dune"], input: "y\n")
        #expect(removed.status == 0)
        #expect(removed.stdout.contains("Removed #1 Dune."))
        #expect(try shelf.sqlite("SELECT count(*) FROM books") == "0")
    }

    @Test func aBookIsNamedByIdHashIdISBNOrTitleFragment() throws {
        try shelf.add(["--title", "Dune", "--isbn", "9780441013593"])
        try shelf.add(["--title", "Dune Messiah"])
        try shelf.add(["--title", "L'École des femmes"])
        for (reference, id) in [("2", 2), ("#2", 2), ("978-0-441-01359-3", 1), ("0441013597", 1), ("messiah", 2), ("DUNE", 1), ("ÉCOLE", 3), ("école", 3)] {
            let book = try JSONOutput.object(shelf.expectSuccess(["show", reference, "--json"]))
            #expect(book["id"] as? Int == id, "\(reference)")
        }
        let ambiguous = try shelf.expectRefused(["show", "dun"])
        #expect(ambiguous == "shelf: \"dun\" matches 2 books: #1 Dune; #2 Dune Messiah — name one by its id")
    }
}
