import Foundation
import Testing

/// A year of publication typed with `add --year` or `edit --year` is at most five years past the
/// command's clock (`SHELF_NOW` when set), and may be before the common era; files keep the years
/// they hold.
@Suite struct PublicationYearTests {
    @Test func theLatestYearFollowsTheCommandsClock() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let later = ["SHELF_NOW": "2031-06-01T12:00:00Z"]
        let added = try shelf.run(["add", "--title", "Announced", "--year", "2036"], environment: later)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try shelf.run(["edit", "announced", "--year", "2035"], environment: later).status == 0)
        // By the default clock (2026) the same year is too far ahead.
        #expect(try shelf.expectRefused(["edit", "announced", "--year", "2036"])
            == "shelf: 2036 is too far ahead to be a year of publication — give a year up to 2031")
        #expect(try shelf.expectRefused(["add", "--title", "Other", "--year", "2036"])
            == "shelf: 2036 is too far ahead to be a year of publication — give a year up to 2031")
        try shelf.expectSuccess(["edit", "announced", "--year", "-430"])
        #expect(try JSONOutput.object(shelf.expectSuccess(["show", "announced", "--json"]))["year"] as? Int == -430)
    }

    @Test func importedYearsAreKeptAsTheFileHasThem() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let header = "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies"
        let file = shelf.home.appendingPathComponent("goodreads.csv")
        try Data((header + "\n77,Far Ahead,Ann Author,\"Author, Ann\",,=\"\",=\"\",0,0,,,100,2999,2998,,2026/01/01,,,to-read,,,,0,0\n").utf8).write(to: file)
        try shelf.expectSuccess(["import", file.path])
        let book = try JSONOutput.object(shelf.expectSuccess(["show", "far ahead", "--json"]))
        #expect(book["year"] as? Int == 2999 && book["originalYear"] as? Int == 2998, "\(book)")
        let backup = shelf.home.appendingPathComponent("backup.json")
        try Data(shelf.expectSuccess(["export"]).utf8).write(to: backup)
        let restored = try ShelfProcess()
        defer { restored.cleanUp() }
        try restored.expectSuccess(["import", backup.path])
        let kept = try JSONOutput.object(restored.expectSuccess(["show", "far ahead", "--json"]))
        #expect(kept["year"] as? Int == 2999 && kept["originalYear"] as? Int == 2998, "\(kept)")
    }
}
