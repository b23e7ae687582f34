import Foundation
import Testing
import Library
import TestSupport

/// A book an import adds, retitles or gives other authors is found by a fragment of its title or
/// authors as they are now, and no longer by the old ones; an undo, a dry run and a refused file
/// leave the fragments finding what they found before.
@Suite struct ImportFragmentLookupTests {
    private static let header = "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies\n"

    /// A Goodreads row for `title` by `author` (and `additional` authors) with `bookId`.
    private static func row(_ bookId: String, _ title: String, _ author: String, additional: String = "") -> String {
        "\(bookId),\(title),\(author),,\(additional),=\"\",=\"\",4,3.9,,,200,2001,2001,2020/01/02,2019/12/01,,,read,,,,1,0\n"
    }

    @Test func theBooksAnImportAddsAndRetitlesAreFoundByTheirNewNames() throws {
        let test = try TestLibrary()
        try test.add("Hand Added Almanac", authors: ["Quentin Blake"])
        let first = Self.header + Self.row("1", "Marmalade Skies", "Ada Pennyworth", additional: "Bo Quill")
            + Self.row("2", "Copper Lanterns", "Cyd Voss")
        _ = try test.shelf.importGoodreads(Data(first.utf8), options: TestLibrary.importOptions())
        #expect(try test.shelf.resolve("lantern").title == "Copper Lanterns")
        #expect(try test.shelf.resolve("quill").title == "Marmalade Skies", "an additional author is searched")

        // A re-import retitles book 1 and changes the authors of book 2.
        let second = Self.header + Self.row("1", "Marmalade Oceans", "Ada Pennyworth", additional: "Bo Quill")
            + Self.row("2", "Copper Lanterns", "Dee Zephyrine")
        let summary = try test.shelf.importGoodreads(Data(second.utf8), options: TestLibrary.importOptions())
        #expect(summary.updated == 2)
        #expect(try test.shelf.resolve("oceans").title == "Marmalade Oceans")
        #expect(throws: LibraryError.self) { try test.shelf.resolve("skies") }
        #expect(try test.shelf.resolve("zephyr").title == "Copper Lanterns")
        #expect(throws: LibraryError.self) { try test.shelf.resolve("voss") }

        try test.add("Velvet Orchard", authors: ["Ezra Plum"])
        #expect(try test.shelf.resolve("orchard").title == "Velvet Orchard")
    }

    @Test func undoingAnImportFindsTheOldNamesAgain() throws {
        let test = try TestLibrary()
        try test.add("Hand Added Almanac", authors: ["Quentin Blake"])
        _ = try test.shelf.importGoodreads(
            Data((Self.header + Self.row("1", "Marmalade Skies", "Ada Pennyworth")).utf8), options: TestLibrary.importOptions())
        let before = try test.snapshotBesideIDCounter()
        let retitling = Self.header + Self.row("1", "Marmalade Oceans", "Fay Gorse") + Self.row("2", "Copper Lanterns", "Cyd Voss")
        _ = try test.shelf.importGoodreads(Data(retitling.utf8), options: TestLibrary.importOptions())
        #expect(try test.snapshotBesideIDCounter() != before)
        _ = try test.shelf.undo()
        #expect(try test.snapshotBesideIDCounter() == before)
        #expect(try test.shelf.resolve("skies").title == "Marmalade Skies")
        #expect(throws: LibraryError.self) { try test.shelf.resolve("lantern") }
    }

    @Test func aDryRunAndARefusedFileLeaveTheLibraryAsItWas() throws {
        let test = try TestLibrary()
        try test.add("Hand Added Almanac", authors: ["Quentin Blake"])
        let before = try test.snapshot()
        let file = Self.header + Self.row("1", "Marmalade Skies", "Ada Pennyworth")
        let summary = try test.shelf.importGoodreads(Data(file.utf8), options: TestLibrary.importOptions(dryRun: true))
        #expect(summary.added == 1)
        #expect(try test.snapshot() == before)
        // A backup whose word names a book it lacks is refused after its books were written.
        let backup = try String(decoding: TestFixtures.data("backup-every-field.json"), as: UTF8.self)
        let refused = backup.replacingOccurrences(of: "\"bookId\": 1", with: "\"bookId\": 999")
        #expect(refused != backup)
        #expect(throws: ImportError.self) { try test.shelf.importBackup(Data(refused.utf8)) }
        #expect(try test.snapshot() == before)
        try test.add("Velvet Orchard", authors: ["Ezra Plum"])
        #expect(try test.shelf.resolve("orchard").title == "Velvet Orchard")
    }

    @Test func aStoryGraphImportsBooksAreFoundByFragment() throws {
        let test = try TestLibrary()
        _ = try test.shelf.importStoryGraph(TestFixtures.data("storygraph-export.csv"), options: TestLibrary.importOptions())
        #expect(try test.shelf.resolve("piranes").title == "Piranesi")
    }
}
