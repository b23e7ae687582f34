import Foundation
import Testing
@testable import Library
import TestSupport

@Suite("CSV reader")
struct GoodreadsCSVReaderTests {
    private func read(_ text: String) throws -> [CSVRecord] {
        try CSVReader.records(in: Data(text.utf8))
    }

    @Test func splitsPlainFieldsAndKeepsEmptyOnes() throws {
        let records = try read("a,b,c\n1,,3\n,,\n")
        #expect(records == [
            CSVRecord(line: 1, fields: ["a", "b", "c"]),
            CSVRecord(line: 2, fields: ["1", "", "3"]),
            CSVRecord(line: 3, fields: ["", "", ""]),
        ])
    }

    @Test func quotedFieldsHoldCommasLineBreaksAndDoubledQuotes() throws {
        let records = try read("t,n\n\"A Child Called \"\"It\"\"\",\"one, two\"\n\"line 1\nline 2\r\nline 3\",\"\"\nlast,y\n")
        #expect(records == [
            CSVRecord(line: 1, fields: ["t", "n"]),
            CSVRecord(line: 2, fields: ["A Child Called \"It\"", "one, two"]),
            CSVRecord(line: 3, fields: ["line 1\nline 2\r\nline 3", ""]),
            // Starts after the three physical lines of the quoted field.
            CSVRecord(line: 6, fields: ["last", "y"]),
        ])
    }

    @Test func acceptsCRLFAndLoneCRAndMissingFinalNewline() throws {
        let expected = [["a", "b"], ["1", "2"], ["3", "4"]]
        #expect(try read("a,b\r\n1,2\r\n3,4\r\n").map(\.fields) == expected)
        #expect(try read("a,b\r1,2\r3,4").map(\.fields) == expected)
        #expect(try read("a,b\n1,2\n3,4").map(\.fields) == expected)
        #expect(try read("a,b\r\n1,2\r\n3,4").map(\.line) == [1, 2, 3])
        // A last field left empty at the very end of the input.
        #expect(try read("a,b\n1,").map(\.fields) == [["a", "b"], ["1", ""]])
    }

    @Test func skipsByteOrderMarkAndBlankLines() throws {
        let records = try CSVReader.records(in: Data([0xEF, 0xBB, 0xBF] + Array("Book Id,Title\n\n1,X\n\n\n".utf8)))
        #expect(records == [CSVRecord(line: 1, fields: ["Book Id", "Title"]), CSVRecord(line: 3, fields: ["1", "X"])])
    }

    @Test func keepsAQuoteInsideAnUnquotedFieldLiterally() throws {
        #expect(try read("a,b\n5\" floppy,x\n")[1].fields == ["5\" floppy", "x"])
    }

    @Test func refusesTextAfterAClosingQuote() {
        #expect(throws: CSVError.textAfterClosingQuote(line: 2, field: 2)) {
            try read("a,b\nx,\"A Child Called \"It\"\"\n")
        }
    }

    @Test func reportsUnterminatedQuoteAtTheLineItsRecordStarts() {
        #expect(throws: CSVError.unterminatedQuote(line: 3)) {
            try read("a,b\n1,2\n3,\"never closed\nmore\nand more\n")
        }
    }

    @Test func reportsWrongFieldCountAgainstTheHeader() {
        #expect(throws: CSVError.wrongFieldCount(line: 4, expected: 2, found: 3)) {
            try read("a,b\n\"x\ny\",1\n1,2,3\n")
        }
        #expect(throws: CSVError.wrongFieldCount(line: 2, expected: 2, found: 1)) {
            try read("a,b\nonly one\n")
        }
    }

    @Test func reportsTheLineOfTheFirstByteThatIsNotUTF8() {
        // é in Latin-1 on the second line of a quoted field that starts on line 2.
        let bytes = Array("a,b\n1,\"fine\ncaf".utf8) + [0xE9] + Array("\"\n".utf8)
        #expect(throws: CSVError.invalidUTF8(line: 3)) { try CSVReader.records(in: Data(bytes)) }
        // Truncated four-byte sequence in an unquoted field; surrogate encoded as three bytes.
        #expect(throws: CSVError.invalidUTF8(line: 2)) {
            try CSVReader.records(in: Data(Array("a\n".utf8) + [0xF0, 0x9F, 0x9A] + Array("\n".utf8)))
        }
        #expect(throws: CSVError.invalidUTF8(line: 1)) { try CSVReader.records(in: Data([0xED, 0xA0, 0x80])) }
        #expect(throws: CSVError.invalidUTF8(line: 1)) { try CSVReader.records(in: Data([0xC0, 0xAF])) }
    }

    @Test func readsMultiByteTextIntact() throws {
        let text = "t\nProject Hail Mary 🚀\nסיפור על אהבה וחושך\n\"ألف ليلة, وليلة\"\n"
        #expect(try read(text).map(\.fields) == [["t"], ["Project Hail Mary 🚀"], ["סיפור על אהבה וחושך"], ["ألف ليلة, وليلة"]])
    }

    @Test func readsOneRecordAtATime() throws {
        var reader = CSVReader(Data("a\n1\n2\n".utf8))
        #expect(try reader.nextRecord()?.fields == ["a"])
        #expect(try reader.nextRecord()?.fields == ["1"])
        #expect(try reader.nextRecord()?.fields == ["2"])
        #expect(try reader.nextRecord() == nil)
        #expect(try reader.nextRecord() == nil)
    }

    @Test func emptyInputHasNoRecords() throws {
        #expect(try read("").isEmpty)
        #expect(try CSVReader.records(in: Data([0xEF, 0xBB, 0xBF])).isEmpty)
    }

    /// The count read from the bytes agrees with the records read, from any record on, whatever
    /// the fields hold: quoted commas, line breaks of each kind, doubled quotes, a quote inside an
    /// unquoted field, blank lines, and a last record with or without its line end.
    @Test(arguments: 1...40)
    func theRecordCountFromBytesIsTheCountOfRecords(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let pieces = ["a", "", "\"q, \"\"x\"\"\"", "\"two\nlines\r\nthree\rfour\"", "5\" floppy", "é", "\"\""]
        let ends = ["\n", "\r\n", "\r", "\n\n", "\r\n\r\n"]
        var text = Bool.random(using: &generator) ? "\u{FEFF}" : ""
        let records = Int.random(in: 0...6, using: &generator)
        for index in 0..<records {
            text += (0..<3).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined(separator: ",")
            if index < records - 1 || Bool.random(using: &generator) { text += ends.randomElement(using: &generator) ?? "\n" }
        }
        var reader = CSVReader(Data(text.utf8))
        var left = try CSVReader.records(in: Data(text.utf8)).count
        while true {
            #expect(reader.remainingRecordCount() == left, "\(text.debugDescription)")
            guard try reader.nextRecord() != nil else { break }
            left -= 1
        }
    }
}
