import Foundation
import Testing
import TestSupport

/// How `shelf search` and `shelf add` behave when the network or the cache is not simple: offline,
/// stale fallback, retries, refusals, broken bodies, and the API key that must stay secret.
@Suite struct SearchNetworkTests {
    private static let duneSearch = "/books/v1/volumes?q=dune&maxResults=10&startIndex=0"

    private func serverWithErrors() throws -> LoopbackHTTPServer {
        try CacheRecordings.server(addingErrorsOf: "googlebooks", at: CacheRecordings.booksPrefix)
    }

    @Test func aFreshEntryIsServedWithoutTheNetworkAndOfflineUsesOnlyTheCache() throws {
        let server = try CacheRecordings.server()
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        let first = try shelf.run(["search", "dune"])
        #expect(first.status == 0)
        #expect(server.requestCount == 1)

        let again = try shelf.run(["search", "dune"])
        #expect(again.stdout == first.stdout)
        #expect(again.stderr.isEmpty)
        let offlineHit = try shelf.run(["--offline", "search", "dune"])
        #expect(offlineHit.status == 0)
        #expect(offlineHit.stdout == first.stdout)
        #expect(server.requestCount == 1, "neither the repeat nor --offline touched the network")

        let offlineMiss = try shelf.run(["search", "--offline", "--title", "dune"])
        #expect(offlineMiss.status == 1)
        #expect(offlineMiss.stdout.isEmpty)
        #expect(offlineMiss.stderr.contains("--offline"))
        #expect(offlineMiss.stderr.split(separator: "\n").count == 1)
        #expect(server.requestCount == 1)
    }

    @Test func theRepositoryCacheAnswersOfflineSearches() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        // A copy, because reading an entry touches its modification time (the LRU clock).
        let copy = shelf.home.appendingPathComponent("recordings")
        try FileManager.default.copyItem(at: CacheRecordings.folder, to: copy)
        let environment = ["SHELF_CACHE_DIR": copy.path]

        let result = try shelf.run(["--offline", "search", "dune"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("B1hSG45JCX4C"))
        #expect(result.stdout.contains("Dune Messiah"))
        // The recordings are older than a day, so they are shown with one note saying how old.
        #expect(result.stderr.hasPrefix("shelf: offline — showing Google Books results cached "))
        #expect(result.stderr.hasSuffix(" days ago\n"))
        #expect(result.stderr.split(separator: "\n").count == 1)

        for arguments in [["--title", "dune"], ["--author", "frank herbert"], ["--isbn", "9780441013593"]] {
            #expect(try shelf.run(["--offline", "search"] + arguments, environment: environment).status == 0)
        }
    }

    @Test func aStaleEntryIsServedWithANoteWhenTheServerIsDown() throws {
        let server = try CacheRecordings.server()
        var shelf = try CacheRecordings.shelf(using: server, now: "2026-11-20T18:00:00Z")
        defer { shelf.cleanUp() }
        let fresh = try shelf.run(["search", "dune"])
        #expect(fresh.status == 0)
        server.stop()

        shelf.environment["SHELF_NOW"] = "2026-11-23T19:00:00Z"
        let stale = try shelf.run(["search", "dune"])
        #expect(stale.status == 0)
        #expect(stale.stdout == fresh.stdout)
        #expect(stale.stderr == "shelf: cannot connect to 127.0.0.1 — showing Google Books results cached 3 days ago\n")

        // Without any cached copy, the same failure is one line and exit 1.
        let miss = try shelf.run(["search", "--title", "dune"])
        #expect(miss.status == 1)
        // Open Library was asked too, and failed the same way; --offline could not help, so it is not suggested.
        #expect(miss.stderr
            == "shelf: Google Books: cannot connect to 127.0.0.1; Open Library: cannot connect to 127.0.0.1 — check the network connection and try again\n")
        #expect(miss.stderr.split(separator: "\n").count == 1)
    }

    @Test func a429WithRetryAfterAndA503AreRetriedAFewTimes() throws {
        let server = try CacheRecordings.server()
        let body = try CacheRecordings.body(ofFileStartingWith: "googlebooks-volumes-q-dune-")
        server.route(Self.duneSearch, [
            .json(#"{"error": {"code": 429, "message": "slow down"}}"#, status: 429, headers: ["Retry-After": "1"]),
            .json(#"{"error": {"code": 503, "message": "backend"}}"#, status: 503),
            .json(body),
        ])
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }

        let started = Date()
        let result = try shelf.run(["search", "dune"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("B1hSG45JCX4C"))
        #expect(server.requestCount(path: "/books/v1/volumes") == 3)
        #expect(Date().timeIntervalSince(started) >= 1, "Retry-After: 1 was honoured")
    }

    @Test func retriesStopAfterTwoAndTheFailureIsOneLine() throws {
        let server = try CacheRecordings.server()
        server.route(Self.duneSearch, .json(#"{"error": {"code": 503, "message": "backend"}}"#, status: 503))
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }

        let result = try shelf.run(["search", "dune", "--source", "google"])
        #expect(result.status == 1)
        #expect(result.stderr == "shelf: Google Books failed with server error 503 — try again later\n")
        #expect(server.requestCount == 3, "one request and two retries, no more")
    }

    /// A base URL that only redirects is named as that, with the variable that may point wrong.
    @Test func aRedirectLoopNamesTheBaseURL() throws {
        let server = try CacheRecordings.server()
        server.route(Self.duneSearch, StubResponse(status: 302, headers: ["Location": "/elsewhere"]))
        server.route("/elsewhere", StubResponse(status: 302, headers: ["Location": "/elsewhere"]))
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        let result = try shelf.run(["search", "dune", "--source", "google"])
        #expect(result.status == 1)
        #expect(result.stderr == "shelf: Google Books redirected again and again without an answer — check SHELF_GOOGLE_BOOKS_URL if you set it, else try again later\n")
    }

    @Test func quotaRefusalsTellHowToSetAKey() throws {
        let server = try serverWithErrors()
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }

        let daily = try shelf.run(["search", "daily", "limit", "--source", "google"])
        #expect(daily.status == 1)
        #expect(daily.stderr.contains("Daily Limit Exceeded"))
        #expect(daily.stderr.contains("GOOGLE_BOOKS_API_KEY"))
        #expect(daily.stderr.split(separator: "\n").count == 1)
        #expect(server.requestCount == 1, "a 403 is not retried")

        let location = try shelf.run(["search", "unknown", "location", "--source", "google"])
        #expect(location.status == 1)
        #expect(location.stderr.contains("Cannot determine user location"))
        #expect(location.stderr.split(separator: "\n").count == 1)
        #expect(CacheRecordings.cacheEntries(in: shelf.home).isEmpty, "errors are never cached")
    }

    @Test func brokenBodiesAreOneLineAndNeverCachedNorAdded() throws {
        let server = try CacheRecordings.server()
        let body = try CacheRecordings.body(ofFileStartingWith: "googlebooks-volumes-q-dune-")
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        try shelf.createLibrary()
        let library = try shelf.librarySnapshot()

        let faults: [(String, StubResponse)] = [
            ("malformed JSON", .json(#"{"items": [{"id": "B1hSG45JCX4C", "volumeInfo": {"title": "Du"#)),
            ("HTML page", .html("<html><body><h1>Sign in to the Wi-Fi</h1></body></html>")),
            ("truncated body", StubResponse(
                status: 200, headers: ["Content-Type": "application/json"], body: Data(body.utf8),
                fault: .truncateBody(afterBytes: 40))),
            ("wrong content type", StubResponse(status: 200, headers: ["Content-Type": "image/png"], body: Data([0x89, 0x50]))),
        ]
        for (name, fault) in faults {
            server.route(Self.duneSearch, fault)
            for arguments in [["search", "dune"], ["add", "dune"]] {
                let result = try shelf.run(arguments + ["--source", "google"])
                #expect(result.status == 1, "\(name): \(arguments)")
                #expect(result.stdout.isEmpty, "\(name)")
                #expect(result.stderr.hasPrefix("shelf: Google Books sent something that is not usable JSON"), "\(name): \(result.stderr)")
                #expect(result.stderr.split(separator: "\n").count == 1, "\(name)")
            }
            #expect(CacheRecordings.cacheEntries(in: shelf.home).isEmpty, "\(name) was cached")
            #expect(try shelf.librarySnapshot() == library, "\(name) changed the library")
        }
    }

    @Test func theAPIKeyIsSentButNeverStoredNorPrinted() throws {
        let secret = "secret-KEY-4f9a1c"
        let server = try serverWithErrors()
        server.route(
            "/books/v1/volumes?q=echo&maxResults=10&startIndex=0",
            .json(#"{"error": {"code": 400, "message": "API key not valid: \#(secret)", "errors": [{"reason": "badRequest"}]}}"#, status: 400))
        var shelf = try CacheRecordings.shelf(using: server)
        shelf.environment["GOOGLE_BOOKS_API_KEY"] = secret
        defer { shelf.cleanUp() }

        var outputs: [ChildProcess.Result] = []
        outputs.append(try shelf.run(["search", "dune"]))
        outputs.append(try shelf.run(["add", "dune", "--pick", "2"]))
        outputs.append(try shelf.run(["search", "dune", "--json"]))
        outputs.append(try shelf.run(["search", "bad", "key", "--source", "google"]))
        outputs.append(try shelf.run(["search", "echo", "--source", "google"]))
        outputs.append(try shelf.run(["cache", "info", "--json"]))
        outputs.append(try shelf.run(["show", "1", "--json"]))
        #expect(outputs[0].status == 0 && outputs[1].status == 0)
        #expect(outputs[3].status == 1 && outputs[4].status == 1)
        #expect(outputs[4].stderr.contains("[API key]"))

        let sent = server.requestLines.filter { $0.contains("key=\(secret)") }
        let toGoogle = server.requests.filter { $0.path.hasPrefix(CacheRecordings.booksPrefix) }
        #expect(sent.count == toGoogle.count, "every Google Books request carried the key")
        #expect(server.requestCount >= 4)
        for output in outputs {
            #expect(!output.stdout.contains(secret))
            #expect(!output.stderr.contains(secret))
        }
        let files = CacheRecordings.files(under: shelf.home)
        #expect(!CacheRecordings.cacheEntries(in: shelf.home).isEmpty)
        for file in files {
            let bytes = try Data(contentsOf: file)
            #expect(bytes.range(of: Data(secret.utf8)) == nil, "the key is in \(file.lastPathComponent)")
            #expect(!file.lastPathComponent.contains(secret))
        }
    }
}
