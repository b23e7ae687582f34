import Foundation
import shelf_fetch
import Testing
@testable import Networking
import TestSupport

/// The Open Library recordings in `Cache/`, written in the documented shapes with their quirks,
/// decode into the volumes shelf shows and adds.
@Suite struct OpenLibraryRecordingTests {
    private func client() throws -> (OpenLibraryClient, TemporaryDirectory) {
        let (manager, copy) = try RecordingTests.offlineManager()
        return (OpenLibraryClient(manager: manager), copy)
    }

    @Test(arguments: [
        (VolumeQuery(text: "dune"), ["OL893415W", "OL893502W", "OL5720023W", "OL893510W"]),
        (VolumeQuery(title: "dune"), ["OL893415W", "OL893502W", "OL893510W", "OL5720023W"]),
        (VolumeQuery(author: "frank herbert"), ["OL893415W", "OL893502W", "OL893510W"]),
        (VolumeQuery(isbn: "978-0-441-01359-3"), ["OL7353617M"]),
        (VolumeQuery(text: "qwxyzzy"), []),
        (VolumeQuery(isbn: "9780000000002"), []),
    ])
    func offlineSearchesHitTheRecordings(query: VolumeQuery, ids: [String]) throws {
        let (client, copy) = try client()
        defer { copy.remove() }
        let volumes = try client.search(query)
        #expect(volumes.map(\.volumeId) == ids)
        #expect(volumes.allSatisfy { $0.catalogue == .openLibrary })
    }

    @Test func searchDocumentsDecodeWithTheirQuirks() throws {
        let (client, copy) = try client()
        defer { copy.remove() }
        let volumes = try client.search(VolumeQuery(text: "dune"))
        let dune = try #require(volumes.first)
        #expect(dune.title == "Dune" && dune.authors == ["Frank Herbert"] && dune.otherAuthorNames == ["Френк Герберт"])
        #expect(dune.year == 1965 && dune.originalYear == 1965)
        #expect(dune.pageCount == 604 && dune.pageCounts == [PageCount(pages: 604, origin: .openLibraryMedian)])
        #expect(dune.thumbnail == "https://covers.openlibrary.org/b/id/11481354-M.jpg")
        #expect(dune.editionID == "OL26242482M" && dune.workID == "OL893415W")
        #expect(dune.publisher == "Chilton Books" && dune.language == "eng")
        #expect(dune.isbn13 == nil, "a work's ISBNs belong to its many editions")
        let road = try #require(volumes.first { $0.volumeId == "OL5720023W" })
        #expect(road.authors == ["Frank Herbert", "Brian Herbert", "Kevin J. Anderson"] && road.otherAuthorNames.isEmpty)
        #expect(road.pageCount == nil && road.thumbnail == nil)
    }

    @Test func sparseAndHostileDocumentsDecodeAsFarAsTheyCan() throws {
        let (client, copy) = try client()
        defer { copy.remove() }
        let volumes = try client.search(VolumeQuery(text: "arrakis ecology"))
        #expect(volumes.map(\.volumeId) == ["OL27448W", "OL1000001W", "OL1000002W", "OL1000003M"], "the document without a key is skipped")
        let bare = volumes[1]
        #expect(bare.title == Volume.untitled && bare.authors.isEmpty, "author_name that is not a list reads as none")
        #expect(bare.pageCount == nil && bare.thumbnail == nil && bare.year == nil, "median 0, cover -1 and a year as text are none")
        #expect(volumes[2].title.contains("\u{1B}"), "control characters reach the client; the command line cleans them")
        #expect(volumes[2].pageCount == 212)
        #expect(volumes[3].authors == ["Μαρία Παπαδοπούλου"] && volumes[3].otherAuthorNames == ["Maria Papadopoulou"])
        #expect(volumes[3].subtitle == "A field guide" && volumes[3].language == "gre")
    }

    /// A search document whose key is not a work or an edition (an author's) is no book `add`
    /// could take: it is left out, not listed under an id that is then refused.
    @Test func aSearchDocumentThatIsNoBookIsLeftOut() throws {
        let body = #"{"numFound": 2, "docs": [{"key": "/authors/OL1A", "title": "An author"}, {"key": "/works/OL2W", "title": "A work"}]}"#
        #expect(try OpenLibraryClient.volumes(fromSearch: Data(body.utf8)).map(\.volumeId) == ["OL2W"])
    }

    @Test func editionsByISBNTakeNumberOfPagesElseThePagination() throws {
        let (client, copy) = try client()
        defer { copy.remove() }
        let ace = try #require(try client.search(VolumeQuery(isbn: "9780441013593")).first)
        #expect(ace.isbn13 == "9780441013593" && ace.isbn10 == "0441013597", "hyphens are dropped")
        #expect(ace.pageCount == 528)
        #expect(ace.pageCounts == [PageCount(pages: 528, origin: .openLibraryPages), PageCount(pages: 528, origin: .openLibraryPagination)])
        #expect(ace.year == 2005 && ace.publishedDate == "Aug 02, 2005" && ace.publisher == "Ace Books")
        #expect(ace.thumbnail == "https://covers.openlibrary.org/b/id/11481354-M.jpg")
        #expect(ace.categories == ["Science fiction", "Dune (Imaginary place)"])
        #expect(ace.rawJSON?.contains("\"OL7353617M\"") == true)

        let heyne = try #require(try client.search(VolumeQuery(isbn: "978-3-453-31713-0")).first)
        #expect(heyne.title == "Der Wüstenplanet" && heyne.isbn10 == "3453317130")
        #expect(heyne.pageCount == 335, "number_of_pages \"unknown\" is no count; pagination \"335p. ;\" is")
        #expect(heyne.pageCounts == [PageCount(pages: 335, origin: .openLibraryPagination)])
    }

    @Test func aSearchResultIsCompletedFromItsEditionAndWork() throws {
        let (client, copy) = try client()
        defer { copy.remove() }
        let result = try #require(try client.search(VolumeQuery(text: "dune")).first)
        let full = try client.fullRecord(of: result)
        #expect(full.volumeId == "OL26242482M" && full.workID == "OL893415W")
        #expect(full.authors == ["Frank Herbert"], "the edition has no authors: the search document's are taken")
        #expect(full.otherAuthorNames == ["Френк Герберт"])
        #expect(full.isbn13 == "9780340960196" && full.publisher == "Hodder & Stoughton" && full.year == 2010)
        #expect(full.originalYear == 1965)
        #expect(full.pageCounts == [PageCount(pages: 604, origin: .openLibraryPagination), PageCount(pages: 604, origin: .openLibraryMedian)])
        let description = try #require(full.description, "the edition has none: the work's typed text is taken")
        #expect(description.hasPrefix("Set on the desert planet Arrakis, Dune is the story"))
        #expect(description.contains("- Dune Chronicles (source)"))
        #expect(!description.contains("](") && !description.contains("[1]") && !description.contains("**") && !description.contains("---"))
    }

    @Test func aWorkIdIsReadWithItsAuthorsNames() throws {
        let (client, copy) = try client()
        defer { copy.remove() }
        let messiah = try client.book(id: "OL893502W")
        #expect(messiah.title == "Dune Messiah" && messiah.authors == ["Frank Herbert"])
        #expect(messiah.description?.hasPrefix("Dune Messiah continues the story") == true, "a description as a plain string")
        #expect(messiah.thumbnail == "https://covers.openlibrary.org/b/id/8235121-M.jpg" && messiah.originalYear == 1969)
        #expect(throws: NetworkError.invalidVolumeID("OL79034A")) { try client.book(id: "OL79034A") }
        #expect(throws: NetworkError.invalidVolumeID("B1hSG45JCX4C")) { try client.book(id: "B1hSG45JCX4C") }
    }

    @Test func openLibraryValuesAreReadInTheirManyForms() {
        #expect(OpenLibraryText.pages(inPagination: "335p. ;") == 335)
        #expect(OpenLibraryText.pages(inPagination: "xii, 604p. ;") == 604)
        #expect(OpenLibraryText.pages(inPagination: "2 v. (xx, 802 p.)") == 802)
        #expect(OpenLibraryText.pages(inPagination: "unpaged") == nil)
        #expect(OpenLibraryText.pages(inPagination: "1234567 p.") == nil)
        #expect(OpenLibraryText.year(in: "Aug 02, 2005") == 2005 && OpenLibraryText.year(in: "c1990.") == 1990)
        #expect(OpenLibraryText.year(in: "19th century") == nil)
        #expect(OpenLibraryText.isbn("3-551-55167-7") == "3551551677" && OpenLibraryText.isbn("0-8044-2957-x") == "080442957X")
        #expect(OpenLibraryText.isbn("978-3-551") == nil && OpenLibraryText.isbn("97803409601X6") == nil)
        #expect(OpenLibraryText.id(fromKey: "/works/OL893415W") == "OL893415W")
        #expect(OpenLibraryText.id(fromKey: "/works/OLW") == nil && OpenLibraryText.id(fromKey: "/works/OL12X") == nil)
        #expect(OpenLibraryText.plainText("**Bold** and [a link](https://x.org) [ref][1]\n\n\n\n[1]: https://y.org\n* item") == "Bold and a link ref\n\n- item")
        #expect(OpenLibraryText.authorNames(["Lev Tolstoy", "Лев Толстой", "Leo Tolstoy"]) == (["Lev Tolstoy", "Leo Tolstoy"], ["Лев Толстой"]))
    }
}
