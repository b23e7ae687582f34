import Foundation
import shelf_fetch
import Testing
@testable import Networking

@Suite struct RequestBuildingTests {
    let settings = NetworkSettings(
        googleBooksBaseURL: URL(string: "http://127.0.0.1:9/books/v1/"), googleBooksAPIKey: "SECRET-KEY",
        cacheDirectory: URL(fileURLWithPath: "/nonexistent"))

    var client: GoogleBooksClient {
        GoogleBooksClient(
            manager: NetworkManager(settings: settings, transport: CurlTransport(), now: { Date() }, notice: { _ in }))
    }

    @Test func searchTermsAndPaging() throws {
        let request = try client.searchRequest(VolumeQuery(text: "desert", title: "dune", author: "frank herbert", limit: 20, page: 3))
        #expect(request.relativeReference
            == "volumes?q=desert%20intitle%3Adune%20inauthor%3A%22frank%20herbert%22&maxResults=20&startIndex=40")
        #expect(request.maxAge == GoogleBooksClient.searchMaxAge)
    }

    @Test func reservedCharactersAndNonLatinTextAreEncoded() throws {
        let request = try client.searchRequest(VolumeQuery(text: "C++ & C# = 100%? 戦争と平和 ä/ö"))
        let q = try #require(request.relativeReference.split(separator: "&").first)
        #expect(q == "volumes?q=C%2B%2B%20%26%20C%23%20%3D%20100%25%3F%20%E6%88%A6%E4%BA%89%E3%81%A8%E5%B9%B3%E5%92%8C%20%C3%A4%2F%C3%B6")
        // Decoding gives the text back exactly: nothing was lost or turned into a space.
        #expect(String(q.dropFirst("volumes?q=".count)).removingPercentEncoding == "C++ & C# = 100%? 戦争と平和 ä/ö")
    }

    @Test func isbnIsNormalizedAndWhitespaceCollapsed() throws {
        let request = try client.searchRequest(VolumeQuery(title: "  the   left hand ", isbn: "978-0-441-01359-3"))
        #expect(request.relativeReference.hasPrefix("volumes?q=intitle%3A%22the%20left%20hand%22%20isbn%3A9780441013593&"))
    }

    @Test func keyIsSentButNotPartOfTheCacheKey() throws {
        let request = try client.searchRequest(VolumeQuery(text: "dune"))
        #expect(!request.cacheKey.text.contains("SECRET"))
        #expect(!request.cacheKey.fileName.contains("SECRET"))
        let url = try #require(request.url(base: settings.googleBooksBaseURL))
        #expect(url.absoluteString == "http://127.0.0.1:9/books/v1/volumes?q=dune&maxResults=10&startIndex=0&key=SECRET-KEY")
    }

    @Test func noKeyParameterWithoutAKey() throws {
        var plain = settings
        plain.googleBooksAPIKey = nil
        let client = GoogleBooksClient(manager: NetworkManager(settings: plain, transport: CurlTransport(), now: { Date() }, notice: { _ in }))
        let url = try #require(try client.volumeRequest(id: "B1hSG45JCX4C").url(base: plain.googleBooksBaseURL))
        #expect(url.absoluteString == "http://127.0.0.1:9/books/v1/volumes/B1hSG45JCX4C")
    }

    @Test func invalidQueriesAreRefused() {
        #expect(throws: NetworkError.emptySearch) { try client.searchRequest(VolumeQuery(text: "  ", title: "")) }
        #expect(throws: NetworkError.invalidLimit(41)) { try client.searchRequest(VolumeQuery(text: "a", limit: 41)) }
        #expect(throws: NetworkError.invalidLimit(0)) { try client.searchRequest(VolumeQuery(text: "a", limit: 0)) }
        #expect(throws: NetworkError.invalidPage(0)) { try client.searchRequest(VolumeQuery(text: "a", page: 0)) }
    }

    @Test(arguments: ["", "abc/def", "../etc", "id?x=1", "ab cd", "ünï", String(repeating: "a", count: 65)])
    func invalidVolumeIDs(id: String) {
        #expect(throws: NetworkError.invalidVolumeID(id)) { try client.volumeRequest(id: id) }
    }

    @Test func validVolumeIDs() throws {
        for id in ["B1hSG45JCX4C", "aB-_9xKzQ1wC"] {
            #expect(try client.volumeRequest(id: id).relativeReference == "volumes/\(id)")
        }
    }

    @Test func dictionaryRequests() throws {
        let dictionary = DictionaryClient(
            manager: NetworkManager(settings: settings, transport: CurlTransport(), now: { Date() }, notice: { _ in }))
        #expect(try dictionary.lookupRequest(" Serendipity ", language: "en").relativeReference == "en/serendipity")
        #expect(try dictionary.lookupRequest("café au lait", language: "EN").relativeReference == "en/caf%C3%A9%20au%20lait")
        #expect(try dictionary.lookupRequest("a/b", language: "en").relativeReference == "en/a%2Fb")
        #expect(throws: NetworkError.invalidWord("  ")) { try dictionary.lookupRequest("  ", language: "en") }
        #expect(throws: NetworkError.invalidWord("?!")) { try dictionary.lookupRequest("?!", language: "en") }
        #expect(throws: NetworkError.invalidLanguage("e/n")) { try dictionary.lookupRequest("word", language: "e/n") }
    }

    @Test func environmentSettings() throws {
        let directory = URL(fileURLWithPath: "/tmp/c")
        let defaults = try NetworkSettings.fromEnvironment([:], cacheDirectory: directory, offline: false)
        #expect(defaults.googleBooksBaseURL.absoluteString == "https://www.googleapis.com/books/v1")
        #expect(defaults.dictionaryBaseURL.absoluteString == "https://api.dictionaryapi.dev/api/v2/entries")
        #expect(defaults.googleBooksAPIKey == nil)
        #expect(defaults.timeout == 10 && defaults.maxRetries == 2)

        let custom = try NetworkSettings.fromEnvironment(
            ["SHELF_GOOGLE_BOOKS_URL": "http://127.0.0.1:8080/books/v1", "GOOGLE_BOOKS_API_KEY": " k1 ",
             "SHELF_DICTIONARY_URL": ""], cacheDirectory: directory, offline: true)
        #expect(custom.googleBooksBaseURL.absoluteString == "http://127.0.0.1:8080/books/v1")
        #expect(custom.dictionaryBaseURL == defaults.dictionaryBaseURL)
        #expect(custom.googleBooksAPIKey == "k1")
        #expect(custom.offline)

        for bad in ["not a url", "ftp://example.com/x", "http://", "/books/v1", "http://h/x?y=1"] {
            #expect(throws: NetworkError.invalidBaseURL(variable: "SHELF_GOOGLE_BOOKS_URL", value: bad)) {
                try NetworkSettings.fromEnvironment(["SHELF_GOOGLE_BOOKS_URL": bad], cacheDirectory: directory, offline: false)
            }
        }
    }
}
