import Foundation
import Testing
@testable import Networking
import TestSupport

/// A 2xx answer the client cannot read is never cached, a cached one that no longer reads is a
/// miss and is removed, and an entry whose dates cannot be true is stale: no bad answer can stick.
@Suite struct CachePoisoningTests {
    static let volumePath = "/books/v1/volumes/B1hSG45JCX4C"
    static let volume = #"{"id": "B1hSG45JCX4C", "volumeInfo": {"title": "Dune"}}"#
    static let searchPath = "/books/v1/volumes"
    static let search = #"{"kind": "books#volumes", "totalItems": 1, "items": [{"id": "B1hSG45JCX4C", "volumeInfo": {"title": "Dune"}}]}"#
    static let wordPath = "/api/v2/entries/en/dune"
    static let word = #"[{"word": "dune", "meanings": [{"partOfSpeech": "noun", "definitions": [{"definition": "a hill of sand"}]}]}]"#

    /// Asks each endpoint once through its client.
    enum Endpoint: String, CaseIterable {
        case search, volume, dictionary

        var path: String {
            switch self {
            case .search: CachePoisoningTests.searchPath
            case .volume: CachePoisoningTests.volumePath
            case .dictionary: CachePoisoningTests.wordPath
            }
        }

        var goodBody: String {
            switch self {
            case .search: CachePoisoningTests.search
            case .volume: CachePoisoningTests.volume
            case .dictionary: CachePoisoningTests.word
            }
        }

        var service: NetworkService { self == .dictionary ? .dictionary : .googleBooks }

        func ask(_ manager: NetworkManager) throws(NetworkError) {
            switch self {
            case .search: _ = try GoogleBooksClient(manager: manager).search(VolumeQuery(text: "dune"))
            case .volume: _ = try GoogleBooksClient(manager: manager).volume(id: "B1hSG45JCX4C")
            case .dictionary: _ = try DictionaryClient(manager: manager).lookup("dune")
            }
        }
    }

    static let badAnswers: [(StubResponse, ResponseProblem)] = [
        (.json(#"{"unexpected": true}"#), .unexpectedShape),
        (StubResponse(status: 200, headers: ["Content-Type": "text/plain"], body: Data("not json".utf8)), .malformedJSON),
        (StubResponse(status: 200, body: Data(#"{"items": [{"id": "B1hSG4"#.utf8), fault: .truncateBody(afterBytes: 8)), .truncatedBody),
    ]

    @Test(arguments: Endpoint.allCases, badAnswers.indices)
    func aBadAnswerIsNotCachedAndTheServerIsAskedAgain(endpoint: Endpoint, answer: Int) throws {
        let (stub, problem) = Self.badAnswers[answer]
        let harness = try Harness()
        harness.server.route(endpoint.path, stub)
        #expect(throws: NetworkError.invalidResponse(endpoint.service, problem)) { try endpoint.ask(harness.manager()) }
        #expect(harness.cacheContents().isEmpty)
        let asked = harness.server.requestCount
        harness.server.route(endpoint.path, .json(endpoint.goodBody))
        try endpoint.ask(harness.manager())
        #expect(harness.server.requestCount == asked + 1, "the next call asked the server again")
        #expect(harness.cacheContents().contains("fetchedAt"), "and cached the good answer")
    }

    /// A number too large for a `Double` in one field leaves that field empty, not the answer:
    /// the book is found, without the count, and the answer is cached as any good one is.
    @Test func aNumberTooLargeEmptiesOnlyItsField() throws {
        let harness = try Harness()
        harness.server.route(
            Self.searchPath,
            .json(#"{"totalItems": 1, "items": [{"id": "B1hSG45JCX4C", "volumeInfo": {"title": "Dune", "pageCount": 1e400, "printedPageCount": 412, "averageRating": -1e999}}]}"#))
        let volumes = try GoogleBooksClient(manager: harness.manager()).search(VolumeQuery(text: "dune"))
        #expect(volumes.map(\.title) == ["Dune"])
        #expect(volumes.first?.pageCounts.map(\.pages) == [412])
        #expect(harness.cacheContents().contains("fetchedAt"))
    }

    /// Answers of the right outline with nothing a client can read in them: a dictionary entry
    /// whose every value is null or a number, a search whose every item lacks its id.
    @Test(arguments: [
        (Endpoint.dictionary, #"[{"word": null, "phonetic": null, "meanings": [{"partOfSpeech": null, "definitions": [{"definition": null, "example": null}]}]}]"#),
        (.dictionary, #"[{"word": 1, "meanings": [{"partOfSpeech": 2, "definitions": [{"definition": 3}]}]}]"#),
        (.dictionary, #"[{"word": "dune", "meanings": []}]"#),
        (.search, #"{"totalItems": 2, "items": [{"volumeInfo": {"title": "Dune"}}, {"id": null}]}"#),
    ])
    func anAnswerWithNothingToReadIsNotCached(endpoint: Endpoint, body: String) throws {
        let harness = try Harness()
        harness.server.route(endpoint.path, .json(body))
        #expect(throws: NetworkError.invalidResponse(endpoint.service, .unexpectedShape)) { try endpoint.ask(harness.manager()) }
        #expect(harness.cacheContents().isEmpty)
    }

    /// Open Library answers of the right outline that its client cannot read — an edition with no
    /// key, a search whose every document is junk, a work whose key is no id — are refused, not
    /// cached: a good answer later is fetched instead of 30 days of the same failure.
    @Test(arguments: [
        ("/openlibrary/api/books", #"{"OLID:OL9M": {"title": "Ed"}}"#, "OL9M"),
        ("/openlibrary/search.json", #"{"numFound": 3, "docs": [null, [], "x"]}"#, "dune"),
        ("/openlibrary/works/OL893415W.json", #"{"key": "/works/dune", "title": "Dune"}"#, "OL893415W"),
    ])
    func anOpenLibraryAnswerItsReaderRefusesIsNotCached(path: String, body: String, asked: String) throws {
        let harness = try Harness()
        harness.server.route(path, .json(body))
        let client = OpenLibraryClient(manager: harness.manager())
        #expect(throws: NetworkError.invalidResponse(.openLibrary, .unexpectedShape)) {
            if OpenLibraryClient.isBookID(asked) { _ = try client.book(id: asked) } else { _ = try client.search(VolumeQuery(text: asked)) }
        }
        #expect(harness.cacheContents().isEmpty)
    }

    @Test(arguments: Endpoint.allCases, [#"{"unexpected": true}"#, "not json", #"[{"word": "du"#, ""])
    func aCachedAnswerThatNoLongerReadsIsAMissAndIsReplaced(endpoint: Endpoint, body: String) throws {
        let harness = try Harness()
        harness.server.route(endpoint.path, .json(endpoint.goodBody))
        try endpoint.ask(harness.manager())
        let file = try #require(FileManager.default.contentsOfDirectory(at: harness.cacheDirectory, includingPropertiesForKeys: nil).first)
        var stored = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        stored["body"] = body
        try JSONSerialization.data(withJSONObject: stored).write(to: file)

        harness.advance(by: 60)
        try endpoint.ask(harness.manager())
        #expect(harness.server.requestCount == 2, "the damaged entry was a miss")
        let rewritten = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        #expect(rewritten["body"] as? String == endpoint.goodBody)

        // Offline, a damaged entry is removed and the miss says so in one line.
        stored["body"] = body
        try JSONSerialization.data(withJSONObject: stored).write(to: file)
        harness.settings.offline = true
        #expect(throws: NetworkError.offlineCacheMiss(endpoint.service)) { try endpoint.ask(harness.manager()) }
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test(arguments: [(-60.0, Double.infinity), (-60, .nan), (-60, -.infinity)])
    func aFreshnessThatIsNotANumberOfSecondsIsStale(fetchedFromNow offset: TimeInterval, maxAge: Double) {
        let entry = CacheEntry(
            key: CacheKey(service: .googleBooks, request: "volumes/x"), status: 200, contentType: nil, etag: nil,
            lastModified: nil, fetchedAt: Harness.start + offset, maxAgeSeconds: maxAge, body: "{}")
        #expect(!entry.isFresh(at: Harness.start))
    }

    @Test(arguments: [
        (86400.0 * 10, 3600.0),  // fetched ten days from now
        (1, 3600),  // a second from now
        (-60, 1e12),  // fresh for 30,000 years
        (-60, -5),
    ])
    func anEntryWithDatesThatCannotBeTrueIsStale(fetchedFromNow offset: TimeInterval, maxAge: Double) throws {
        let harness = try Harness()
        harness.server.route(Self.volumePath, .json(Self.volume))
        let request = try GoogleBooksClient(manager: harness.manager()).volumeRequest(id: "B1hSG45JCX4C")
        let entry = CacheEntry(
            key: request.cacheKey, status: 200, contentType: "application/json", etag: nil, lastModified: nil,
            fetchedAt: Harness.start + offset, maxAgeSeconds: maxAge, body: Self.volume)
        #expect(!entry.isFresh(at: Harness.start))
        try DiskCache(directory: harness.cacheDirectory, sizeLimitBytes: 1 << 20).store(entry, now: Harness.start)

        #expect(try harness.manager().fetch(request).source == .network)
        #expect(harness.server.requestCount == 1)
    }
}
