import Foundation
import Testing
import TestSupport

/// `shelf add OL…W` through the binary: the book stored is the edition Open Library shows for the
/// work, as adding the work from a search stores it, and the cache that answered lets an offline
/// add store it again.
@Suite struct OpenLibraryWorkAddTests {
    @Test func aWorkAddedByIdIsStoredAsAddingItFromSearchStoresIt() throws {
        let server = try CacheRecordings.server()
        let byID = try CacheRecordings.shelf(using: server)
        defer { byID.cleanUp() }
        let fromSearch = try CacheRecordings.shelf(using: server)
        defer { fromSearch.cleanUp() }
        #expect(try byID.add(["OL893415W"]) == 1)
        #expect(try fromSearch.add(["dune", "--source", "openlibrary", "--pick", "1"]) == 1)

        let stored = try JSONOutput.object(byID.expectSuccess(["show", "1", "--json"]))
        #expect(stored["openLibraryId"] as? String == "OL26242482M")
        #expect(stored["pageCount"] as? Int == 604 && stored["isbn13"] as? String == "9780340960196")
        #expect(stored["publisher"] as? String == "Hodder & Stoughton" && stored["year"] as? Int == 2010)
        #expect(try byID.expectSuccess(["show", "1", "--json"]) == fromSearch.expectSuccess(["show", "1", "--json"]))
        let shown = try byID.expectSuccess(["show", "1"])
        #expect(shown.split(separator: "\n").contains { $0.hasPrefix("Open Library ") && $0.hasSuffix(" OL26242482M") }, "\(shown)")
        #expect(shown.contains("Set on the desert planet Arrakis"), "the edition has none: the work's description is kept")
        #expect(shown == (try fromSearch.expectSuccess(["show", "1"])))
        let again = try byID.run(["add", "dune", "--source", "openlibrary", "--pick", "1"])
        #expect(again.status == 0 && again.stdout.contains("is already in the library"), "\(again.stdout)")

        // An edition with its own description and author keeps them.
        let children = try JSONOutput.object(byID.expectSuccess(["add", "OL893510W", "--json"]))
        #expect(children["openLibraryId"] as? String == "OL7262148M" && children["pageCount"] as? Int == 444)
        #expect(children["isbn13"] as? String == "9780441104024" && children["publisher"] as? String == "Ace Books")
        let childrenShown = try byID.expectSuccess(["show", "2"])
        #expect(childrenShown.contains("Paul Atreides' twin children, Leto and Ghanima, inherit the empire of Dune and its Golden Path."))
        #expect(!childrenShown.contains("*"), "its Markdown is read as text")

        // Offline, the cache the first add filled gives the same book, with one note.
        let offline = try ShelfProcess()
        defer { offline.cleanUp() }
        let cache = ["SHELF_CACHE_DIR": byID.home.appendingPathComponent("cache").path]
        let readded = try offline.run(["--offline", "add", "OL893415W", "--json"], environment: cache)
        #expect(readded.status == 0, "\(readded.stderr)")
        #expect(try JSONOutput.object(readded.stdout)["openLibraryId"] as? String == "OL26242482M")
        #expect(readded.stderr.isEmpty, "everything it needs is fresh in the cache: \(readded.stderr)")
    }
}
