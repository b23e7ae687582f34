import Foundation
import Testing
@testable import Library

@Suite("CSV writer")
struct GoodreadsCSVWriterTests {
    @Test func quotesOnlyWhenNeeded() {
        var writer = CSVWriter()
        writer.append(["plain", "one, two", "A Child Called \"It\"", "line\nbreak", "cr\rhere", " lead", "trail\t", "", "=\"0441013597\""])
        #expect(writer.text == "plain,\"one, two\",\"A Child Called \"\"It\"\"\",\"line\nbreak\",\"cr\rhere\",\" lead\",\"trail\t\",,\"=\"\"0441013597\"\"\"\n")
    }

    @Test func writesWhatTheReaderReadsBack() throws {
        let rows = [["Title", "Review"], ["\"Quoted\" start", "a,\"b\"\r\nc  "], ["🚀 ok", ""]]
        var writer = CSVWriter()
        rows.forEach { writer.append($0) }
        #expect(try CSVReader.records(in: Data(writer.text.utf8)).map(\.fields) == rows)
    }
}
