import Foundation
import Testing

/// Issue 12, rules 7 to 11 through the binary: shelves, reviews and notes, finding books,
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
        #expect(try shelf.expectRefused(["untag", "dune", "classics"]).contains("\"Dune\" is not on \"classics\" — it is on sci-fi, Favourites"))
        #expect(try shelf.expectRefused(["tag", "dune", "a,b"]).contains("is not a shelf name"))
        try shelf.expectUsageError(["tag", "dune"], usage: "tag BOOK NAME...")
        #expect(try shelf.expectSuccess(["untag", "dune", "favourites"]) == "#1 Dune: off Favourites; still on sci-fi\n")
        #expect(try JSONOutput.object(shelf.expectSuccess(["show", "dune", "--json"]))["shelves"] as? [String] == ["sci-fi"])
        #expect(try shelf.expectSuccess(["undo"]).hasPrefix("Undid \"untag dune favourites\""))
        #expect(try shelf.expectSuccess(["shelves"]) == "1  classics\n2  Favourites\n1  sci-fi\n")
    }
}
