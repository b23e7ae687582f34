import Foundation
import Testing

/// The timeline rules through the binary ("added" first, start before finish, the current page
/// from the latest entry, one way to resume), each on a history that once came out incoherent.
/// The clock stands at 2026-11-20T18:00:00Z in UTC.
final class TimelineTests {
    let shelf: ShelfProcess

    init() throws {
        shelf = try ShelfProcess()
    }

    deinit {
        shelf.cleanUp()
    }

    @Test func loggingTheLastPageBeforeTheStartIsRefused() throws {
        try shelf.add(["--title", "B", "--pages", "100"])
        try shelf.expectSuccess(["log", "1", "80"])
        let line = try shelf.expectRefused(["log", "1", "100", "--at", "2026-11-19"])
        #expect(line.contains("before this read-through started (2026-11-20 18:00)"))
        try shelf.expectRefused(["finish", "1", "--at", "2026-11-19"])
    }

    @Test func aFinishBeforeTheLastLoggedPageIsRefused() throws {
        try shelf.add(["--title", "B", "--pages", "100", "--at", "2026-11-10"])
        try shelf.expectSuccess(["start", "1", "--at", "2026-11-11"])
        try shelf.expectSuccess(["log", "1", "40", "--at", "2026-11-15"])
        try shelf.expectSuccess(["log", "1", "60", "--at", "2026-11-18"])
        for command in [["finish", "1"], ["move", "1", "dnf"], ["move", "1", "to-read"]] {
            let line = try shelf.expectRefused(command + ["--at", "2026-11-12"])
            #expect(line.contains("before the last page logged in this read-through (at 2026-11-18)"), "\(line)")
            #expect(line.hasSuffix("— give --at on or after it; nothing changed"), "\(line)")
        }
        #expect(try shelf.expectSuccess(["finish", "1", "--at", "2026-11-18"]).contains("reading → read"))
    }

    @Test func backdatingAStartMovesAddedBackAndSaysSo() throws {
        try shelf.add(["--title", "X"])
        #expect(try shelf.expectSuccess(["start", "1", "--at", "2026-11-01"]) == """
            #1 X: to-read → reading
            Added moved back to 2026-11-01, so the book is on the lists before it.

            """)
        let book = try JSONOutput.object(shelf.expectSuccess(["show", "1", "--json"]))
        #expect(book["addedAt"] as? String == "2026-11-01T00:00:00Z")
        let history = try #require(book["statusChanges"] as? [[String: Any]])
        #expect(history.map { $0["at"] as? String } == ["2026-11-01T00:00:00Z", "2026-11-01T00:00:00Z"])
        #expect(history.map { $0["to"] as? String } == ["to-read", "reading"])
    }

    @Test func addAtSetsAddedDirectly() throws {
        try shelf.expectSuccess(["add", "--title", "Old", "--at", "2025-06-01"])
        let book = try JSONOutput.object(shelf.expectSuccess(["show", "1", "--json"]))
        #expect(book["addedAt"] as? String == "2025-06-01T00:00:00Z")
        try shelf.expectRefused(["add", "--title", "Older", "--at", "1899-12-31"])
        try shelf.expectRefused(["add", "--title", "Later", "--at", "2026-11-22"])
        try shelf.expectRefused(["add", "--title", "Typo", "--at", "last week"])
    }

    @Test func timesBefore1900OrMoreThanADayAheadAreRefused() throws {
        try shelf.add(["--title", "X", "--pages", "100"])
        #expect(try shelf.expectRefused(["log", "1", "10", "--at", "1899-12-31T23:59:00Z"]).contains("before 1900"))
        #expect(try shelf.expectRefused(["log", "1", "20", "--at", "2026-11-21T18:00:01Z"]).contains("more than a day in the future"))
        #expect(try shelf.expectSuccess(["log", "1", "10", "--at", "2026-11-21"]).hasPrefix("#1 X: page 10 of 100"))
    }

    /// 1900 is judged where the reader is: its first day in Tokyo began in 1899 in UTC.
    @Test func the1900BoundIsTheReadersDay() throws {
        let tokyo = try shelf.run(["add", "--title", "Meiji", "--at", "1900-01-01"], environment: ["TZ": "Asia/Tokyo"])
        #expect(tokyo.status == 0, "\(tokyo.stderr)")
        let before = try shelf.run(["add", "--title", "Earlier", "--at", "1899-12-31 23:59"], environment: ["TZ": "Asia/Tokyo"])
        #expect(before.stderr == "shelf: 1899-12-31 23:59 is before 1900 — give the real time (2026-11-20 or ISO-8601)\n")
    }

    @Test func anEarlierEntryGoesIntoTheHistoryAndTheCurrentPageStays() throws {
        try shelf.add(["--title", "B", "--pages", "100", "--status", "reading", "--at", "2026-11-01"])
        try shelf.expectSuccess(["log", "1", "80"])
        #expect(try shelf.expectSuccess(["log", "1", "10", "--at", "2026-11-19"])
            == "#1 B: logged page 10 at 2026-11-19; current page stays 80 (logged later)\n")
        #expect(try shelf.expectSuccess(["log", "1", "+5", "--at", "2026-11-19T12:00:00Z"])
            == "#1 B: logged page 15 at 2026-11-19 12:00; current page stays 80 (logged later)\n")
        #expect(try shelf.expectSuccess(["log", "1", "+5"]) == "#1 B: page 85 of 100 (85%)\n")
        let book = try JSONOutput.object(shelf.expectSuccess(["show", "1", "--json"]))
        #expect(book["currentPage"] as? Int == 85)
    }

    @Test func aLogBeforeTheStartMovesTheStartBackInsteadOfVanishing() throws {
        try shelf.add(["--title", "Dune", "--pages", "412"])
        try shelf.expectSuccess(["start", "dune"])
        #expect(try shelf.expectSuccess(["log", "dune", "120", "--at", "2026-11-18"]) == """
            #1 Dune: page 120 of 412 (29.1%)
            Added moved back to 2026-11-18, so the book is on the lists before it.
            Started moved back to 2026-11-18: this page belongs to the read you are on.

            """)
        #expect(try shelf.expectSuccess(["list", "reading"]).contains("120/412 (29.1%)"))
        #expect(try shelf.expectSuccess(["log", "dune", "+30"]) == "#1 Dune: page 150 of 412 (36.4%)\n")
    }

    @Test func aLogBeforeTheReadBeforeIsRefused() throws {
        try shelf.add(["--title", "Dune", "--pages", "412", "--at", "2026-10-01"])
        try shelf.expectSuccess(["start", "dune", "--at", "2026-10-02"])
        try shelf.expectSuccess(["finish", "dune", "--at", "2026-10-10"])
        try shelf.expectSuccess(["start", "dune", "--at", "2026-11-10"])
        let line = try shelf.expectRefused(["log", "dune", "50", "--at", "2026-10-05"])
        #expect(line.contains("last move (to read at 2026-10-10)"))
    }

    @Test func idsAreNeverReused() throws {
        try shelf.add(["--title", "A"])
        try shelf.add(["--title", "D"])
        try shelf.expectSuccess(["rm", "2", "--yes"])
        #expect(try shelf.expectSuccess(["add", "--title", "E"]) == "Added #3: E (to-read)\n")
    }

    @Test func startingADnfBookCarriesOnAndStartOverBeginsAgain() throws {
        try shelf.add(["--title", "Long", "--pages", "500"])
        try shelf.expectSuccess(["log", "long", "120", "--at", "2026-11-10"])
        try shelf.expectSuccess(["move", "long", "dnf", "--at", "2026-11-12"])
        try shelf.expectSuccess(["start", "long", "--at", "2026-11-15"])
        var book = try JSONOutput.object(shelf.expectSuccess(["show", "1", "--json"]))
        #expect(book["currentPage"] as? Int == 120)
        #expect((book["readThroughs"] as? [Any])?.count == 1)
        try shelf.expectSuccess(["move", "long", "to-read", "--at", "2026-11-16"])
        #expect(try shelf.expectSuccess(["log", "long", "+10", "--at", "2026-11-17"]).hasPrefix("#1 Long: page 130 of 500"))
        try shelf.expectSuccess(["move", "long", "dnf", "--at", "2026-11-18"])
        #expect(try shelf.expectSuccess(["start", "long", "--over"]).hasSuffix(": dnf → reading — a new read-through from page 0\n"))
        book = try JSONOutput.object(shelf.expectSuccess(["show", "1", "--json"]))
        #expect(book["currentPage"] == nil || book["currentPage"] is NSNull)
        #expect((book["readThroughs"] as? [Any])?.count == 2)
        #expect(try shelf.expectSuccess(["log", "long", "+5"]).hasPrefix("#1 Long: page 5 of 500"))
        try shelf.expectUsageError(["start", "long", "--over=yes"], usage: "start BOOK")
    }

    @Test func aFinishedBookMovedToDnfIsRefusedWithWhatToType() throws {
        try shelf.add(["--title", "Bk", "--pages", "100", "--at", "2026-11-01"])
        try shelf.expectSuccess(["log", "bk", "40", "--at", "2026-11-10"])
        try shelf.expectSuccess(["finish", "bk", "--at", "2026-11-12"])
        let line = try shelf.expectRefused(["move", "bk", "dnf"])
        #expect(line == "shelf: \"Bk\" was finished at 2026-11-12 and no read of it is open to give up"
            + " — to give up a re-read, run `shelf start 1` first; to take the finish back, run `shelf undo` or `shelf history 1 --remove N`")
        try shelf.expectSuccess(["start", "bk", "--at", "2026-11-15"])
        try shelf.expectSuccess(["log", "bk", "+5", "--at", "2026-11-16"])
        try shelf.expectSuccess(["move", "bk", "dnf", "--at", "2026-11-17"])
        let book = try JSONOutput.object(shelf.expectSuccess(["show", "1", "--json"]))
        #expect(book["currentPage"] as? Int == 5)
        let reads = try #require(book["readThroughs"] as? [[String: Any]])
        #expect(reads.map { $0["finishedAt"] as? String } == ["2026-11-12T00:00:00Z", "2026-11-17T00:00:00Z"])
        #expect(reads.map { $0["outcome"] as? String } == ["read", "dnf"])
    }

    @Test func aFinishedBookBackOnToReadKeepsItsFinishAndStartsAgainAtPageZero() throws {
        try shelf.add(["--title", "Bk", "--pages", "100", "--at", "2026-11-01"])
        try shelf.expectSuccess(["log", "bk", "40", "--at", "2026-11-10"])
        try shelf.expectSuccess(["finish", "bk", "--at", "2026-11-12"])
        try shelf.expectSuccess(["move", "bk", "to-read", "--at", "2026-11-13"])
        var book = try JSONOutput.object(shelf.expectSuccess(["show", "1", "--json"]))
        #expect(book["currentPage"] == nil || book["currentPage"] is NSNull)
        #expect(book["finishedAt"] as? String == "2026-11-12T00:00:00Z")
        try shelf.expectSuccess(["start", "bk", "--at", "2026-11-14"])
        #expect(try shelf.expectSuccess(["log", "bk", "+5"]).hasPrefix("#1 Bk: page 5 of 100"))
        book = try JSONOutput.object(shelf.expectSuccess(["show", "1", "--json"]))
        let reads = try #require(book["readThroughs"] as? [[String: Any]])
        #expect(reads.map { $0["finishedAt"] as? String } == ["2026-11-12T00:00:00Z", nil])
    }

    @Test func aFinishAndARestartAtTheSameMomentKeepTheirOrder() throws {
        try shelf.add(["--title", "Bk", "--pages", "100", "--at", "2026-11-01"])
        try shelf.expectSuccess(["start", "bk", "--at", "2026-11-10"])
        try shelf.expectSuccess(["finish", "bk", "--at", "2026-11-15 10:00"])
        try shelf.expectSuccess(["start", "bk", "--over", "--at", "2026-11-15 10:00"])
        let line = try shelf.expectRefused(["log", "bk", "30", "--at", "2026-11-12"])
        #expect(line.contains("before the book's last move (to read at 2026-11-15 10:00)"), "\(line)")
        #expect(try shelf.expectSuccess(["history", "bk"]) == """
            #1 Bk — 4 entries
              1  2026-11-01 00:00  added to to-read
              2  2026-11-10 00:00  to-read → reading
              3  2026-11-15 10:00  reading → read
              4  2026-11-15 10:00  read → reading

            """)
        let refusal = try shelf.expectRefused(["history", "bk", "--remove", "3"])
        #expect(refusal.contains("the later move (entry 4) follows from it"), "\(refusal)")
        try shelf.expectSuccess(["log", "bk", "30", "--at", "2026-11-15 10:00"])
        let book = try JSONOutput.object(shelf.expectSuccess(["show", "1", "--json"]))
        #expect(book["currentPage"] as? Int == 30)
        let moves = try #require(book["statusChanges"] as? [[String: Any]])
        #expect(moves.map { $0["to"] as? String } == ["to-read", "reading", "read", "reading"])
        let reads = try #require(book["readThroughs"] as? [[String: Any]])
        #expect(reads.map { $0["startedAt"] as? String } == ["2026-11-10T00:00:00Z", "2026-11-15T10:00:00Z"])
    }

    @Test func everyCommandAtOneInstantKeepsTheOrderTyped() throws {
        // The clock stands still, as under a fixed SHELF_NOW: every event below is at one instant.
        try shelf.add(["--title", "Bk", "--pages", "100"])
        try shelf.expectSuccess(["start", "bk"])
        try shelf.expectSuccess(["log", "bk", "30"])
        try shelf.expectSuccess(["finish", "bk"])
        try shelf.expectSuccess(["start", "bk", "--over"])
        var book = try JSONOutput.object(shelf.expectSuccess(["show", "1", "--json"]))
        #expect(book["currentPage"] == nil || book["currentPage"] is NSNull, "the re-read has no page yet")
        #expect(try shelf.expectSuccess(["log", "bk", "+5"]) == "#1 Bk: page 5 of 100 (5%)\n")
        try shelf.expectSuccess(["move", "bk", "dnf"])
        try shelf.expectSuccess(["start", "bk"])
        #expect(try shelf.expectSuccess(["log", "bk", "+5"]) == "#1 Bk: page 10 of 100 (10%)\n")
        #expect(try shelf.expectSuccess(["history", "bk"]) == """
            #1 Bk — 9 entries
              1  2026-11-20 18:00  added to to-read
              2  2026-11-20 18:00  to-read → reading
              3  2026-11-20 18:00  page 30 of 100
              4  2026-11-20 18:00  reading → read
              5  2026-11-20 18:00  read → reading
              6  2026-11-20 18:00  page 5 of 100
              7  2026-11-20 18:00  reading → dnf
              8  2026-11-20 18:00  dnf → reading
              9  2026-11-20 18:00  page 10 of 100

            """)
        book = try JSONOutput.object(shelf.expectSuccess(["show", "1", "--json"]))
        #expect(book["currentPage"] as? Int == 10)
        let removal = try shelf.expectRefused(["history", "bk", "--remove", "4"])
        #expect(removal.contains("the later move (entry 5) follows from it"), "\(removal)")
        try shelf.expectSuccess(["history", "bk", "--remove", "9"])
        try shelf.expectSuccess(["history", "bk", "--remove", "8"])
        book = try JSONOutput.object(shelf.expectSuccess(["show", "1", "--json"]))
        #expect(book["status"] as? String == "dnf")
        #expect(book["currentPage"] as? Int == 5, "the dnf read keeps its page")
        #expect((book["readThroughs"] as? [[String: Any]])?.map { $0["outcome"] as? String } == ["read", "dnf"])
    }
}
