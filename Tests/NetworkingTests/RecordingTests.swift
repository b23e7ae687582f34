import Foundation
import shelf_fetch
import Testing
@testable import Networking
import TestSupport

/// The recordings in `Cache/` must stay loadable by the keys the clients compute; these tests fail
/// (and name the expected file) if the key derivation or a recording drifts.
@Suite struct RecordingTests {
    static let errors = Harness.recordings.appendingPathComponent("errors", isDirectory: true)

    static func recordingFiles(in directory: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
            .filter { $0.hasSuffix(".json") }.map { directory.appendingPathComponent($0) }
    }

    /// An offline manager over a copy of `Cache/`, so a failing test can never damage the recordings.
    static func offlineManager() throws -> (NetworkManager, TemporaryDirectory) {
        let copy = try TemporaryDirectory(prefix: "shelf-rec")
        for file in recordingFiles(in: Harness.recordings) {
            try FileManager.default.copyItem(at: file, to: copy.file(file.lastPathComponent))
        }
        let settings = NetworkSettings(cacheDirectory: copy.url, offline: true)
        return (NetworkManager(settings: settings, transport: CurlTransport(), now: { Date() }, notice: { _ in }), copy)
    }

    @Test func everyRecordingIsNamedAfterItsKeyAndLoads() throws {
        let (manager, copy) = try Self.offlineManager()
        defer { copy.remove() }
        let files = Self.recordingFiles(in: Harness.recordings)
        #expect(files.count >= 14)
        for file in files + Self.recordingFiles(in: Self.errors) {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
            let service = try #require(NetworkService(rawValue: object?["service"] as? String ?? ""))
            let key = CacheKey(service: service, request: object?["request"] as? String ?? "")
            #expect(file.lastPathComponent == key.fileName, "rename \(file.lastPathComponent) to \(key.fileName)")
            let body = Data((object?["body"] as? String ?? "").utf8)
            #expect(NetworkManager.problem(body: body, contentType: object?["contentType"] as? String) == nil)
        }
        for file in files {
            let entry = try #require(DiskCache.decode(Data(contentsOf: file)), "\(file.lastPathComponent) does not decode")
            #expect(manager.cache.entry(for: entry.key, now: Date()) != nil)
        }
    }

    @Test(arguments: [
        (VolumeQuery(text: "dune"), ["B1hSG45JCX4C", "GvHhDwAAQBAJ", "wJ1WAAAAYAAJ", "k0kzEAAAQBAJ"]),
        (VolumeQuery(title: "dune"), ["B1hSG45JCX4C", "GvHhDwAAQBAJ", "k0kzEAAAQBAJ", "wJ1WAAAAYAAJ"]),
        (VolumeQuery(author: "frank herbert"), ["B1hSG45JCX4C", "GvHhDwAAQBAJ", "k0kzEAAAQBAJ"]),
        (VolumeQuery(isbn: "978-0441013593"), ["B1hSG45JCX4C"]),
        (VolumeQuery(title: "qwxyzzy"), []),
    ])
    func offlineSearchesHitTheRecordings(query: VolumeQuery, ids: [String]) throws {
        let (manager, copy) = try Self.offlineManager()
        defer { copy.remove() }
        let volumes = try GoogleBooksClient(manager: manager).search(query)
        #expect(volumes.map(\.volumeId) == ids)
    }

    @Test func searchRecordDecodes() throws {
        let (manager, copy) = try Self.offlineManager()
        defer { copy.remove() }
        let volumes = try GoogleBooksClient(manager: manager).search(VolumeQuery(text: "dune"))
        let dune = try #require(volumes.first)
        #expect(dune.title == "Dune" && dune.subtitle == nil && dune.authors == ["Frank Herbert"])
        #expect(dune.publishedDate == "2005-08-02" && dune.year == 2005 && dune.pageCount == 528)
        #expect(dune.isbn10 == "0441013597" && dune.isbn13 == "9780441013593")
        #expect(dune.publisher == "Penguin" && dune.language == "en" && dune.categories == ["Fiction"])
        #expect(dune.thumbnail?.contains("zoom=1") == true)
        #expect(dune.description?.hasPrefix("Set on the desert planet Arrakis, Dune is") == true)
        #expect(dune.rawJSON == nil, "search results are thin records and never stored")

        let road = try #require(volumes.first { $0.volumeId == "wJ1WAAAAYAAJ" })
        #expect(road.authors.count == 3 && road.year == 2005 && road.pageCount == nil && road.thumbnail == nil)
    }

    @Test func sparseSearchDecodes() throws {
        let (manager, copy) = try Self.offlineManager()
        defer { copy.remove() }
        let volumes = try GoogleBooksClient(manager: manager).search(VolumeQuery(text: "arrakis ecology"))
        #expect(volumes.count == 5)
        let bare = volumes[0]
        #expect(bare.title == "Arrakis Ecology Notes" && bare.authors.isEmpty && bare.pageCount == nil)
        #expect(bare.publishedDate == nil && bare.year == nil && bare.isbn10 == nil && bare.isbn13 == nil && bare.thumbnail == nil)
        let journal = volumes[1]
        #expect(journal.subtitle == "Volume 12" && journal.year == 1974 && journal.pageCount == nil)
        #expect(journal.isbn10 == nil && journal.isbn13 == nil)
        #expect(volumes[2].year == 1965 && volumes[2].pageCount == 212 && volumes[2].isbn13 == nil)
        let trimmed = volumes[3]
        #expect(trimmed.title == "Dune Ecosystems" && trimmed.authors == ["A. Researcher"] && trimmed.year == 2003)
        #expect(trimmed.isbn13 == "9781234567897" && trimmed.thumbnail?.contains("zoom=5") == true)
        let untitled = volumes[4]
        #expect(untitled.title == Volume.untitled && untitled.year == 1970 && untitled.language == "de")
        #expect(untitled.description == "Über die Ökologie der Wüste.")
    }

    @Test func volumeRecordsDecodeWithPlainTextDescriptions() throws {
        let (manager, copy) = try Self.offlineManager()
        defer { copy.remove() }
        let client = GoogleBooksClient(manager: manager)
        let dune = try client.volume(id: "B1hSG45JCX4C")
        #expect(dune.pageCount == 544)  // printedPageCount wins over pageCount (528)
        let raw = try #require(dune.rawJSON, "the full record is kept for storing")
        let object = try JSONSerialization.jsonObject(with: Data(raw.utf8)) as? [String: Any]
        #expect(object?["id"] as? String == "B1hSG45JCX4C")
        #expect((object?["volumeInfo"] as? [String: Any])?["printedPageCount"] as? Int == 544)
        #expect(dune.categories == ["Fiction / Science Fiction / Space Opera", "Fiction / Science Fiction / General"])
        let description = try #require(dune.description)
        #expect(description.hasPrefix("Set on the desert planet Arrakis, Dune is the story"))
        #expect(description.contains("the \"spice\" melange"))
        #expect(description.contains("killing for\u{2026}\nWhen House Atreides"))
        #expect(description.contains("Paul's family"))
        #expect(description.contains("consciousness.\n\nCoveted"))
        #expect(!description.contains("<") && !description.contains("&"))

        let messiah = try client.volume(id: "GvHhDwAAQBAJ")
        #expect(messiah.description?.hasPrefix("Book Two in the Magnificent Dune Chronicles\u{2014}the Bestselling") == true)
        #expect(messiah.description?.contains("Time\n\nDune Messiah") == true)
        #expect(messiah.description?.contains("Muad\u{2019}Dib") == true)

        let children = try client.volume(id: "k0kzEAAAQBAJ")
        #expect(children.description == "Book Three in the Magnificent Dune Chronicles\n\nThe Messiah is gone.\n\nThe Empire is not.")
        #expect(try client.volume(id: "wJ1WAAAAYAAJ").pageCount == nil)  // pageCount 0 and no printedPageCount
        let notes = try client.volume(id: "sQ0xAQAAMAAJ")
        #expect(notes.description == "Field notes & sketches.\nSecond line" && notes.pageCount == nil)
    }

    @Test func dictionaryShapesDecode() throws {
        let (manager, copy) = try Self.offlineManager()
        defer { copy.remove() }
        let dictionary = DictionaryClient(manager: manager)

        let happy = try dictionary.lookup("Happy")
        #expect(happy.word == "happy" && happy.phonetic == "/ˈhæpi/")
        #expect(happy.partOfSpeech == "adjective" && happy.meanings.map(\.partOfSpeech) == ["adjective", "verb"])
        #expect(happy.firstDefinition()?.text.hasPrefix("Having a feeling arising from a consciousness of well-being") == true)
        #expect(happy.meanings[0].definitions.count == 3)
        #expect(happy.firstExample() == "Music makes me feel happy.")
        #expect(happy.allSynonyms == ["cheerful", "felicitous", "glad", "content", "joyful"])
        #expect(happy.allAntonyms == ["unhappy", "sad", "miserable", "sadden"])
        #expect(happy.licenseName == "CC BY-SA 3.0" && happy.sourceURLs == ["https://en.wiktionary.org/wiki/happy"])

        let old = try dictionary.lookup("serendipity")
        #expect(old.phonetic == "ˌsɛr(ə)nˈdɪpɪti" && old.sourceURLs.isEmpty && old.licenseName == nil)
        #expect(old.allSynonyms.isEmpty && old.firstExample() == "a fortunate stroke of serendipity")
        #expect(old.meanings.first?.definitions.first?.synonyms == [])

        let bank = try dictionary.lookup("bank")
        #expect(bank.phonetic == "/bæŋk/")  // no top-level phonetic: the first phonetics text
        #expect(bank.meanings.map(\.partOfSpeech) == ["noun", "verb"])
        #expect(bank.meanings[0].definitions.map(\.definition).last == "An edge of river, lake, or other watercourse.")
        #expect(bank.meanings[0].synonyms == ["depository", "riverside"])
        #expect(bank.allAntonyms == ["level"])
        #expect(bank.sourceURLs == ["https://en.wiktionary.org/wiki/bank"])

        #expect(try dictionary.lookup("prescience").meanings.first?.definitions.count == 2)
    }

    @Test func recordedErrorBodiesBecomeClearErrors() throws {
        let harness = try Harness()
        try harness.server.mountRecordings(from: Self.errors, service: "googlebooks", at: "/books/v1")
        try harness.server.mountRecordings(from: Self.errors, service: "dictionary", at: "/api/v2/entries")
        let manager = harness.manager()
        let books = GoogleBooksClient(manager: manager)

        #expect {
            try books.search(VolumeQuery(text: "rate limited"))
        } throws: { error in
            guard case .rateLimited(.googleBooks, let message) = error as? NetworkError else { return false }
            return message?.hasPrefix("Quota exceeded for quota metric 'Queries'") == true
        }
        #expect(harness.server.requestCount(path: "/books/v1/volumes") == 3)  // 429 is retried twice
        #expect {
            try books.search(VolumeQuery(text: "daily limit"))
        } throws: { error in
            guard case .rateLimited(.googleBooks, let message) = error as? NetworkError else { return false }
            return message?.hasPrefix("Daily Limit Exceeded.") == true
        }
        #expect(throws: NetworkError.forbidden(.googleBooks, message: "Cannot determine user location for geographically restricted operation.")) {
            try books.search(VolumeQuery(text: "unknown location"))
        }
        #expect(throws: NetworkError.invalidAPIKey(message: "API key not valid. Please pass a valid API key.")) {
            try books.search(VolumeQuery(text: "bad key"))
        }
        #expect(throws: NetworkError.wordNotFound("qwxyzzy")) {
            try DictionaryClient(manager: manager).lookup("qwxyzzy")
        }
        #expect(harness.cacheContents().isEmpty)  // errors are never cached
    }
}
