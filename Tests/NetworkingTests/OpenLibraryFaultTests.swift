import Foundation
import shelf_fetch
import Testing
@testable import Networking
import TestSupport

/// Every fault the Google Books path handles is handled the same way on the Open Library path,
/// against the loopback server; and Google's daily quota is neither retried nor asked again that day.
@Suite struct OpenLibraryFaultTests {
    /// The loopback target of the search for `dune`, as the client builds it.
    static let searchTarget: String = {
        let settings = NetworkSettings(cacheDirectory: URL(fileURLWithPath: "/nonexistent"), offline: true)
        let manager = NetworkManager(settings: settings, transport: CurlTransport(), now: { Date() }, notice: { _ in })
        let request = try? OpenLibraryClient(manager: manager).searchRequest(VolumeQuery(text: "dune"))
        return "/openlibrary/" + (request?.relativeReference ?? "")
    }()

    @Test(arguments: [
        ("malformed JSON", StubResponse.json(#"{"numFound": 1, "docs": [{"key": "/works/OL1W", "title": "Du"#), NetworkError.invalidResponse(.openLibrary, .malformedJSON)),
        ("HTML page", .html("<html><body>Open Library is down for maintenance</body></html>"), .invalidResponse(.openLibrary, .htmlPage)),
        ("JSON of another shape", .json(#"{"error": "no docs here"}"#), .invalidResponse(.openLibrary, .unexpectedShape)),
        ("wrong content type", StubResponse(status: 200, headers: ["Content-Type": "image/jpeg"], body: Data([0xFF, 0xD8])), .invalidResponse(.openLibrary, .wrongContentType)),
        ("truncated body", StubResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data(#"{"numFound": 0, "docs": []}"#.utf8), fault: .truncateBody(afterBytes: 10)), .invalidResponse(.openLibrary, .truncatedBody)),
        ("server error", .json(#"{"error": "backend"}"#, status: 503), .serverError(.openLibrary, status: 503)),
        ("not HTTP", .fault(.garbage(Array("SSH-2.0-OpenSSH\r\n".utf8))), .invalidResponse(.openLibrary, .notHTTP)),
    ])
    func aBrokenAnswerIsATypedErrorAndNeverCached(name: String, stub: StubResponse, expected: NetworkError) throws {
        let harness = try Harness()
        harness.server.route(Self.searchTarget, stub)
        let client = OpenLibraryClient(manager: harness.manager())
        #expect(throws: expected, "\(name)") { try client.search(VolumeQuery(text: "dune")) }
        #expect(!harness.cacheContents().contains("openlibrary-search"), "\(name) was cached")
    }

    @Test func aSlowServerTimesOutAndAHugeBodyIsRefused() throws {
        let harness = try Harness(timeout: 1)
        harness.server.route(Self.searchTarget, StubResponse(status: 200, body: Data("{}".utf8), delay: 3))
        let client = OpenLibraryClient(manager: harness.manager())
        #expect(throws: NetworkError.timedOut(.openLibrary, host: "127.0.0.1")) { try client.search(VolumeQuery(text: "dune")) }

        let big = Data("{\"docs\": [], \"pad\": \"".utf8) + Data(repeating: UInt8(ascii: "a"), count: HTTPResponse.maximumBodySize) + Data("\"}".utf8)
        let sized = try Harness()
        sized.server.route(Self.searchTarget, StubResponse(status: 200, headers: ["Content-Type": "application/json"], body: big))
        let transport = HelperProcessTransport(helper: BuiltExecutable.url("shelf-fetch"))
        #expect(throws: NetworkError.invalidResponse(.openLibrary, .tooLarge)) {
            try OpenLibraryClient(manager: sized.manager(transport: transport)).search(VolumeQuery(text: "dune"))
        }
    }

    @Test func aRedirectedWorkIsFollowedAndAMissingOneIsNotFound() throws {
        let harness = try Harness()
        try harness.server.mountRecordings(from: Harness.recordings, service: "openlibrary", at: "/openlibrary")
        try harness.server.mountRecordings(from: RecordingTests.errors, service: "openlibrary", at: "/openlibrary")
        // Open Library merges duplicate works and redirects the old key to the one that stays.
        harness.server.route("/openlibrary/works/OL1W.json", StubResponse(status: 301, headers: ["Location": "/openlibrary/works/OL893502W.json"]))
        let client = OpenLibraryClient(manager: harness.manager())
        let work = try client.book(id: "OL1W")
        #expect(work.title == "Dune Messiah" && work.authors == ["Frank Herbert"])
        #expect(throws: NetworkError.notFound(.openLibrary, message: "notfound")) { try client.book(id: "OL0W") }
    }

    @Test func aStaleOpenLibraryAnswerIsServedWhenTheServerFails() throws {
        let harness = try Harness()
        try harness.server.mountRecordings(from: Harness.recordings, service: "openlibrary", at: "/openlibrary")
        let client = OpenLibraryClient(manager: harness.manager())
        let fresh = try client.search(VolumeQuery(text: "dune"))
        harness.server.route(Self.searchTarget, .json("{}", status: 502))
        harness.advance(by: 2 * 86400)
        #expect(try OpenLibraryClient(manager: harness.manager()).search(VolumeQuery(text: "dune")) == fresh)
        #expect(harness.notices == [.showingCached(.openLibraryResults, age: 2 * 86400, failure: .serverError(.openLibrary, status: 502))])
    }

    @Test func googlesDailyQuotaIsNotRetriedAndIsRememberedUntilThePacificMidnight() throws {
        let harness = try Harness()
        try harness.server.mountRecordings(from: RecordingTests.errors, service: "googlebooks", at: "/books/v1")
        let query = VolumeQuery(text: "daily quota")
        #expect {
            try GoogleBooksClient(manager: harness.manager()).search(query)
        } throws: { error in
            guard case .dailyQuotaUsedUp(.googleBooks, let message, false) = error as? NetworkError else { return false }
            return message?.contains("'Queries per day'") == true
        }
        #expect(harness.server.requestCount == 1, "a daily quota is not retried")
        #expect(harness.sleeps.isEmpty)

        #expect(throws: NetworkError.dailyQuotaUsedUp(.googleBooks, message: nil, remembered: true)) {
            try GoogleBooksClient(manager: harness.manager()).search(VolumeQuery(text: "dune"))
        }
        #expect(harness.server.requestCount == 1, "Google is not asked again the same day")

        // Harness.start is 2025-06-15T15:06:40Z; the Pacific day ends at 07:00Z in summer.
        #expect(DailyQuotaPause.endOfQuotaDay(after: Harness.start) == Date(timeIntervalSince1970: 1_750_057_200))
        harness.advance(by: 1_750_057_200 - Harness.start.timeIntervalSince1970)
        #expect(throws: NetworkError.self) { try GoogleBooksClient(manager: harness.manager()).search(query) }
        #expect(harness.server.requestCount == 2, "a new quota day asks Google again")
    }
}
