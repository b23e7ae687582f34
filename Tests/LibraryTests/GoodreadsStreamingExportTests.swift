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
                dateAdded: CalendarDate(parsing: "2020-01-01"), exclusiveShelf: index % 2 == 0 ? "read" : "to-read",
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
