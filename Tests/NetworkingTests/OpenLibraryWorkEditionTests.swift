import Foundation
import shelf_fetch
import Testing
@testable import Networking
import TestSupport

/// A work asked for by its id (`OL…W`) gets the edition Open Library's search shows for it, as a
/// search result does; a work search knows no edition for, or whose search or edition answer is
/// broken, is still read, alone.
@Suite struct OpenLibraryWorkEditionTests {
    /// The loopback path of every Open Library search.
    private static let searchPath = "/openlibrary/search.json"

    /// The loopback target of the search for one work's key, as the client builds it.
    private static func workSearchTarget(_ id: String) -> String {
        let settings = NetworkSettings(cacheDirectory: URL(fileURLWithPath: "/nonexistent"), offline: true)
        let manager = NetworkManager(settings: settings, transport: CurlTransport(), now: { Date() }, notice: { _ in })
        let query = VolumeQuery(text: OpenLibraryClient.workKeyQuery + id, limit: 1)
        let request = try? OpenLibraryClient(manager: manager).searchRequest(query)
        return "/openlibrary/" + (request?.relativeReference ?? "")
    }

    /// A harness serving every Open Library recording in `Cache/`.
    private func harness() throws -> Harness {
        let harness = try Harness()
        try harness.server.mountRecordings(from: Harness.recordings, service: "openlibrary", at: "/openlibrary")
        return harness
    }

    @Test func aWorkIdGetsTheEditionItsSearchResultStandsFor() throws {
        let (manager, copy) = try RecordingTests.offlineManager()
        defer { copy.remove() }
        let client = OpenLibraryClient(manager: manager)
        let byID = try client.book(id: "OL893415W")
        #expect(byID.openLibraryID == "OL26242482M" && byID.workID == "OL893415W")
        #expect(byID.pageCount == 604 && byID.isbn13 == "9780340960196")
        #expect(byID.publisher == "Hodder & Stoughton" && byID.year == 2010 && byID.originalYear == 1965)
        #expect(byID.description?.hasPrefix("Set on the desert planet Arrakis") == true, "the edition has none: the work's is taken")
        let searched = try #require(try client.search(VolumeQuery(text: "dune")).first)
        #expect(byID == (try client.fullRecord(of: searched)), "the same record as adding the search result")
    }

    @Test func theEditionsOwnFieldsAndDescriptionAreKept() throws {
        let (manager, copy) = try RecordingTests.offlineManager()
        defer { copy.remove() }
        let children = try OpenLibraryClient(manager: manager).book(id: "OL893510W")
        #expect(children.openLibraryID == "OL7262148M" && children.title == "Children of Dune")
        #expect(children.pageCount == 444 && children.isbn13 == "9780441104024" && children.isbn10 == "0441104029")
        #expect(children.publisher == "Ace Books" && children.year == 1987 && children.originalYear == 1976)
        #expect(children.authors == ["Frank Herbert"] && children.otherAuthorNames.isEmpty, "the edition names its author")
        #expect(children.description == "Paul Atreides' twin children, Leto and Ghanima, inherit the empire of Dune and its Golden Path.")
    }

    /// A search document without `cover_edition_key` (a work with no editions), or a search that
    /// does not know the work, leaves the work record, as before.
    @Test(arguments: [
        #"{"numFound": 1, "docs": [{"key": "/works/OL893502W", "title": "Dune Messiah", "first_publish_year": 1969}]}"#,
        #"{"numFound": 0, "docs": []}"#,
    ])
    func aWorkWithoutAnEditionIsReadAlone(answer: String) throws {
        let harness = try harness()
        harness.server.route(Self.workSearchTarget("OL893502W"), .json(answer))
        let messiah = try OpenLibraryClient(manager: harness.manager()).book(id: "OL893502W")
        #expect(messiah.volumeId == "OL893502W" && messiah.openLibraryID == "OL893502W")
        #expect(messiah.title == "Dune Messiah" && messiah.authors == ["Frank Herbert"])
        #expect(messiah.pageCount == nil && messiah.isbn13 == nil && messiah.publisher == nil)
        #expect(messiah.description?.hasPrefix("Dune Messiah continues the story") == true)
        #expect(harness.server.requestCount(path: Self.searchPath) == 1, "search was asked for the work's edition")
    }

    /// Whatever shape the search or edition answer has, the work is still read: never a crash,
    /// never an error the work itself does not have.
    @Test(arguments: [
        ("search docs not a list", "search", StubResponse.json(#"{"numFound": 1, "docs": "OL26242482M"}"#)),
        ("search answer a list", "search", .json(#"[{"key": "/works/OL893415W", "cover_edition_key": "OL26242482M"}]"#)),
        ("edition key a number", "search", .json(#"{"docs": [{"key": "/works/OL893415W", "cover_edition_key": 26242482}]}"#)),
        ("edition key an author", "search", .json(#"{"docs": [{"key": "/works/OL893415W", "cover_edition_key": "OL79034A"}]}"#)),
        ("another work's document", "search", .json(#"{"docs": [{"key": "/works/OL1W", "cover_edition_key": "OL26242482M"}]}"#)),
        ("search as HTML", "search", .html("<html>search is down</html>")),
        ("search server error", "search", .json(#"{"error": "solr"}"#, status: 503)),
        ("edition without a key", "edition", .json(#"{"OLID:OL26242482M": {"title": 5, "number_of_pages": "many"}}"#)),
        ("edition not an object", "edition", .json(#"{"OLID:OL26242482M": ["Dune"]}"#)),
        ("no such edition", "edition", .json("{}")),
        ("edition server error", "edition", .json(#"{"error": "backend"}"#, status: 500)),
    ])
    func aBrokenSearchOrEditionAnswerLeavesTheWork(name: String, broken: String, answer: StubResponse) throws {
        let harness = try harness()
        let target = broken == "search"
            ? Self.workSearchTarget("OL893415W") : "/openlibrary/api/books?bibkeys=OLID%3AOL26242482M&jscmd=data&format=json"
        harness.server.route(target, answer)
        let dune = try OpenLibraryClient(manager: harness.manager()).book(id: "OL893415W")
        #expect(dune.volumeId == "OL893415W" && dune.openLibraryID == "OL893415W", "\(name)")
        #expect(dune.title == "Dune" && dune.authors == ["Frank Herbert"] && dune.pageCount == nil, "\(name)")
        #expect(dune.description?.hasPrefix("Set on the desert planet Arrakis") == true, "\(name)")
        #expect(harness.server.requestCount(path: String(target.prefix { $0 != "?" })) >= 1, "\(name) was asked")
    }

    /// When the work fails too, its own error is the one said.
    @Test func aWorkThatFailsTooIsItsOwnError() throws {
        let harness = try harness()
        harness.server.route(Self.workSearchTarget("OL893415W"), .json(#"{"error": "solr"}"#, status: 503))
        harness.server.route("/openlibrary/works/OL893415W.json", .json(#"{"error": "backend"}"#, status: 502))
        #expect(throws: NetworkError.serverError(.openLibrary, status: 502)) {
            try OpenLibraryClient(manager: harness.manager()).book(id: "OL893415W")
        }
        #expect(harness.server.requestCount(path: Self.searchPath) >= 1, "search was asked first")
    }

    /// The search that chooses the edition is part of reading the work: offline, its cached answer
    /// is named as the record, not as search results.
    @Test func theWorksSearchIsNamedAsItsRecord() throws {
        let harness = try harness()
        _ = try OpenLibraryClient(manager: harness.manager()).book(id: "OL893415W")
        harness.settings.offline = true
        harness.advance(by: 40 * 86400)
        let offline = try OpenLibraryClient(manager: harness.manager()).book(id: "OL893415W")
        #expect(offline.openLibraryID == "OL26242482M", "the edition's choice is cached with the rest")
        #expect(!harness.notices.isEmpty)
        #expect(harness.notices.allSatisfy {
            guard case .showingCached(.openLibraryRecord, _, nil) = $0 else { return false }
            return true
        }, "\(harness.notices)")
    }
}
