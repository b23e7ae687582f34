import Foundation
import shelf_fetch
import Testing
@testable import Networking
import TestSupport

/// The manager against the loopback server: caching, revalidation, each failure, retries and
/// the stale and offline fallbacks. Sleeps are recorded, not slept, so retries cost nothing.
@Suite struct NetworkManagerTests {
    static let path = "/books/v1/volumes/B1hSG45JCX4C"
    static let request = NetworkRequest(service: .googleBooks, pathSegments: ["volumes", "B1hSG45JCX4C"], maxAge: 3600)
    static let body = #"{"id": "B1hSG45JCX4C", "volumeInfo": {"title": "Dune"}}"#

    @Test func freshEntryUsesNoNetwork() throws {
        let harness = try Harness()
        harness.server.route(Self.path, .json(Self.body))
        let first = try harness.manager().fetch(Self.request)
        #expect(first.source == .network && first.body == Data(Self.body.utf8))
        harness.advance(by: 3599)
        let second = try harness.manager().fetch(Self.request)
        #expect(second.source == .freshCache && second.body == first.body)
        #expect(harness.server.requestCount(path: Self.path) == 1)
        #expect(harness.notices.isEmpty)
    }

    @Test func aRequestAcceptingNoAgeIsRevalidatedAndStoredAsUsual() throws {
        let harness = try Harness()
        harness.server.route(Self.path, .json(Self.body, headers: ["ETag": "\"v1\""]))
        _ = try harness.manager().fetch(Self.request)
        var again = Self.request
        again.acceptedAge = 0
        let refreshed = try harness.manager().fetch(again)
        #expect(refreshed.source == .revalidated)
        #expect(harness.server.requestCount(path: Self.path) == 2)
        #expect(harness.server.requests.last?.headers["if-none-match"] == "\"v1\"")
        // The revalidated entry keeps the request's lifetime for everyone else.
        harness.advance(by: 3599)
        #expect(try harness.manager().fetch(Self.request).source == .freshCache)
    }

    @Test func staleEntryIsRevalidatedWithItsValidators() throws {
        let harness = try Harness()
        harness.server.route(Self.path, .json(Self.body, headers: ["ETag": "\"v1\"", "Last-Modified": "Sun, 01 Jun 2025 12:00:00 GMT"]))
        _ = try harness.manager().fetch(Self.request)
        harness.advance(by: 7200)
        let revalidated = try harness.manager().fetch(Self.request)
        #expect(revalidated.source == .revalidated && revalidated.body == Data(Self.body.utf8))
        let conditional = try #require(harness.server.requests.last)
        #expect(conditional.headers["if-none-match"] == "\"v1\"")
        #expect(conditional.headers["if-modified-since"] == "Sun, 01 Jun 2025 12:00:00 GMT")
        // The 304 made the entry fresh again.
        harness.advance(by: 60)
        #expect(try harness.manager().fetch(Self.request).source == .freshCache)
        #expect(harness.server.requestCount(path: Self.path) == 2)
    }

    @Test func changedResourceReplacesTheEntry() throws {
        let harness = try Harness()
        harness.server.route(Self.path, [.json(Self.body, headers: ["ETag": "\"v1\""]), .json("[2]", headers: ["ETag": "\"v2\""])])
        _ = try harness.manager().fetch(Self.request)
        harness.advance(by: 7200)
        #expect(try harness.manager().fetch(Self.request).body == Data("[2]".utf8))
        #expect(harness.manager().cache.entry(for: Self.request.cacheKey, now: Harness.start)?.etag == "\"v2\"")
    }

    @Test func badRequestIsNotRetried() throws {
        let harness = try Harness()
        harness.server.route(Self.path, .json(#"{"error": {"code": 400, "message": "Invalid\nvalue\u0007 for q", "errors": [{"reason": "invalid"}]}}"#, status: 400))
        #expect(throws: NetworkError.badRequest(.googleBooks, message: "Invalid value for q")) {
            try harness.manager().fetch(Self.request)
        }
        #expect(harness.server.requestCount(path: Self.path) == 1 && harness.sleeps.isEmpty)
    }

    @Test(arguments: [
        ("dailyLimitExceeded", "PERMISSION_DENIED", NetworkError.rateLimited(.googleBooks, message: "m")),
        ("userRateLimitExceeded", "PERMISSION_DENIED", .rateLimited(.googleBooks, message: "m")),
        ("keyInvalid", "PERMISSION_DENIED", .invalidAPIKey(message: "m")),
        ("unknownLocation", "PERMISSION_DENIED", .forbidden(.googleBooks, message: "m")),
    ])
    func forbiddenReasons(reason: String, status: String, expected: NetworkError) throws {
        let harness = try Harness()
        harness.server.route(Self.path, .json(#"{"error": {"code": 403, "message": "m", "errors": [{"reason": "\#(reason)"}], "status": "\#(status)"}}"#, status: 403))
        #expect(throws: expected) { try harness.manager().fetch(Self.request) }
        #expect(harness.server.requestCount(path: Self.path) == 1)
    }

    @Test func rateLimitHonoursRetryAfterSeconds() throws {
        let harness = try Harness()
        harness.server.route(Self.path, [
            .json(#"{"error": {"code": 429, "message": "slow down"}}"#, status: 429, headers: ["Retry-After": "3"]),
            .json(#"{"error": {"code": 429, "message": "slow down"}}"#, status: 429, headers: ["Retry-After": "7"]),
            .json(Self.body),
        ])
        #expect(try harness.manager().fetch(Self.request).source == .network)
        #expect(harness.sleeps == [3, 7])
        #expect(harness.server.requestCount(path: Self.path) == 3)
    }

    @Test func retryAfterAsHTTPDate() throws {
        let harness = try Harness()
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let date = formatter.string(from: Date().addingTimeInterval(5))
        harness.server.route(Self.path, [.json("{}", status: 503, headers: ["Retry-After": date]), .json(Self.body)])
        _ = try harness.manager().fetch(Self.request)
        let slept = try #require(harness.sleeps.first)
        #expect(slept > 2 && slept <= 5)
    }

    @Test func retryAfterBeyondTheBoundIsNotWaitedFor() throws {
        let harness = try Harness()
        harness.server.route(Self.path, .json(#"{"error": {"code": 429, "message": "later"}}"#, status: 429, headers: ["Retry-After": "3600"]))
        #expect(throws: NetworkError.rateLimited(.googleBooks, message: "later")) { try harness.manager().fetch(Self.request) }
        #expect(harness.sleeps.isEmpty && harness.server.requestCount(path: Self.path) == 1)
    }

    @Test(arguments: [500, 502, 503])
    func serverErrorsAreRetriedTwiceWithBackoff(status: Int) throws {
        let harness = try Harness()
        harness.server.route(Self.path, .html("<html><body>Bad gateway</body></html>", status: status))
        #expect(throws: NetworkError.serverError(.googleBooks, status: status)) { try harness.manager().fetch(Self.request) }
        #expect(harness.server.requestCount(path: Self.path) == 3)
        #expect(harness.sleeps == [0.5, 1.0])
        #expect(harness.cacheContents().isEmpty)
    }

    @Test func transientServerErrorRecovers() throws {
        let harness = try Harness()
        harness.server.route(Self.path, [.json("{}", status: 500), .json(Self.body)])
        #expect(try harness.manager().fetch(Self.request).source == .network)
        #expect(harness.server.requestCount(path: Self.path) == 2 && harness.sleeps == [0.5])
    }

    @Test func slowResponseTimesOutWithoutRetry() throws {
        let harness = try Harness(timeout: 1)
        harness.server.route(Self.path, StubResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data("{}".utf8), delay: 4))
        let started = Date()
        #expect(throws: NetworkError.timedOut(.googleBooks, host: "127.0.0.1")) { try harness.manager().fetch(Self.request) }
        let elapsed = Date().timeIntervalSince(started)
        #expect(elapsed >= 0.9 && elapsed < 3.5)
        #expect(harness.server.requestCount(path: Self.path) == 1)
    }

    @Test func truncatedBodyIsRetriedThenReported() throws {
        let harness = try Harness()
        var stub = StubResponse.json(Self.body)
        stub.fault = .truncateBody(afterBytes: 10)
        harness.server.route(Self.path, stub)
        #expect(throws: NetworkError.invalidResponse(.googleBooks, .truncatedBody)) { try harness.manager().fetch(Self.request) }
        #expect(harness.server.requestCount(path: Self.path) == 3)
        #expect(harness.cacheContents().isEmpty)
    }

    @Test func droppedConnectionIsRetried() throws {
        let harness = try Harness()
        harness.server.route(Self.path, [.fault(.closeWithoutResponse), .json(Self.body)])
        #expect(try harness.manager().fetch(Self.request).source == .network)
        #expect(harness.server.requestCount(path: Self.path) == 2)
        harness.server.route(Self.path, .fault(.closeWithoutResponse))
        harness.advance(by: 7200)
        _ = try? FileManager.default.removeItem(at: harness.cacheDirectory)
        #expect(throws: NetworkError.connectionLost(.googleBooks, host: "127.0.0.1")) { try harness.manager().fetch(Self.request) }
    }

    @Test func garbageIsNotHTTP() throws {
        let harness = try Harness()
        harness.server.route(Self.path, .fault(.garbage(Array("\u{0}\u{7}SSH-2.0-OpenSSH\r\n\r\n".utf8))))
        #expect(throws: NetworkError.invalidResponse(.googleBooks, .notHTTP)) { try harness.manager().fetch(Self.request) }
        #expect(harness.server.requestCount(path: Self.path) == 1)
    }

    @Test(arguments: [
        (StubResponse.html("<!DOCTYPE html><html><body>Sign in to the Wi-Fi</body></html>"), ResponseProblem.htmlPage),
        (StubResponse(status: 200, headers: [:], body: Data("  <html>".utf8)), .htmlPage),
        (StubResponse.json(#"{"items": [{"id": "a"}"#), .malformedJSON),
        (StubResponse.json(""), .malformedJSON),
        (StubResponse(status: 200, headers: ["Content-Type": "text/csv"], body: Data("a,b".utf8)), .wrongContentType),
        (StubResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data([0x7B, 0xFF, 0x7D])), .malformedJSON),
    ])
    func unusableBodiesAreRejectedAndNotCached(stub: StubResponse, problem: ResponseProblem) throws {
        let harness = try Harness()
        harness.server.route(Self.path, stub)
        #expect(throws: NetworkError.invalidResponse(.googleBooks, problem)) { try harness.manager().fetch(Self.request) }
        #expect(harness.cacheContents().isEmpty)
        #expect(harness.server.requestCount(path: Self.path) == 1)
    }

    @Test func refusedConnection() throws {
        let harness = try Harness()
        harness.settings.googleBooksBaseURL = try #require(URL(string: "http://127.0.0.1:\(try LoopbackHTTPServer.refusedPort())/books/v1"))
        let started = Date()
        #expect(throws: NetworkError.cannotConnect(.googleBooks, host: "127.0.0.1")) { try harness.manager().fetch(Self.request) }
        #expect(Date().timeIntervalSince(started) < 2 && harness.sleeps.isEmpty)
    }

    @Test func staleEntryIsServedWithANoticeWhenTheNetworkFails() throws {
        let harness = try Harness()
        harness.server.route(Self.path, [.json(Self.body), .json("{}", status: 503)])
        _ = try harness.manager().fetch(Self.request)
        harness.advance(by: 3 * 86400 + 100)
        let stale = try harness.manager().fetch(Self.request)
        #expect(stale.source == .staleCache(age: 3 * 86400 + 100) && stale.body == Data(Self.body.utf8))
        #expect(harness.notices == [
            .showingCached(.bookRecord, age: 3 * 86400 + 100, failure: .serverError(.googleBooks, status: 503)),
        ])

        // Refused connections fall back the same way.
        var refused = harness.settings
        refused.googleBooksBaseURL = try #require(URL(string: "http://127.0.0.1:\(try LoopbackHTTPServer.refusedPort())/books/v1"))
        let notes = LockedNotes()
        let manager = NetworkManager(settings: refused, transport: CurlTransport(), now: { Harness.start + 5 * 86400 }, notice: notes.append, sleep: { _ in })
        #expect(try manager.fetch(Self.request).source == .staleCache(age: 5 * 86400))
        #expect(notes.all == [.showingCached(.bookRecord, age: 5 * 86400, failure: .cannotConnect(.googleBooks, host: "127.0.0.1"))])
    }

    @Test func definiteErrorsDoNotFallBackToStale() throws {
        let harness = try Harness()
        harness.server.route(Self.path, [.json(Self.body), .json(#"{"error": {"message": "gone"}}"#, status: 404)])
        _ = try harness.manager().fetch(Self.request)
        harness.advance(by: 7200)
        #expect(throws: NetworkError.notFound(.googleBooks, message: "gone")) { try harness.manager().fetch(Self.request) }
    }

    @Test func offlineServesAnyEntryAndNeverTouchesTheNetwork() throws {
        let harness = try Harness()
        harness.server.route(Self.path, .json(Self.body))
        _ = try harness.manager().fetch(Self.request)
        harness.settings.offline = true
        harness.advance(by: 600)
        #expect(try harness.manager().fetch(Self.request).source == .freshCache)
        #expect(harness.notices.isEmpty)
        harness.advance(by: 2 * 3600)
        #expect(try harness.manager().fetch(Self.request).source == .staleCache(age: 2 * 3600 + 600))
        #expect(harness.notices == [.showingCached(.bookRecord, age: 2 * 3600 + 600, failure: nil)])

        let other = NetworkRequest(service: .dictionary, pathSegments: ["en", "word"], maxAge: 60)
        #expect(throws: NetworkError.offlineCacheMiss(.dictionary)) { try harness.manager().fetch(other) }
        #expect(harness.server.requestCount == 1)
    }

    @Test func apiKeyIsSentButNeverStoredOrShown() throws {
        let key = "AIzaSyTEST-secret_KEY123"
        let harness = try Harness(apiKey: key)
        try harness.server.mountRecordings(from: Harness.recordings, service: "googlebooks", at: "/books/v1")
        let client = GoogleBooksClient(manager: harness.manager())
        #expect(try client.search(VolumeQuery(title: "dune")).count == 4)
        #expect(try client.volume(id: "B1hSG45JCX4C").title == "Dune")
        #expect(harness.server.requestLines.count == 2)
        #expect(harness.server.requestLines.allSatisfy { $0.contains("key=\(key)") })
        let onDisk = harness.cacheContents()
        #expect(onDisk.contains("B1hSG45JCX4C") && !onDisk.contains(key))

        harness.server.route("/books/v1/volumes", .json(#"{"error": {"message": "bad key \#(key)", "errors": [{"reason": "keyInvalid"}]}}"#, status: 400))
        #expect(throws: NetworkError.invalidAPIKey(message: "bad key [API key]")) {
            try client.search(VolumeQuery(text: "anything"))
        }
    }

    /// A key with characters that encode: every way a server may echo it is hidden, in a
    /// message cut at its length limit too, and in a 2xx answer that is cached.
    @Test func everyEncodingOfTheKeyIsHidden() throws {
        let key = "k3y/with space+plus&é=~"
        let spellings = [
            key, "k3y%2Fwith%20space%2Bplus%26%C3%A9%3D~", "k3y%2fwith%20space%2bplus%26%c3%a9%3d~",
            "k3y%2Fwith+space%2Bplus%26%C3%A9%3D~", "k3y%2fwith+space%2bplus%26%c3%a9%3d~", "k3y/with+space+plus&é=~",
        ]
        let harness = try Harness(apiKey: key)
        for spelling in spellings {
            let echo = "Invalid request GET /books/v1/volumes?q=x&key=\(spelling)"
            harness.server.route("/books/v1/volumes", .json(#"{"error": {"message": "\#(echo)"}}"#, status: 400))
            #expect(throws: NetworkError.badRequest(.googleBooks, message: "Invalid request GET /books/v1/volumes?q=x&key=[API key]")) {
                try GoogleBooksClient(manager: harness.manager()).search(VolumeQuery(text: "x"))
            }
        }
        // Cut at 200 characters, the message would end in the first letters of the key.
        let padding = String(repeating: "x", count: 190)
        harness.server.route("/books/v1/volumes", .json(#"{"error": {"message": "\#(padding)\#(key)"}}"#, status: 400))
        #expect {
            try GoogleBooksClient(manager: harness.manager()).search(VolumeQuery(text: "x"))
        } throws: { error in
            !"\(error)".contains("k3y") && "\(error)".contains(padding + "[API")
        }

        let echoed = spellings.map { "\"\($0)\"" }.joined(separator: ", ")
        harness.server.route(Self.path, .json(#"{"id": "B1hSG45JCX4C", "echo": [\#(echoed)]}"#))
        let response = try harness.manager().fetch(Self.request)
        let shown = String(decoding: response.body, as: UTF8.self)
        let stored = harness.cacheContents()
        #expect(shown.contains("[API key]") && stored.contains("[API key]"))
        for spelling in spellings {
            #expect(!shown.contains(spelling) && !stored.contains(spelling), "\(spelling) was kept")
        }
    }

    @Test func cacheWriteFailureIsANoticeNotAnError() throws {
        let harness = try Harness()
        let blocker = harness.cacheDirectory
        try Data().write(to: blocker)
        harness.settings.cacheDirectory = blocker.appendingPathComponent("inner")
        harness.server.route(Self.path, .json(Self.body))
        #expect(try harness.manager().fetch(Self.request).source == .network)
        #expect(harness.notices == [.notCached(.cacheUnwritable(path: blocker.appendingPathComponent("inner").path))])
    }
}

/// Notices collected from a manager built outside the harness.
final class LockedNotes: @unchecked Sendable {
    private let lock = NSLock()
    private var notes: [NetworkNotice] = []
    var all: [NetworkNotice] { lock.withLock { notes } }
    @Sendable func append(_ note: NetworkNotice) { lock.withLock { notes.append(note) } }
}
