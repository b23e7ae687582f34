import Foundation
import Testing
@testable import Library
import TestSupport

/// Generated inputs: nothing traps, and whatever parses survives a write and a second parse.
@Suite("Goodreads generated inputs")
struct GoodreadsPropertyTests {
    /// Pieces chosen to hit every special case: separators, quotes, line ends, entities, spaces,
    /// multi-byte text, formula ISBNs, shelf names, dates and numbers.
    private static let pieces = [
        ",", "\"", "\n", "\r\n", "\r", " ", "a", "Dune", "&amp;", "&#39;", "&", "é", "🚀", "שלום", "=\"\"",
        "=\"044101268X\"", "to-read", "read", "dnf", "currently-reading", "2024/03/15", "0", "5", "-700", "<br/>",
    ]

    private func text(_ generator: inout SeededGenerator, maxPieces: Int) -> String {
        (0..<Int.random(in: 0...maxPieces, using: &generator))
            .map { _ in Self.pieces.randomElement(using: &generator) ?? "" }
            .joined()
    }

    @Test func arbitraryTextNeverTraps() throws {
        var generator = SeededGenerator(seed: 1)
        var parsed = 0
        for _ in 0..<3000 {
            let body = text(&generator, maxPieces: 40)
            let data = Data(("Book Id,Title,My Review\n" + body).utf8)
            if let records = try? GoodreadsCSV.parse(data) {
                parsed += 1
                #expect(try GoodreadsCSV.parse(Data(GoodreadsCSV.write(records).utf8)) == records)
            }
        }
        // Guards the generator itself: a run where nothing parses would prove nothing.
        #expect(parsed > 50)
    }

    @Test func arbitraryBytesNeverTrap() {
        var generator = SeededGenerator(seed: 2)
        let bytes: [UInt8] = [0x2C, 0x22, 0x0A, 0x0D, 0x41, 0xC3, 0xA9, 0xE2, 0x82, 0xF0, 0x9F, 0xED, 0xA0, 0xFF, 0xEF, 0xBB, 0xBF]
        for _ in 0..<3000 {
            let body = (0..<Int.random(in: 0...60, using: &generator)).map { _ in bytes.randomElement(using: &generator) ?? 0 }
            _ = try? GoodreadsCSV.parse(Data(Array("Book Id,Title\n".utf8) + body))
            _ = GoodreadsCSV.isGoodreadsCSV(Data(body))
        }
    }

    @Test func wellFormedRowsRoundTrip() throws {
        var generator = SeededGenerator(seed: 3)
        var writer = CSVWriter()
        writer.append(["Book Id", "Title", "Author", "Additional Authors", "ISBN", "Bookshelves", "Exclusive Shelf", "My Review", "Private Notes", "Publisher"])
        for index in 0..<500 {
            var fields = (0..<10).map { _ in text(&generator, maxPieces: 6) }
            fields[0] = String(index)
            fields[1] = "Title \(index) " + fields[1]
            writer.append(fields)
        }
        let records = try GoodreadsCSV.parse(Data(writer.text.utf8))
        #expect(records.count == 500)
        let written = GoodreadsCSV.write(records)
        #expect(try GoodreadsCSV.parse(Data(written.utf8)) == records)
        #expect(GoodreadsCSV.write(try GoodreadsCSV.parse(Data(written.utf8))) == written)
    }
}
