import Foundation
import Testing

/// Through the binary: shelves, reviews and notes, finding books,
/// duplicates and ratings. The clock stands at 2026-11-20T18:00:00Z in UTC.
final class ShelfCommandTests {
    let shelf: ShelfProcess

    init() throws {
        shelf = try ShelfProcess()
    }

    deinit {
        shelf.cleanUp()
    }

    @Test func tagUntagAndShelvesAsANewUserTypesThem() throws {
        try shelf.add(["--title", "Dune", "--author", "Frank Herbert"])
        try shelf.add(["--title", "Emma", "--author", "Jane Austen"])
        #expect(try shelf.expectSuccess(["tag", "dune", "sci-fi", "Favourites"]) == "#1 Dune: on sci-fi, Favourites\n")
        #expect(try shelf.expectSuccess(["tag", "emma", "favourites", "classics"]) == "#2 Emma: on Favourites, classics\n")
        #expect(try shelf.expectSuccess(["tag", "emma", "CLASSICS"]) == "#2 Emma: already on classics\n")
        #expect(try shelf.expectSuccess(["shelves"]) == "1  classics\n2  Favourites\n1  sci-fi\n")
        let listed = try #require(JSONSerialization.jsonObject(with: Data(shelf.expectSuccess(["shelves", "--json"]).utf8)) as? [[String: Any]])
        #expect(listed.map { $0["name"] as? String } == ["classics", "Favourites", "sci-fi"])
        #expect(listed.map { $0["count"] as? Int } == [1, 2, 1])
        #expect(try shelf.expectSuccess(["untag", "dune", "classics"]) == "#1 Dune: already off classics; still on sci-fi, Favourites\n")
        #expect(try shelf.expectRefused(["untag", "dune", "favourites", "clasics"]) == "shelf: no shelf is called \"clasics\" — \"Dune\" is on sci-fi, Favourites; nothing was changed")
        #expect(try shelf.expectRefused(["tag", "dune", "a,b"]).contains("is not a shelf name"))
        try shelf.expectUsageError(["tag", "dune"], usage: "tag BOOK NAME...")
        #expect(try shelf.expectSuccess(["untag", "dune", "favourites"]) == "#1 Dune: off Favourites; still on sci-fi\n")
        #expect(try JSONOutput.object(shelf.expectSuccess(["show", "dune", "--json"]))["shelves"] as? [String] == ["sci-fi"])
        let undone = try shelf.expectSuccess(["undo"])
        #expect(undone.hasPrefix("Undid \"untag dune favourites\""))
        #expect(undone.hasSuffix("): #1 Dune back on Favourites\n"))
        #expect(try shelf.expectSuccess(["shelves"]) == "1  classics\n2  Favourites\n1  sci-fi\n")
        try shelf.expectSuccess(["tag", "emma", "Regency", "letters"])
        #expect(try shelf.expectSuccess(["undo"]).hasSuffix("): #2 Emma off letters, Regency again\n"))
        try shelf.expectSuccess(["tag", "emma", "a", "b", "c", "d"])
        #expect(try shelf.expectSuccess(["undo"]).hasSuffix("): #2 Emma off 4 shelves again\n"))
    }

    @Test func reviewsAndNotesAreWrittenAndShown() throws {
        try shelf.add(["--title", "Dune", "--author", "Frank Herbert"])
        #expect(try shelf.expectSuccess(["review", "dune", "--text", "Vast.\nStrange."]) == "#1 Dune: review saved (2 words)\n")
        #expect(try shelf.expectSuccess(["review", "dune", "-"], input: "Vast, strange and patient.\n") == "#1 Dune: review saved (4 words)\n")
        #expect(try shelf.expectSuccess(["note", "dune", "The appendix is the best part."]) == "#1 Dune: note added (2026-11-20 18:00)\n")
        try shelf.expectSuccess(["note", "dune", "A slip."])
        #expect(try shelf.expectSuccess(["undo"]).hasSuffix("): #1 Dune: note removed\n"))
        try shelf.expectRefused(["note", "dune", "   "])
        #expect(try shelf.expectRefused(["review", "dune"]).contains("not on a terminal"))
        try shelf.expectUsageError(["review", "dune", "extra"], usage: "review BOOK")
        try shelf.expectUsageError(["note", "dune"], usage: "note BOOK TEXT")
        try shelf.expectSuccess(["tag", "dune", "sci-fi"])
        try shelf.expectSuccess(["edit", "dune", "--rating", "3.75"])
        let shown = try shelf.expectSuccess(["show", "dune"])
        #expect(shown.contains("Rating   ★★★½ 3.75"))
        #expect(shown.contains("Shelves  sci-fi"))
        #expect(shown.contains("Review\n  Vast, strange and patient.\n"))
        #expect(shown.contains("Notes\n  2026-11-20 18:00  The appendix is the best part.\n"))
        let book = try JSONOutput.object(shelf.expectSuccess(["show", "dune", "--json"]))
        #expect(book["review"] as? String == "Vast, strange and patient.")
        #expect(book["rating"] as? Double == 3.75)
        let notes = try #require(book["notes"] as? [[String: Any]])
        #expect(notes.map { $0["text"] as? String } == ["The appendix is the best part."])
        #expect(notes.first?["at"] as? String == "2026-11-20T18:00:00Z")
        #expect(try shelf.expectSuccess(["review", "dune", "--text", ""]) == "#1 Dune: review cleared\n")
        try shelf.expectSuccess(["edit", "dune", "--rating", "none"])
        #expect(try JSONOutput.object(shelf.expectSuccess(["show", "dune", "--json"]))["rating"] is NSNull)
        try shelf.expectRefused(["edit", "dune", "--rating", "0"])
    }

    @Test func listFiltersAndSorts() throws {
        try shelf.add(["--title", "Dune", "--author", "Frank Herbert", "--pages", "412"])
        try shelf.add(["--title", "Emma", "--author", "Jane Austen", "--pages", "300"])
        try shelf.add(["--title", "Persuasion", "--author", "Jane Austen", "--pages", "250"])
        try shelf.expectSuccess(["finish", "dune", "--at", "2025-06-01"])
        try shelf.expectSuccess(["finish", "emma", "--at", "2026-02-01"])
        try shelf.expectSuccess(["edit", "dune", "--rating", "4.5"])
        try shelf.expectSuccess(["edit", "emma", "--rating", "3"])
        try shelf.expectSuccess(["tag", "emma", "classics"])
        try shelf.expectSuccess(["tag", "persuasion", "Classics"])
        func ids(_ arguments: [String]) throws -> [Int] {
            try #require(JSONSerialization.jsonObject(with: Data(shelf.expectSuccess(["list"] + arguments + ["--json"]).utf8)) as? [[String: Any]])
                .compactMap { $0["id"] as? Int }
        }
        #expect(try ids(["--shelf", "CLASSICS"]) == [2, 3])
        #expect(try ids(["--author", "austen", "--sort", "pages"]) == [3, 2])
        #expect(try ids(["--finished", "2025"]) == [1])
        #expect(try ids(["--finished", "2025-01-01..2026-12-31", "--sort", "finished", "--reverse"]) == [2, 1])
        #expect(try ids(["--finished", "2025..2026", "--sort", "finished", "--reverse"]) == [2, 1])
        #expect(try ids(["--finished", "2026..2026"]) == [2])
        #expect(try ids(["--rating", "4"]) == [1])
        #expect(try ids(["--sort", "rating", "--reverse"]) == [1, 2, 3])
        #expect(try ids(["--sort", "title", "--limit", "2"]) == [1, 2])
        #expect(try ids(["read", "--sort", "added", "--reverse"]) == [2, 1])
        #expect(try shelf.expectSuccess(["list", "--shelf", "classics"]) == """
            To read (1)
              #  Title       Authors      Pages
              3  Persuasion  Jane Austen    250

            Read (1)
              #  Title  Authors      Finished    Rating
              2  Emma   Jane Austen  2026-02-01  ★★★ 3

            """)
        #expect(try shelf.expectSuccess(["list", "--shelf", "nothing"]) == "No book matches — `shelf list` shows them all.\n")
        try shelf.expectRefused(["list", "--sort", "colour"])
        try shelf.expectRefused(["list", "--finished", "2025-13-01"])
        try shelf.expectRefused(["list", "--finished", "2026-01-01..2025-01-01"])
        try shelf.expectRefused(["list", "--finished", "2026..2025"])
        try shelf.expectRefused(["list", "--finished", "2025..2026..2027"])
        try shelf.expectRefused(["list", "--rating", "six"])
        try shelf.expectRefused(["list", "--limit", "0"])
        // Without --sort a condition keeps the plain list's order, so --limit alone keeps the
        // books the plain list shows first, even where the date added says otherwise.
        try shelf.add(["--title", "Sanditon", "--author", "Jane Austen", "--at", "2020-01-01"])
        #expect(try ids(["to-read", "--limit", "5"]) == [3, 4])
        #expect(try ids(["to-read", "--limit", "1"]) == [try #require(ids(["to-read"]).first)])
        #expect(try ids(["to-read", "--sort", "added"]) == [4, 3])
        // The text list of one list with a condition shows that list's matching books.
        #expect(try shelf.expectSuccess(["list", "read", "--finished", "2025"]) == """
            Read (1)
              #  Title  Authors        Finished    Rating
              1  Dune   Frank Herbert  2025-06-01  ★★★★½ 4.5

            """)
        #expect(try shelf.expectSuccess(["list", "to-read", "--limit", "1"]).contains("  3  Persuasion  Jane Austen"))
    }

    @Test func booksAreFoundByAuthorAndAmbiguityIsCappedAtTen() throws {
        try shelf.add(["--title", "Dune", "--author", "Frank Herbert"])
        try shelf.add(["--title", "Emma", "--author", "Jane Austen"])
        #expect(try shelf.expectSuccess(["show", "herbert"]).hasPrefix("#1 Dune\n"))
        for number in 1...12 {
            try shelf.add(["--title", "Volume \(number)", "--author", "Jane Austen"])
        }
        let refused = try shelf.expectRefused(["show", "volume"])
        #expect(refused.contains("\"volume\" matches 12 books: #3 Volume 1; "))
        #expect(refused.contains("#12 Volume 10 and 2 more — name one by its id"))
        #expect(try shelf.expectRefused(["show", "austen"]).contains("matches 13 books"))
    }

    @Test func theSameBookTypedAgainIsRefusedUnlessWanted() throws {
        try shelf.add(["--title", "Dune", "--author", "Frank Herbert"])
        #expect(try shelf.expectRefused(["add", "--title", "dune", "--author", "Herbert, Frank"])
            == "shelf: \"Dune\" by the same author is already in the library as #1 — add --duplicate to add a second copy or edition anyway; nothing changed")
        #expect(try shelf.expectSuccess(["add", "--title", "dune", "--author", "Frank Herbert", "--duplicate"]) == "Added #2: dune — Frank Herbert (to-read)\n")
    }

    @Test func aRetitleToAnotherBooksTitleIsRefusedAsAddRefusesIt() throws {
        try shelf.add(["--title", "B6", "--author", "X"])
        try shelf.add(["--title", "B7", "--author", "X"])
        let before = try shelf.librarySnapshot()
        #expect(try shelf.expectRefused(["edit", "B7", "--title", "B6"])
            == "shelf: \"B6\" by the same author is already in the library as #1 — add --duplicate to give it this title anyway; nothing changed")
        #expect(try shelf.librarySnapshot() == before)
        #expect(try shelf.expectSuccess(["edit", "B7", "--title", "B6", "--duplicate"]) == "Updated #2: B6 — X\n")
    }
}
