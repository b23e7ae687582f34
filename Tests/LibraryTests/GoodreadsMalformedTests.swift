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
        #expect(throws: GoodreadsImportError.malformedCSV(.unterminatedQuote(line: 6))) {
            try parse("malformed-unterminated-quote.csv")
        }
    }

    @Test func wrongFieldCount() {
        #expect(throws: GoodreadsImportError.malformedCSV(.wrongFieldCount(line: 5, expected: 24, found: 25))) {
            try parse("malformed-field-count.csv")
        }
    }

    @Test func invalidDate() {
        #expect(throws: GoodreadsImportError.invalidDate(line: 5, column: "Date Read", value: "2021/02/30")) {
            try parse("malformed-invalid-date.csv")
        }
    }

    @Test func nonNumericPageCount() {
        #expect(throws: GoodreadsImportError.invalidNumber(line: 3, column: "Number of Pages", value: "about 540")) {
            try parse("malformed-page-count.csv")
        }
    }

    @Test func notUTF8() {
        #expect(throws: GoodreadsImportError.malformedCSV(.invalidUTF8(line: 4))) {
            try parse("malformed-not-utf8.csv")
        }
    }

    @Test func messagesNameTheLineTheProblemAndTheRemedy() throws {
        let errors: [GoodreadsImportError] = [
            .emptyFile, .malformedCSV(.unterminatedQuote(line: 6)), .malformedCSV(.textAfterClosingQuote(line: 2, field: 3)),
            .malformedCSV(.wrongFieldCount(line: 5, expected: 24, found: 25)), .malformedCSV(.invalidUTF8(line: 4)),
            .missingColumns(["Book Id"]), .invalidDate(line: 5, column: "Date Read", value: "2021/02/30"),
            .invalidNumber(line: 3, column: "Number of Pages", value: "about 540"), .invalidRating(line: 7, value: "9"),
            .missingTitle(line: 8),
        ]
        for error in errors {
            let message = error.description
            #expect(message.hasPrefix("line \(error.line): "), "\(message)")
            #expect(message.contains(" — "), "\(message)")
            #expect(!message.contains("\n"), "\(message)")
        }
        #expect(GoodreadsImportError.invalidDate(line: 5, column: "Date Read", value: "2021/02/30").description
            == "line 5: Date Read \"2021/02/30\" is not a date — write it as yyyy/MM/dd, e.g. 2024/03/15, or leave it empty")
        #expect(GoodreadsImportError.missingColumns(["Book Id", "Title"]).description
            == "line 1: the header has no \"Book Id\", \"Title\" columns — this is not a Goodreads library export; export it again from Goodreads")
    }
}
