import Foundation
import Testing
import TestSupport

/// `shelf add QUERY|VOLUME_ID|ISBN` and `shelf refresh` through the binary against the recordings.
@Suite struct SearchAddTests {
    private func book(_ shelf: ShelfProcess, _ reference: String) throws -> [String: Any] {
        let result = try shelf.run(["show", reference, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func queryTakesTheFirstResultAndSaysHowToChooseAnother() throws {
        let server = try CacheRecordings.server()
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }

        let result = try shelf.run(["add", "dune"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Took result 1 of 4"))
        #expect(result.stdout.contains("--pick N"))
        #expect(result.stdout.contains("Added #1: Dune — Frank Herbert (to-read)"))
        // The full record was fetched and stored: its printedPageCount, not the search's pageCount.
        #expect(server.requestCount(path: "/books/v1/volumes/B1hSG45JCX4C") == 1)
        let stored = try book(shelf, "1")
        #expect(stored["pageCount"] as? Int == 544)
        #expect(stored["googleVolumeId"] as? String == "B1hSG45JCX4C")
    }

    @Test func aNarrowWindowCutsTitlesButNeverTheIdAddNeeds() throws {
        let server = try CacheRecordings.server()
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        let narrow = try shelf.runOnTerminal(["search", "dune"], environment: ["COLUMNS": "40"])
        #expect(narrow.status == 0, "\(narrow.stdout)")
        #expect(narrow.stdout.contains("B1hSG45JCX4C"), "\(narrow.stdout)")
        #expect(!narrow.stdout.contains("In library"), "no result is in the library yet")
        try shelf.expectSuccess(["add", "B1hSG45JCX4C"])
        let wide = try shelf.runOnTerminal(["search", "dune"], environment: ["COLUMNS": "200"])
        #expect(wide.stdout.contains("In library"), "\(wide.stdout)")
        #expect(wide.stdout.contains("#1 to-read"))
    }

    @Test func pickChoosesAnotherResultAndAStatusCanBeGiven() throws {
        let server = try CacheRecordings.server()
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }

        let result = try shelf.run(["add", "dune", "--pick", "2", "--status", "reading"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Added #1: Dune Messiah"))
        #expect(result.stdout.contains("(reading)"))
        #expect(server.requestCount(path: "/books/v1/volumes/GvHhDwAAQBAJ") == 1)

        let before = try shelf.librarySnapshot()
        let outside = try shelf.run(["add", "dune", "--pick", "5"])
        #expect(outside.status == 1)
        #expect(outside.stderr.contains("--pick 5 is outside the 4 results"))
        #expect(try shelf.librarySnapshot() == before)
        // The smallest Int is refused like any other number outside the results, not overflowed.
        let smallest = try shelf.run(["add", "dune", "--pick", "\(Int.min)"])
        #expect(smallest.status == 1, "\(smallest.stderr)")
        #expect(smallest.stderr.contains("--pick \(Int.min) is outside the 4 results"))
        #expect(try shelf.librarySnapshot() == before)
    }

    @Test func volumeIDAndISBNAddTheirBook() throws {
        let server = try CacheRecordings.server()
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }

        let byID = try shelf.run(["add", "GvHhDwAAQBAJ"])
        #expect(byID.status == 0, "\(byID.stderr)")
        #expect(byID.stdout.contains("Added #1: Dune Messiah"))
        #expect(server.requestCount(path: "/books/v1/volumes") == 0, "a volume id needs no search")

        let byISBN = try shelf.run(["add", "978-0441013593"])
        #expect(byISBN.status == 0, "\(byISBN.stderr)")
        #expect(byISBN.stdout.contains("Added #2: Dune"))
        #expect(server.requests.contains { $0.query == "q=isbn%3A9780441013593&maxResults=10&startIndex=0" })
        #expect(try book(shelf, "2")["isbn13"] as? String == "9780441013593")
    }

    @Test func anISBNWhoseResultsLackItIsReportedAndNothingIsAdded() throws {
        let server = try CacheRecordings.server()
        let other = try CacheRecordings.body(ofFileStartingWith: "googlebooks-volumes-q-dune-")
        server.route("/books/v1/volumes?q=isbn%3A9780306406157&maxResults=10&startIndex=0", .json(other))
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        try shelf.createLibrary()
        let before = try shelf.librarySnapshot()

        let result = try shelf.run(["add", "9780306406157"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("no edition with ISBN 9780306406157"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(server.requests.allSatisfy { !$0.path.hasPrefix("/books/v1/volumes/") }, "no volume was fetched")
        #expect(try shelf.librarySnapshot() == before)
    }

    @Test func addingTheSameBookTwiceSaysSoAndChangesNothing() throws {
        let server = try CacheRecordings.server()
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        #expect(try shelf.run(["add", "B1hSG45JCX4C"]).status == 0)
        let before = try shelf.librarySnapshot()

        // The same volume by id, and the same book by its ISBN: already so, which is done (exit 0).
        for reference in ["B1hSG45JCX4C", "9780441013593"] {
            let again = try shelf.run(["add", reference])
            #expect(again.status == 0)
            #expect(again.stdout == "#1 Dune — Frank Herbert is already in the library (to-read); nothing added.\n", "\(again.stdout)")
            #expect(again.stderr.isEmpty)
            #expect(try shelf.librarySnapshot() == before)
        }
    }

    /// A book refused once its full record is fetched — a title too long to keep, an edition
    /// record Open Library answers with a page of HTML — leaves no library behind where there was
    /// none, as a refused typed add does.
    @Test(arguments: [
        (["add", "B1hSG45JCX4C"], "/books/v1/volumes/B1hSG45JCX4C",
         StubResponse.json(#"{"id": "B1hSG45JCX4C", "volumeInfo": {"title": "\#(String(repeating: "t", count: 6000))"}}"#)),
        (["add", "dune", "--source", "openlibrary"], "/openlibrary/api/books?bibkeys=OLID%3AOL26242482M&jscmd=data&format=json", .html("<html>down for maintenance</html>")),
    ])
    func anAddRefusedAfterTheFetchLeavesNoLibrary(arguments: [String], target: String, answer: StubResponse) throws {
        let server = try CacheRecordings.server()
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        server.route(target, answer)
        let result = try shelf.run(arguments)
        #expect(result.status == 1, "\(result.stdout)")
        #expect(server.requestCount(path: String(target.prefix { $0 != "?" })) > 0, "the refusal came after the fetch")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: shelf.libraryFile.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: shelf.home.path).allSatisfy { !$0.hasPrefix("library") })
    }

    /// A catalogue's page count or year beyond what a book may have (10,000,000 pages, a year of
    /// 10^15) is dropped as a page count of 0 is: the add goes ahead without it, and a search
    /// shows none.
    @Test func anImpossiblePageCountOrYearIsDroppedNotBlamedOnTheReader() throws {
        let server = try CacheRecordings.server()
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        server.route(
            "/books/v1/volumes/B1hSG45JCX4C",
            .json(#"{"id": "B1hSG45JCX4C", "volumeInfo": {"title": "Dune", "printedPageCount": 10000000, "pageCount": 412}}"#))
        try shelf.add(["B1hSG45JCX4C"])
        let stored = try book(shelf, "1")
        #expect(stored["pageCount"] as? Int == 412, "the next plausible count is taken")

        server.route(
            "/openlibrary/search.json",
            .json(#"{"numFound": 1, "docs": [{"key": "/works/OL2W", "title": "Big", "number_of_pages_median": 1000000000000, "first_publish_year": 1000000000000000}]}"#))
        let table = try shelf.expectSuccess(["search", "big", "--source", "openlibrary"])
        #expect(table.contains("OL2W") && !table.contains("1000000000000"), "\(table)")
        let result = try #require(try JSONOutput.array(shelf.expectSuccess(["search", "big", "--source", "openlibrary", "--json"])).first)
        for key in ["year", "pageCount", "originalYear"] {
            #expect(result[key] == nil || result[key] is NSNull, "\(key): \(String(describing: result[key]))")
        }
    }

    /// A catalogue's title past the library's limit cannot be shortened by the reader: the
    /// refusal says whose it is and what is left to do.
    @Test func aCatalogueTitleTooLongToKeepPointsToAddingByHand() throws {
        let server = try CacheRecordings.server()
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        let original = try CacheRecordings.body(ofFileStartingWith: "googlebooks-volumes-b1hsg45jcx4c-")
        let long = original.replacingOccurrences(of: "\"title\": \"Dune\"", with: "\"title\": \"\(String(repeating: "D", count: 6000))\"")
        #expect(long != original)
        server.route("/books/v1/volumes/B1hSG45JCX4C", .json(long))
        #expect(try shelf.expectRefused(["add", "B1hSG45JCX4C"])
            == "shelf: Google Books gives this book's title in more than 5000 characters — add it by hand with --title instead")
    }

    @Test func refreshKeepsTheReadersEditsAndTakesTheRest() throws {
        let server = try CacheRecordings.server()
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        #expect(try shelf.run(["add", "B1hSG45JCX4C"]).status == 0)
        #expect(try shelf.run(["edit", "1", "--title", "My Dune", "--pages", "600"]).status == 0)

        let original = try CacheRecordings.body(ofFileStartingWith: "googlebooks-volumes-b1hsg45jcx4c-")
        let changed = original.replacingOccurrences(of: "\"Penguin\"", with: "\"Ace Books\"")
            .replacingOccurrences(of: "\"title\": \"Dune\"", with: "\"title\": \"Dune (40th Anniversary)\"")
        #expect(changed != original)
        server.route("/books/v1/volumes/B1hSG45JCX4C", .json(changed))

        let result = try shelf.run(["refresh", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("updated publisher"))
        #expect(server.requestCount(path: "/books/v1/volumes/B1hSG45JCX4C") == 2, "refresh asks the server again")
        let stored = try book(shelf, "1")
        #expect(stored["title"] as? String == "My Dune")
        #expect(stored["pageCount"] as? Int == 600)
        #expect(stored["publisher"] as? String == "Ace Books")

        let all = try shelf.run(["refresh", "--catalogued"])
        #expect(all.status == 0)
        #expect(all.stdout.contains("#1 My Dune: unchanged"))
    }

    /// An answer without a usable title (none, blank, of the wrong type) says nothing about the
    /// title: a refresh keeps the book's, as it keeps any other field the answer lacks.
    @Test(arguments: [
        ("B1hSG45JCX4C", "/books/v1/volumes/B1hSG45JCX4C", #"{"id": "B1hSG45JCX4C", "volumeInfo": {}}"#),
        ("B1hSG45JCX4C", "/books/v1/volumes/B1hSG45JCX4C", #"{"id": "B1hSG45JCX4C"}"#),
        ("B1hSG45JCX4C", "/books/v1/volumes/B1hSG45JCX4C", #"{"id": "B1hSG45JCX4C", "volumeInfo": {"title": "  "}}"#),
        ("B1hSG45JCX4C", "/books/v1/volumes/B1hSG45JCX4C", #"{"id": "B1hSG45JCX4C", "volumeInfo": {"title": 5}}"#),
        ("OL893415W", "/openlibrary/works/OL893415W.json", #"{"key": "/works/OL893415W"}"#),
    ])
    func refreshKeepsTheTitleWhenTheAnswerHasNone(id: String, path: String, answer: String) throws {
        let server = try CacheRecordings.server()
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        try shelf.add([id])
        server.route(path, .json(answer))
        let result = try shelf.run(["refresh", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("title"), "\(result.stdout)")
        #expect(try book(shelf, "1")["title"] as? String == "Dune")
    }

    @Test func refreshRefusesBooksNotFromGoogleAndBadArguments() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        #expect(try shelf.run(["add", "--title", "Notebook"]).status == 0)
        let byHand = try shelf.run(["refresh", "1"])
        #expect(byHand.status == 1)
        #expect(byHand.stderr.contains("not added from a catalogue"))
        #expect(try shelf.run(["refresh"]).status == 2)
        #expect(try shelf.run(["refresh", "1", "--catalogued"]).status == 2)
        let none = try shelf.run(["refresh", "--catalogued"])
        #expect(none.status == 0)
        #expect(none.stdout.contains("No books from Google Books"))
        // `--all` means a scope elsewhere; here it is no longer a name for "books from a catalogue".
        let old = try shelf.run(["refresh", "--all"])
        #expect(old.status == 2)
        #expect(old.stderr.contains("unknown option --all"), "\(old.stderr)")
    }
}
