import Essentials
import Foundation
import Library
import Testing
import TestSupport

/// `exportGoodreads(to:)` hands the CSV over in chunks as it is written, and the chunks make
/// exactly the export `exportGoodreads()` returns whole.
struct GoodreadsStreamingExportTests {
    @Test func aLargeLibraryComesInSeveralChunksThatMakeTheWholeExport() throws {
        let test = try TestLibrary()
        let review = String(repeating: "A long review, with \"quotes\" and commas. ", count: 40)
        let rows = (0..<300).map { index in
            GoodreadsRecord(
                bookId: String(1000 + index), title: "Book \(index)", author: "Author \(index % 17)",
                dateAdded: CalendarDate(parsing: "2020-01-01").map(PartialDate.init), exclusiveShelf: index % 2 == 0 ? "read" : "to-read",
                myReview: review)
        }
        _ = try test.shelf.importGoodreads(Data(GoodreadsCSV.write(rows).utf8), options: TestLibrary.importOptions())

        var chunks: [[UInt8]] = []
        try test.shelf.exportGoodreads(timeZone: TestLibrary.newYork) { chunks.append($0) }
        let whole = try test.shelf.exportGoodreads(timeZone: TestLibrary.newYork)
        #expect(chunks.count > 3)
        #expect(!chunks.contains { $0.isEmpty })
        #expect(String(decoding: chunks.joined(), as: UTF8.self) == whole)
        #expect(try GoodreadsCSV.parse(Data(whole.utf8)).count == 300)
    }

    /// The library is read a few hundred books at a time: across those pages every book comes
    /// once, in id order (gaps included), and each shelf's positions still count down from its
    /// number of books to 1 over the whole file. The books come from a backup, so no kept
    /// Goodreads row gives back positions of its own.
    @Test func aLibraryReadInPagesNumbersEachShelfOverTheWholeFile() throws {
        let test = try TestLibrary()
        let ids = (1...1_250).filter { $0 % 97 != 0 && !(480...530).contains($0) }
        let books = ids.map { id in
            let shelves = id % 3 == 0 ? #"["poetry", "loaned"]"# : #"["poetry"]"#
            return """
                {"id": \(id), "title": "Volume \(id)", "authors": ["Writer \(id % 7)"], "status": "\(id % 4 == 0 ? "read" : "to-read")",
                 "shelves": \(shelves), "addedAt": "2021-03-04T12:00:00Z", "updatedAt": "2021-03-04T12:00:00Z",
                 "editedFields": [], "statusChanges": [], "readThroughs": [], "progress": []}
                """
        }
        let backup = #"{"format": "shelf-backup", "version": 3, "books": ["# + books.joined(separator: ",") + #"], "words": [], "dictionaryEntries": []}"#
        #expect(try test.shelf.importBackup(Data(backup.utf8)).added == ids.count)

        let text = try test.shelf.exportGoodreads(timeZone: TestLibrary.newYork)
        #expect(try GoodreadsCSV.parse(Data(text.utf8)).map(\.title) == ids.map { "Volume \($0)" }, "every book once, in id order")
        // Only the positions column holds `name (#N)`: the titles are `Volume N`.
        var positions: [String: [Int]] = [:]
        for match in text.matches(of: /([a-z-]+) \(#([0-9]+)\)/) {
            positions[String(match.output.1), default: []].append(Int(match.output.2) ?? 0)
        }
        #expect(Set(positions.keys) == ["poetry", "loaned", "to-read"])
        for (shelf, numbers) in positions {
            #expect(numbers == Array((1...numbers.count).reversed()), "\(shelf) counts down over the whole file")
        }
        #expect(positions["poetry"]?.count == ids.count)
    }

    @Test func aFailureToWriteStopsTheExport() throws {
        struct Full: Error {}
        let test = try TestLibrary()
        try test.add("Dune", authors: ["Frank Herbert"])
        var calls = 0
        #expect(throws: Full.self) {
            try test.shelf.exportGoodreads(timeZone: TestLibrary.newYork) { _ in
                calls += 1
                throw Full()
            }
        }
        #expect(calls == 1)
    }

    @Test func anEmptyLibraryIsTheHeaderAlone() throws {
        let test = try TestLibrary()
        var chunks: [[UInt8]] = []
        try test.shelf.exportGoodreads(timeZone: TestLibrary.newYork) { chunks.append($0) }
        #expect(chunks.map { String(decoding: $0, as: UTF8.self) } == [GoodreadsCSV.header.joined(separator: ",") + "\n"])
    }
}
