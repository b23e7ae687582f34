import Foundation
import Testing
import TestSupport

/// `show`, `refresh --source openlibrary` and `edit --pages` through the binary: where each field
/// came from, a second catalogue filling what Google left empty, disagreeing page counts listed
/// until the reader settles them, and the cover URL.
@Suite struct FieldSourceCommandTests {
    /// A Google Books record with a page count but no date or publisher, for an ISBN Open Library
    /// has an edition of (335 pages, 1993, Heyne).
    private static let sparseVolume = #"""
        {"kind": "books#volume", "id": "TestVolume12", "volumeInfo": {"title": "Der Wüstenplanet",
         "authors": ["Frank Herbert"], "pageCount": 528,
         "industryIdentifiers": [{"type": "ISBN_13", "identifier": "9783453317130"}, {"type": "ISBN_10", "identifier": "3453317130"}],
         "imageLinks": {"thumbnail": "http://books.google.com/books/content?id=TestVolume12&img=1&zoom=1"}}}
        """#

    @Test func openLibraryFillsWhatGoogleLeftEmptyAndTheReaderSettlesThePages() throws {
        let server = try CacheRecordings.server()
        server.route("/books/v1/volumes/TestVolume12", .json(Self.sparseVolume))
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }

        #expect(try shelf.run(["add", "TestVolume12"]).stdout == "Added #1: Der Wüstenplanet — Frank Herbert (to-read)\n")
        let added = try shelf.run(["show", "1"]).stdout
        #expect(field("Source", in: added) == "Google Books")
        #expect(field("Cover", in: added) == "http://books.google.com/books/content?id=TestVolume12&img=1&zoom=1")
        #expect(field("Page counts", in: added) == nil)

        let refresh = try shelf.run(["refresh", "1", "--source", "openlibrary"])
        #expect(refresh.status == 0, "\(refresh.stderr)")
        #expect(refresh.stdout == "#1 Der Wüstenplanet: updated year, publisher (Open Library)\n")
        let compared = try shelf.run(["show", "1"]).stdout
        #expect(field("Pages", in: compared) == "528", "Google's count stays")
        #expect(field("Page counts", in: compared) == "Google Books 528 · Open Library pagination 335 — they disagree; settle it with shelf edit 1 --pages N")
        #expect(field("Year", in: compared) == "1993" && field("Publisher", in: compared) == "Heyne")
        #expect(field("Source", in: compared) == "Google Books; year and publisher from Open Library")
        #expect(field("Open Library", in: compared) == "OL9034127M")

        #expect(try shelf.run(["edit", "1", "--pages", "335"]).status == 0)
        let settled = try shelf.run(["show", "1"]).stdout
        #expect(field("Page counts", in: settled) == nil)
        #expect(field("Source", in: settled) == "Google Books; year and publisher from Open Library; pages edited by you")
        #expect(try shelf.run(["refresh", "1"]).stdout == "#1 Der Wüstenplanet: unchanged (Google Books)\n", "the edit survives a refresh")

        let json = try shelf.run(["show", "1", "--json"]).stdout
        #expect(json.contains(#""coverUrl": "http://books.google.com/books/content?id=TestVolume12&img=1&zoom=1""#))
        #expect(json.contains(#""year": "openlibrary""#) && json.contains(#""title": "google""#))
        #expect(json.contains(#""source": "openlibrary.pagination""#))
    }

    @Test func aBookFromOpenLibraryKeepsItsIdCoverAndSource() throws {
        let server = try CacheRecordings.server()
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        #expect(try shelf.run(["add", "dune", "--source", "openlibrary"]).status == 0)
        let shown = try shelf.run(["show", "1"]).stdout
        #expect(field("Source", in: shown) == "Open Library")
        #expect(field("Cover", in: shown) == "https://covers.openlibrary.org/b/id/11481354-M.jpg")
        #expect(field("Open Library", in: shown) == "OL26242482M")
        let search = try shelf.run(["search", "dune", "--source", "openlibrary"]).stdout
        #expect(search.split(separator: "\n").first { $0.contains("OL893415W") }?.contains("#1 to-read") == true)
        let again = try shelf.run(["add", "OL26242482M"])
        #expect(again.status == 0)
        #expect(again.stdout.contains("is already in the library"), "\(again.stdout)")
        #expect(try shelf.run(["add", "OL893502W"]).status == 0)
        let byWork = try shelf.run(["search", "dune", "--source", "openlibrary"]).stdout
        #expect(byWork.split(separator: "\n").first { $0.contains("OL893502W") }?.contains("#2 to-read") == true)

        let refreshed = try shelf.run(["refresh", "--catalogued"])
        #expect(refreshed.status == 0, "\(refreshed.stderr)")
        #expect(refreshed.stdout == "#1 Dune: unchanged (Open Library)\n#2 Dune Messiah: unchanged (Open Library)\nRefreshed 2 books.\n")
        let notFromGoogle = try shelf.run(["refresh", "1", "--source", "google"])
        #expect(notFromGoogle.status == 1 && notFromGoogle.stderr.contains("was not added from Google Books"))
    }

    /// The value `show` prints beside `label`, whatever the width of the label column.
    private func field(_ label: String, in output: String) -> String? {
        for line in output.split(separator: "\n") where line.hasPrefix(label + " ") {
            return line.dropFirst(label.count).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }
}
