import Foundation
import Testing

/// Bad input of every kind a command takes, and a few a new user typed: exit 1, one `shelf: … — …` line,
/// and the library exactly as it was.
final class BadInputTests {
    let shelf: ShelfProcess

    init() throws {
        shelf = try ShelfProcess()
        try shelf.add(["--title", "Dune", "--pages", "412", "--isbn", "9780441013593"])
        try shelf.add(["--title", "Dune Messiah", "--pages", "256"])
        try shelf.add(["--title", "Zine"])
        try shelf.add(["--title", "Finished", "--pages", "10", "--status", "read"])
        try shelf.expectSuccess(["log", "1", "200"])
    }

    deinit {
        shelf.cleanUp()
    }

    @Test(arguments: [
        // An unknown book.
        (["show", "Neuromancer"], "no book matches \"Neuromancer\""),
        (["log", "#99", "5"], "no book matches \"#99\""),
        (["move", "9780306406157", "read"], "no book matches"),
        // An ambiguous fragment.
        (["log", "dun", "5"], "matches 2 books: #1 Dune; #2 Dune Messiah"),
        // A page below 0 or above the page count.
        (["log", "1", "-1"], "shelf: page -1 is below 0 — give a page from 0 to 412"),
        (["log", "1", "413"], "shelf: page 413 is past the end of \"Dune\" (412 pages) — give a page from 0 to 412, or fix its page count with `shelf edit 1 --pages N`"),
        (["log", "1", "+213"], "shelf: page 413 is past the end of \"Dune\" (412 pages) — give a page from 0 to 412"),
        (["log", "zine", "-3"], "shelf: page -3 is below 0 — give a page of 0 or more"),
        (["log", "zine", "100001"], "shelf: page 100001 is past the end of any book (100000 pages at most) — give a page from 0 to 100000"),
        (["log", "1", "+9223372036854775807"], "page 9223372036854775807 is past the end of \"Dune\" (412 pages)"),
        // A percentage without a page count, or out of range.
        (["log", "zine", "40%"],
         "shelf: \"Zine\" has no page count, so a percentage cannot become a page — give the page itself, or set its page count with `shelf edit 3 --pages N`"),
        (["log", "1", "101%"], "shelf: 101% is more than the whole book — give a percentage from 0 to 100"),
        (["log", "1", "1e300%"], "\"1e300%\" is not a page"),
        (["log", "1", "page 5"], "is not a page"),
        (["log", "1", "99999999999999999999"],
         "shelf: page \"99999999999999999999\" is past the end of any book (100000 pages at most) — give a page from 0 to 100000"),
        (["log", "1", "+99999999999999999999"], "shelf: page \"+99999999999999999999\" is past the end of any book"),
        (["log", "finished", "3"], "\"Finished\" is on read"),
        // A rating out of range.
        (["edit", "1", "--rating", "6"], "6 is not a rating"),
        (["edit", "1", "--rating", "4.3"], "4.3 is not a rating"),
        (["edit", "1", "--rating", "-0.5"], "is not a rating"),
        (["edit", "1", "--rating", "1e300"], "is not a rating"),
        (["edit", "1", "--rating", "great"], "is not a rating"),
        (["edit", "1", "--pages", "100"], "shelf: a page count of 100 is below the page already logged (200) — give a page count from 200 to 100000"),
        // A malformed date, or one in the future.
        (["log", "1", "5", "--at", "2026-13-40"], "--at \"2026-13-40\" is not a date or time"),
        (["log", "1", "5", "--at", "yesterday"], "is not a date or time"),
        (["start", "2", "--at", "20/11/2026"], "is not a date or time"),
        (["finish", "1", "--at", "2026-11-21T18:00:01Z"], "more than a day in the future"),
        (["finish", "1", "--at", "1899-12-31"], "before 1900"),
        (["stats", "--year", "1850"], "--year 1850 is before 1900"),
        (["stats", "--from", "1899-12-31"], "--from 1899-12-31 is before 1900, where reading records begin — give a later one, like 2025-01-01"),
        // A day typed anywhere has the one form `--at` takes, not Goodreads' own.
        (["stats", "--from", "2026/1/1"], "--from \"2026/1/1\" is not a day — use the form 2026-03-15"),
        (["list", "--finished", "2026/01/01..2026/12/31"],
         "--finished \"2026/01/01..2026/12/31\" is not a year or days — give 2025, 2020..2025, or 2025-03-01..2025-06-30"),
        // Starting over a read in progress.
        (["start", "1", "--over"], "\"Dune\" is being read — to begin it again at page 0, give this read up first (shelf move 1 dnf; it counts as abandoned), then shelf start 1 --over"),
        (["goal", "--year", "1899"], "--year 1899 is before 1900"),
        // An unknown status.
        (["move", "1", "finished-ish"], "\"finished-ish\" is not a list"),
        (["list", "favourites"], "\"favourites\" is not a list"),
        (["add", "--title", "New", "--status", "someday"], "\"someday\" is not a list"),
        // Values that are not what the option takes.
        (["add", "--title", "  "], "a book needs a title"),
        (["add", "--title", "New", "--pages", "0"], "shelf: 0 is not a page count — give a page count from 1 to 100000"),
        (["add", "--title", "New", "--pages", "many"], "--pages takes a whole number"),
        (["add", "--title", "New", "--isbn", "9780441013594"], "is not a valid ISBN"),
        // A year of publication typed by hand: at most five years past SHELF_NOW's (2026).
        (["add", "--title", "New", "--year", "20000"], "shelf: 20000 is too far ahead to be a year of publication — give a year up to 2031"),
        (["add", "--title", "New", "--year", "2032"], "shelf: 2032 is too far ahead to be a year of publication — give a year up to 2031"),
        (["edit", "1", "--year", "3000"], "shelf: 3000 is too far ahead to be a year of publication — give a year up to 2031"),
        (["add", "--title", "New", "--year", "-6000"], "shelf: -6000 is not a plausible year — give a year like 1965"),
        (["add", "--title", "Dune again", "--isbn", "0441013597"], "ISBN 9780441013593 is already #1 \"Dune\" — give this book another ISBN"),
        (["edit", "1", "--pages", "99999999999999999999"],
         "--pages \"99999999999999999999\" is too large — give a whole number from 1 to 100000"),
        (["add", "--title", "New", "--year", "-99999999999999999999"], "is too small — give a year from -5000 to 5 years past this one"),
        (["add", "--title", "New", "--year", "99999999999999999999"], "is too large — give a year from -5000 to 5 years past this one"),
        (["list", "--limit", "99999999999999999999"], "--limit \"99999999999999999999\" is too large — give a smaller whole number"),
        (["log", "1", "++3"], "\"++3\" is not a page"),
        (["log", "1", "5", "--at", "2026/11/20"],
         "--at \"2026/11/20\" is not a date or time — use 2026-11-20, 2026-11-20 18:04 or 2026-11-20T18:04:05Z"),
        // A blank author would replace every author with none.
        (["edit", "1", "--author", ""], "--author needs a name, not nothing — leave --author out to keep the authors"),
        (["edit", "1", "--author", "Frank Herbert", "--author", " "], "--author needs a name"),
        (["rm", "1"], "without confirmation — add --yes"),
    ])
    func isRefusedAndChangesNothing(arguments: [String], message: String) throws {
        let line = try shelf.expectRefused(arguments)
        #expect(line.contains(message), "\(line)")
    }

    @Test func aMalformedShelfNowIsRefused() throws {
        let result = try shelf.run(["list"], environment: ["SHELF_NOW": "next tuesday"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("shelf: SHELF_NOW=\"next tuesday\" is not an ISO-8601 time — "))
    }

    /// A clock in year 1 stamped the book it added, which the library then read as damaged, and
    /// the add was reported as failed though it was saved.
    @Test func aShelfNowOutsideTheLibrarysYearsIsRefusedBeforeAnyWrite() throws {
        for now in ["0001-01-01T00:00:00Z", "1899-12-31T12:00:00Z"] {
            let result = try shelf.run(["add", "--title", "Zyzzyva"], environment: ["SHELF_NOW": now])
            #expect(result.stderr == "shelf: SHELF_NOW=\"\(now)\" is outside the years 1900 to 9999 (UTC) — give a time in them, or unset it\n")
            #expect(result.status == 1)
        }
        #expect(try !shelf.expectSuccess(["list", "all"]).contains("Zyzzyva"))
    }

    @Test func aMessageQuotesAtMostSixtyCharactersOfWhatWasTyped() throws {
        let long = String(repeating: "x", count: 10_000)
        for arguments in [["show", long], ["edit", "1", "--pages", long], ["log", "1", "5", "--at", long], ["move", "1", long]] {
            let line = try shelf.expectRefused(arguments)
            #expect(line.contains("\"" + String(repeating: "x", count: 59) + "…\""), "\(line.prefix(200))")
            #expect(line.count < 250, "\(arguments[0]): \(line.count) characters")
        }
    }
}
