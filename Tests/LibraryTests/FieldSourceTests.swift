import Foundation
import Library
import Testing
import TestSupport

/// Where each field came from: a book added from a catalogue remembers it per field, a refresh
/// from a second catalogue fills only the gaps, the reader's edits win over both, and catalogues'
/// page counts are kept and compared.
@Suite struct FieldSourceTests {
    let library: TestLibrary

    init() throws {
        library = try TestLibrary()
    }

    private func fromGoogle(pages: Int?, year: Int? = nil) -> NewBook {
        var book = NewBook(title: "Der Wüstenplanet", authors: ["Frank Herbert"])
        book.pageCount = pages
        book.year = year
        book.isbn = ISBN("9783453317130")
        book.googleVolumeID = "TestVolume12"
        book.source = .googleBooks
        book.pageCandidates = pages.map { [PageCandidate(origin: "google.pageCount", pages: $0)] } ?? []
        return book
    }

    private var fromOpenLibrary: NewBook {
        var book = NewBook(title: "Der Wüstenplanet (Heyne)", authors: ["F. Herbert"])
        book.pageCount = 335
        book.year = 1993
        book.publisher = "Heyne"
        book.isbn = ISBN("9783453317130")
        book.openLibraryID = "OL9034127M"
        book.openLibraryRecord = #"{"key": "/books/OL9034127M"}"#
        book.source = .openLibrary
        book.pageCandidates = [PageCandidate(origin: "openlibrary.pagination", pages: 335)]
        return book
    }

    @Test func aBookRemembersTheCatalogueOfEachField() throws {
        let book = try library.shelf.add(fromGoogle(pages: 528))
        #expect(book.fieldSources == ["title": .googleBooks, "authors": .googleBooks, "page_count": .googleBooks,
                                      "isbn13": .googleBooks, "isbn10": .googleBooks])
        #expect(book.pageCandidates == [PageCandidate(origin: "google.pageCount", pages: 528)])
        let byHand = try library.add("Zine", authors: [], pages: 20)
        #expect(byHand.fieldSources.isEmpty && byHand.pageCandidates.isEmpty)
    }

    @Test func aSecondCatalogueFillsOnlyTheGaps() throws {
        let book = try library.shelf.add(fromGoogle(pages: nil))
        let changed = try library.shelf.refreshMetadata(id: book.id, with: fromOpenLibrary, fillingGapsOnly: true)
        #expect(changed == ["pages", "year", "publisher", "page counts", "Open Library id"])
        let after = try library.shelf.book(id: book.id)
        #expect(after.title == "Der Wüstenplanet" && after.authors == ["Frank Herbert"], "what Google gave stays")
        #expect(after.pageCount == 335 && after.year == 1993 && after.publisher == "Heyne")
        #expect(after.fieldSources["title"] == .googleBooks && after.fieldSources["authors"] == .googleBooks)
        #expect(after.fieldSources["page_count"] == .openLibrary && after.fieldSources["year"] == .openLibrary)
        #expect(after.openLibraryID == "OL9034127M" && after.googleVolumeID == "TestVolume12")
    }

    @Test func disagreeingPageCountsAreListedUntilTheReaderSettlesThem() throws {
        let book = try library.shelf.add(fromGoogle(pages: 528))
        #expect(book.disputedPageCounts.isEmpty, "one count cannot disagree")
        try library.shelf.refreshMetadata(id: book.id, with: fromOpenLibrary, fillingGapsOnly: true)
        let compared = try library.shelf.book(id: book.id)
        #expect(compared.pageCount == 528, "a second opinion does not replace the first")
        #expect(compared.disputedPageCounts == [
            PageCandidate(origin: "google.pageCount", pages: 528), PageCandidate(origin: "openlibrary.pagination", pages: 335),
        ])
        var settle = BookChanges()
        settle.pageCount = 335
        let settled = try library.shelf.edit(id: book.id, settle).book
        #expect(settled.pageCount == 335 && settled.disputedPageCounts.isEmpty)
        #expect(settled.pageCandidates.count == 2, "the candidates are still kept")

        // A refresh from either catalogue leaves the settled count alone.
        var again = fromOpenLibrary
        again.pageCount = 340
        again.pageCandidates = [PageCandidate(origin: "openlibrary.number_of_pages", pages: 340)]
        try library.shelf.refreshMetadata(id: book.id, with: again)
        let refreshed = try library.shelf.book(id: book.id)
        #expect(refreshed.pageCount == 335)
        #expect(refreshed.pageCandidates == [
            PageCandidate(origin: "google.pageCount", pages: 528), PageCandidate(origin: "openlibrary.number_of_pages", pages: 340),
        ], "a catalogue's new counts replace its old ones")
    }

    @Test func countsWithinTenPercentAgree() {
        #expect(!PageCandidate.disagree([PageCandidate(origin: "google.printedPageCount", pages: 544), PageCandidate(origin: "google.pageCount", pages: 528)]))
        #expect(!PageCandidate.disagree([PageCandidate(origin: "a.b", pages: 100), PageCandidate(origin: "c.d", pages: 110)]))
        #expect(PageCandidate.disagree([PageCandidate(origin: "a.b", pages: 100), PageCandidate(origin: "c.d", pages: 111)]))
        #expect(PageCandidate.disagree([PageCandidate(origin: "google.printedPageCount", pages: 352), PageCandidate(origin: "google.pageCount", pages: 132)]))
        #expect(PageCandidate(origin: "openlibrary.number_of_pages", pages: 1).source == .openLibrary)
        #expect(PageCandidate(origin: "goodreads.pages", pages: 1).source == nil)
    }

    @Test func aBackupCarriesSourcesCountsAndTheOpenLibraryRecord() throws {
        let book = try library.shelf.add(fromGoogle(pages: 528))
        try library.shelf.refreshMetadata(id: book.id, with: fromOpenLibrary, fillingGapsOnly: true)
        let before = try library.shelf.book(id: book.id)
        let backup = try library.shelf.backupText()
        #expect(backup.contains("\"fieldSources\"") && backup.contains("openlibrary.pagination=335"))
        #expect(backup.contains("\"openLibraryRecord\""))
        let other = try TestLibrary()
        _ = try other.shelf.importBackup(Data(backup.utf8))
        let restored = try other.shelf.book(id: book.id)
        #expect(restored.fieldSources == before.fieldSources && restored.pageCandidates == before.pageCandidates)
        #expect(restored.openLibraryID == "OL9034127M")
    }
}
