import Foundation
import Testing
@testable import Library

/// Every kind of broken file fails as a whole, naming the physical line to fix.
@Suite("Goodreads malformed files")
struct GoodreadsMalformedTests {
    private func parse(_ fixture: String) throws -> [GoodreadsRecord] {
        try GoodreadsCSV.parse(TestFixtures.data(fixture))
    }

    @Test func unterminatedQuote() {
        #expect(throws: ExportFileError.malformedCSV(.unterminatedQuote(line: 6))) {
            try parse("malformed-unterminated-quote.csv")
        }
    }

    @Test func wrongFieldCount() {
        #expect(throws: ExportFileError.malformedCSV(.wrongFieldCount(line: 5, expected: 24, found: 25))) {
            try parse("malformed-field-count.csv")
        }
    }

    @Test func anInvalidDateIsLeftEmpty() throws {
        let records = try parse("malformed-invalid-date.csv")
        let leftEmpty = records.flatMap(\.leftEmpty)
        #expect(leftEmpty == [ValueLeftEmpty(column: "Date Read", value: "2021/02/30", line: 5)])
        #expect(records.first { !$0.leftEmpty.isEmpty }?.dateRead == nil)
    }

    @Test func aNonNumericPageCountIsLeftEmpty() throws {
        let records = try parse("malformed-page-count.csv")
        #expect(records.flatMap(\.leftEmpty) == [ValueLeftEmpty(column: "Number of Pages", value: "about 540", line: 3)])
        #expect(records.first { !$0.leftEmpty.isEmpty }?.pageCount == nil)
    }

    @Test func aRepeatedHeaderIsNoBook() throws {
        // Two exports joined with `cat`: the second header is skipped, both files' books are read.
        let text = try #require(String(data: try TestFixtures.data("goodreads-current.csv"), encoding: .utf8))
        let once = try GoodreadsCSV.parse(Data(text.utf8))
        let header = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).first)
        let joined = try GoodreadsCSV.parse(Data((text + header + "\n" + text.drop { $0 != "\n" }.dropFirst()).utf8))
        #expect(joined.count == 2 * once.count)
        #expect(!joined.contains { $0.title == "Title" })
    }

    @Test func notUTF8() {
        #expect(throws: ExportFileError.malformedCSV(.invalidUTF8(line: 4))) {
            try parse("malformed-not-utf8.csv")
        }
    }
}
