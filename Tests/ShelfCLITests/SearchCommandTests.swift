import Foundation
import Testing
import TestSupport

/// `shelf search` through the binary against the recordings on a loopback server.
@Suite struct SearchCommandTests {
    private func decodeArray(_ text: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [[String: Any]])
    }

    @Test func freeTextSearchPrintsANumberedTableWithVolumeIDs() throws {
        let server = try CacheRecordings.server()
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }

        let result = try shelf.run(["search", "dune"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("1 ") && $0.contains("Dune") && $0.contains("Frank Herbert") && $0.contains("2005") && $0.contains("528") && $0.contains("B1hSG45JCX4C") })
        #expect(lines.contains { $0.hasPrefix("2 ") && $0.contains("Dune Messiah") && $0.contains("GvHhDwAAQBAJ") })
        #expect(server.requestCount(path: "/books/v1/volumes") == 1)
        #expect(server.requests.first?.query == "q=dune&maxResults=10&startIndex=0")
    }

    @Test func titleAuthorAndISBNOptionsBuildTheirQueries() throws {
        let server = try CacheRecordings.server()
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }

        let byTitle = try shelf.run(["search", "--title", "dune"])
        #expect(byTitle.status == 0)
        #expect(byTitle.stdout.contains("B1hSG45JCX4C"))
        let byAuthor = try shelf.run(["search", "--author", "frank herbert"])
        #expect(byAuthor.status == 0)
        #expect(byAuthor.stdout.contains("Frank Herbert"))
        let byISBN = try shelf.run(["search", "--isbn", "978-0-441-01359-3"])
        #expect(byISBN.status == 0)
        #expect(byISBN.stdout.contains("B1hSG45JCX4C"))
        // A QUERY that is an ISBN (here the ISBN-10 of the same book) searches by ISBN too.
        let isbnQuery = try shelf.run(["search", "0441013597"])
        #expect(isbnQuery.status == 0)
        #expect(isbnQuery.stdout.contains("B1hSG45JCX4C"))

        #expect(server.requests.map(\.query) == [
            "q=intitle%3Adune&maxResults=10&startIndex=0",
            "q=inauthor%3A%22frank%20herbert%22&maxResults=10&startIndex=0",
            "q=isbn%3A9780441013593&maxResults=10&startIndex=0",
        ], "the second ISBN search is the same request, answered from the fresh cache")
    }

    @Test func limitAndPageChooseTheWindowAndAreBounded() throws {
        let server = try CacheRecordings.server()
        let body = try CacheRecordings.body(ofFileStartingWith: "googlebooks-volumes-q-dune-")
        server.route("/books/v1/volumes?q=dune&maxResults=2&startIndex=2", .json(body))
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }

        let paged = try shelf.run(["search", "dune", "--limit", "2", "--page", "2"])
        #expect(paged.status == 0)
        // Numbering continues from the page: the first row of page 2 with 2 per page is number 3.
        #expect(paged.stdout.split(separator: "\n").contains { $0.hasPrefix("3 ") && $0.contains("Dune") })
        #expect(server.requests.last?.query == "q=dune&maxResults=2&startIndex=2")

        let before = server.requestCount
        for arguments in [["--limit", "41"], ["--limit", "0"], ["--page", "0"], ["--limit", "ten"]] {
            let refused = try shelf.run(["search", "dune"] + arguments)
            #expect(refused.status != 0, "\(arguments)")
            #expect(refused.stdout.isEmpty)
            #expect(refused.stderr.hasPrefix("shelf: "))
            #expect(refused.stderr.contains(" — "), "\(refused.stderr)")
        }
        server.route("/books/v1/volumes?q=dune&maxResults=40&startIndex=0", .json(body))
        #expect(try shelf.run(["search", "dune", "--limit", "40"]).status == 0)
        #expect(server.requestCount == before + 1, "only the valid --limit 40 reached the server")
    }

    @Test func jsonHasEveryFieldAndMarksBooksInTheLibrary() throws {
        let server = try CacheRecordings.server()
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        #expect(try shelf.run(["add", "GvHhDwAAQBAJ"]).status == 0)

        let result = try shelf.run(["search", "dune", "--json"])
        #expect(result.status == 0)
        let results = try decodeArray(result.stdout)
        #expect(results.count == 4)
        let keys = [
            "volumeId", "title", "subtitle", "authors", "publishedDate", "year", "pageCount", "isbn10", "isbn13",
            "publisher", "language", "description", "thumbnail", "inLibrary",
        ]
        for item in results {
            for key in keys { #expect(item.keys.contains(key), "\(key) missing") }
        }
        let dune = try #require(results.first { $0["volumeId"] as? String == "B1hSG45JCX4C" })
        #expect(dune["title"] as? String == "Dune")
        #expect(dune["authors"] as? [String] == ["Frank Herbert"])
        #expect(dune["year"] as? Int == 2005)
        #expect(dune["isbn13"] as? String == "9780441013593")
        #expect(dune["inLibrary"] as? Bool == false)
        let messiah = try #require(results.first { $0["volumeId"] as? String == "GvHhDwAAQBAJ" })
        #expect(messiah["inLibrary"] as? Bool == true)

        let table = try shelf.run(["search", "dune"])
        let row = try #require(table.stdout.split(separator: "\n").first { $0.contains("GvHhDwAAQBAJ") })
        #expect(row.contains("#1 to-read"))
    }

    @Test func sparseResultsAndNoResultsAreShownPlainly() throws {
        let server = try CacheRecordings.server()
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }

        let sparse = try shelf.run(["search", "arrakis", "ecology", "--json"])
        #expect(sparse.status == 0)
        let results = try decodeArray(sparse.stdout)
        #expect(!results.isEmpty)
        #expect(results.contains { ($0["authors"] as? [String])?.isEmpty == true })
        #expect(results.contains { $0["pageCount"] is NSNull })
        #expect(try shelf.run(["search", "arrakis", "ecology"]).status == 0)

        let none = try shelf.run(["search", "--title", "qwxyzzy"])
        #expect(none.status == 0)
        #expect(none.stdout.contains("No books found"))
        let noneJSON = try shelf.run(["search", "--title", "qwxyzzy", "--json"])
        #expect(try decodeArray(noneJSON.stdout).isEmpty)
    }

    @Test func queriesAreEncodedByteForByte() throws {
        let server = try CacheRecordings.server()
        server.route("/books/v1/volumes", .json(#"{"kind": "books#volumes", "totalItems": 0}"#))
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }

        let result = try shelf.run(["search", "war & peace #1 +c++ Война"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("No books found"))
        #expect(server.requests.last { $0.path == "/books/v1/volumes" }?.query
            == "q=war%20%26%20peace%20%231%20%2Bc%2B%2B%20%D0%92%D0%BE%D0%B9%D0%BD%D0%B0&maxResults=10&startIndex=0")
    }

    @Test func searchWithNoTermsIsAUsageError() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let result = try shelf.run(["search"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("usage: shelf search"))
    }

    @Test func remoteTextLosesItsControlCharacters() throws {
        let server = try CacheRecordings.server()
        let hostile = #"""
            {"items": [{"id": "EVIL00000001", "volumeInfo": {"title": "Red\u001b[31m Alert\u0007", "authors": ["Bad\u001b]0;owned\u0007 Actor"], "description": "x\u001b[2Jy"}}]}
            """#
        server.route("/books/v1/volumes?q=evil&maxResults=10&startIndex=0", .json(hostile))
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }

        let result = try shelf.run(["search", "evil"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("EVIL00000001"))
        #expect(result.stdout.contains("Red"))
        for scalar in result.stdout.unicodeScalars {
            #expect(scalar == "\n" || scalar.value >= 0x20 && scalar.value != 0x7f, "control U+\(String(scalar.value, radix: 16))")
        }
        let json = try shelf.run(["search", "evil", "--json"])
        #expect(!json.stdout.unicodeScalars.contains { $0.value == 0x1b || $0.value == 0x07 })
    }
}
