import Foundation
import Testing
import TestSupport

/// Open Library as the second catalogue through the binary: `--source`, the `source` setting, the
/// fallback when Google Books' daily quota is used up or it fails or finds nothing, and the one
/// line naming both when both fail.
@Suite struct OpenLibraryFallbackTests {
    private static let duneSearch = "/books/v1/volumes?q=dune&maxResults=10&startIndex=0"

    /// A server whose Google Books answers every search for `dune` with the recorded daily-quota 429.
    private func serverWithGoogleOutOfQuota() throws -> LoopbackHTTPServer {
        let server = try CacheRecordings.server()
        let quota = try CacheRecordings.body(
            ofFileStartingWith: "googlebooks-volumes-q-daily-quota-", in: CacheRecordings.folder.appendingPathComponent("errors"))
        server.route(Self.duneSearch, .json(quota, status: 429))
        return server
    }

    @Test func theRepositoryCacheAnswersAnOpenLibrarySearchOffline() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let copy = shelf.home.appendingPathComponent("recordings")
        try FileManager.default.copyItem(at: CacheRecordings.folder, to: copy)
        let environment = ["SHELF_CACHE_DIR": copy.path]

        let result = try shelf.run(["--offline", "--source", "openlibrary", "search", "dune"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.contains("Id") == true && lines.first?.contains("Volume id") == false)
        #expect(lines.dropFirst().first?.contains("OL893415W") == true && lines.dropFirst().first?.contains("604") == true)
        #expect(!result.stdout.contains("Френк"), "other spellings of an author are kept, not shown")
        #expect(result.stderr.hasPrefix("shelf: offline — showing Open Library results cached "))

        // The setting makes it the default; --source on the command line still wins.
        try "source = openlibrary\n".write(to: shelf.home.appendingPathComponent("config"), atomically: true, encoding: .utf8)
        #expect(try shelf.run(["--offline", "search", "dune"], environment: environment).stdout == result.stdout)
        let google = try shelf.run(["--offline", "search", "dune", "--source", "google"], environment: environment)
        #expect(google.stdout.contains("B1hSG45JCX4C") && google.stdout.contains("Volume id"))
    }

    /// Offline, both caches answer: Open Library adds the books Google's cached answer lacks, the
    /// list gains a Source column.
    @Test func offlineASearchListsBothCachesWithTheirSource() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let environment = ["SHELF_CACHE_DIR": CacheRecordings.folder.path]

        let mixed = try shelf.run(["--offline", "search", "arrakis ecology"], environment: environment)
        #expect(mixed.status == 0, "\(mixed.stderr)")
        let rows = mixed.stdout.split(separator: "\n").map(String.init)
        #expect(rows.first?.hasSuffix("Source") == true, "\(mixed.stdout)")
        #expect(rows.contains { $0.contains("sQ0xAQAAMAAJ") && $0.hasSuffix("Google Books") })
        #expect(rows.contains { $0.contains("OL1000003M") && $0.hasSuffix("Open Library") })
        // "Dune Ecosystems" by another first author is another book; the same title and author would not be.
        #expect(rows.filter { $0.contains("Dune Ecosystems") }.count == 2)
        let notes = mixed.stderr.split(separator: "\n")
        #expect(notes.count == 2 && notes[0].hasPrefix("shelf: offline — showing Google Books results cached "), "\(mixed.stderr)")
        #expect(notes.last?.hasPrefix("shelf: offline — showing Open Library results cached ") == true)

        let json = try shelf.run(["--offline", "search", "arrakis ecology", "--json"], environment: environment)
        let sources = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]).map { $0["source"] as? String }
        #expect(sources == Array(repeating: "google", count: 5) + Array(repeating: "openlibrary", count: 3))

        // Adding a work reads its record and its authors' from the cache: the same note once.
        let added = try shelf.run(["--offline", "add", "OL893415W"], environment: environment)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stderr.split(separator: "\n").count == 1, "\(added.stderr)")

        // Every book Open Library has cached for `dune` is among Google's: one catalogue, no column, one note.
        let same = try shelf.run(["--offline", "search", "dune"], environment: environment)
        #expect(!same.stdout.contains("Source") && !same.stdout.contains("OL893415W"))
        #expect(same.stderr.split(separator: "\n").count == 1)
    }

    /// Offline with nothing from Google cached, Open Library's cached answer comes with one note,
    /// not a second line saying again that Open Library is shown.
    @Test func anOfflineFallbackToOpenLibraryIsOneNote() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let copy = shelf.home.appendingPathComponent("recordings")
        try FileManager.default.copyItem(at: CacheRecordings.folder, to: copy)
        for file in try FileManager.default.contentsOfDirectory(atPath: copy.path)
        where file.hasPrefix("googlebooks-volumes-q-dune-") || file.hasPrefix("googlebooks-volumes-q-isbn-9780441013593-") {
            try FileManager.default.removeItem(at: copy.appendingPathComponent(file))
        }
        let environment = ["SHELF_CACHE_DIR": copy.path]
        for arguments in [["--offline", "search", "dune"], ["--offline", "search", "--isbn", "9780441013593"]] {
            let result = try shelf.run(arguments, environment: environment)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("shelf: offline — showing ") && result.stderr.contains("Open Library"), "\(result.stderr)")
        }
    }

    @Test func googlesDailyQuotaFallsBackToOpenLibraryAndIsNotAskedAgainThatDay() throws {
        let server = try serverWithGoogleOutOfQuota()
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }

        let first = try shelf.run(["search", "dune"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("OL893415W"))
        #expect(first.stderr.hasPrefix("shelf: Google Books' daily quota is used up — showing Open Library results; set GOOGLE_BOOKS_API_KEY"))
        #expect(first.stderr.split(separator: "\n").count == 1)
        #expect(server.requestCount(path: "/books/v1/volumes") == 1, "a daily quota is not retried")

        let second = try shelf.run(["search", "--title", "dune"])
        #expect(second.status == 0)
        #expect(second.stderr == "shelf: Google Books' daily quota is used up — showing Open Library results\n", "the key is explained once")
        #expect(server.requestCount(path: "/books/v1/volumes") == 1, "Google is skipped for the rest of the day")

        let added = try shelf.run(["add", "dune", "--json"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("\"title\": \"Dune\"") && added.stdout.contains("Frank Herbert"))
        #expect(added.stdout.contains("\"pageCount\": 604"))
        let byID = try shelf.run(["add", "OL893502W"])
        #expect(byID.status == 0 && byID.stdout == "Added #2: Dune Messiah — Frank Herbert (to-read)\n")
        let byISBN = try shelf.run(["add", "978-3-453-31713-0"])
        #expect(byISBN.status == 0 && byISBN.stdout == "Added #3: Der Wüstenplanet — Frank Herbert (to-read)\n")
        #expect(server.requestCount(path: "/books/v1/volumes") == 1)
    }

    @Test func whenBothCataloguesFailOneLineNamesBothAndNothingChanges() throws {
        let server = try serverWithGoogleOutOfQuota()
        let olSearch = "/openlibrary/search.json?q=dune&fields=key%2Ctitle%2Csubtitle%2Cauthor_name%2Cfirst_publish_year%2Cnumber_of_pages_median%2Ccover_i%2Ccover_edition_key%2Cpublisher%2Clanguage&limit=10&page=1"
        server.route(olSearch, .json(#"{"error": "overloaded"}"#, status: 503))
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        try shelf.createLibrary()
        let before = try shelf.librarySnapshot()

        for arguments in [["search", "dune"], ["add", "dune"]] {
            let result = try shelf.run(arguments)
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("shelf: Google Books' daily quota is used up; Open Library failed with server error 503 — "))
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
        #expect(try shelf.librarySnapshot() == before)
    }

    @Test func aFailureOrNothingFoundAtGoogleIsSaidInOneLine() throws {
        let server = try CacheRecordings.server()
        server.route(Self.duneSearch, .json(#"{"error": {"code": 500, "message": "backend"}}"#, status: 500))
        server.route("/books/v1/volumes?q=qwxyzzy&maxResults=10&startIndex=0", .json(#"{"kind": "books#volumes", "totalItems": 0}"#))
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }

        let failed = try shelf.run(["search", "dune"])
        #expect(failed.status == 0)
        #expect(failed.stderr == "shelf: Google Books failed with server error 500 — showing Open Library results\n")
        #expect(failed.stdout.contains("OL893415W"))
        let nothing = try shelf.run(["search", "qwxyzzy"])
        #expect(nothing.status == 0)
        #expect(nothing.stdout.contains("No books found"))
        // Neither catalogue found anything: "No books found" alone says so, with no line about
        // showing Open Library's results, which are none.
        #expect(nothing.stderr == "")

        // Google's empty answer stands when Open Library fails, but not in silence.
        server.route("/books/v1/volumes?q=zzqq&maxResults=10&startIndex=0", .json(#"{"kind": "books#volumes", "totalItems": 0}"#))
        server.route("/openlibrary/search.json", .json(#"{"error": "backend"}"#, status: 503))
        let unasked = try shelf.run(["search", "zzqq"])
        #expect(unasked.status == 0)
        #expect(unasked.stdout.contains("No books found"))
        #expect(unasked.stderr == "shelf: Google Books found nothing; Open Library failed with server error 503 — try again later\n")
    }

    /// `add` refuses in one line when its lookup fails after notes on the way: Google finding
    /// nothing while Open Library is down is the refusal itself (not a note before a refusal that
    /// blames the words), and the notes of answers from the cache go when the record is missing.
    @Test func anAddThatFailsAfterAFallbackRefusesInOneLine() throws {
        let server = try CacheRecordings.server()
        server.route("/books/v1/volumes?q=zzqq&maxResults=10&startIndex=0", .json(#"{"kind": "books#volumes", "totalItems": 0}"#))
        server.route("/openlibrary/search.json", .json(#"{"error": "backend"}"#, status: 503))
        var shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        #expect(try shelf.expectRefused(["add", "zzqq"])
            == "shelf: Google Books found nothing; Open Library failed with server error 503 — try again later")

        shelf.environment["SHELF_CACHE_DIR"] = CacheRecordings.folder.path
        #expect(try shelf.expectRefused(["--offline", "add", "arrakis ecology", "--pick", "2"])
            == "shelf: nothing from Google Books is cached for this request and --offline is set — run the command again without --offline")
        let added = try shelf.run(["--offline", "add", "arrakis ecology"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stderr.hasPrefix("shelf: offline — showing Google Books results cached "), "notes of an add that succeeds stay")
    }

    /// A request outside a catalogue fallback (an Open Library id's record, a dictionary look-up)
    /// has no line around it to say which service failed: its own message names it.
    @Test func anUnreachableServiceIsNamedNotOnlyItsHost() throws {
        let server = try CacheRecordings.server()
        var shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        let refused = "http://127.0.0.1:\(try LoopbackHTTPServer.refusedPort())"
        shelf.environment["SHELF_OPEN_LIBRARY_URL"] = refused
        shelf.environment["SHELF_DICTIONARY_URL"] = refused
        #expect(try shelf.expectRefused(["add", "OL893415W"])
            == "shelf: cannot connect to Open Library at 127.0.0.1 and nothing for this is cached yet — check the network connection and try again")
        #expect(try shelf.run(["vocab", "add", "--global", "serendipity"]).stderr.hasPrefix("shelf: cannot connect to the dictionary service at 127.0.0.1 "))
    }

    /// A search has no record to miss: Google's 404 for one (a proxy, a wrong base URL) is the
    /// service failing, and Open Library answers.
    @Test func aSearchAnswered404IsAnOutageNotAMissingRecord() throws {
        let server = try CacheRecordings.server()
        server.route(Self.duneSearch, .json(#"{"error": {"code": 404, "message": "Not Found"}}"#, status: 404))
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        let result = try shelf.run(["search", "dune"])
        #expect(result.status == 0)
        #expect(result.stderr == "shelf: Google Books is unavailable — showing Open Library results\n")
        #expect(result.stdout.contains("OL893415W"))
    }

    @Test func outsideTextFromOpenLibraryIsCleanedAndBadSourcesAreRefused() throws {
        let server = try CacheRecordings.server()
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        let result = try shelf.run(["search", "arrakis", "ecology", "--source", "openlibrary"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{07}"))
        #expect(result.stdout.contains("Dune Ecosystems"))

        let bad = try shelf.run(["search", "dune", "--source", "amazon"])
        #expect(bad.status == 1 && bad.stdout.isEmpty)
        #expect(bad.stderr == "shelf: --source \"amazon\" is not a catalogue — give google or openlibrary\n")
        let misplaced = try shelf.run(["--source", "openlibrary", "list"])
        #expect(misplaced.status == 2)
    }
}
