import Essentials
import Foundation
import Library
import Testing
import TestSupport

/// A newer Goodreads export that counts more reads of a book than the library knows: a re-read
/// logged on Goodreads since the last import.
struct ImportReReadTests {
    private func export(readCount: Int?, dateRead: String?, shelf: String = "read") -> Data {
        let record = GoodreadsRecord(
            bookId: "42", title: "Piranesi", author: "Susanna Clarke", pageCount: 272,
            dateRead: dateRead.flatMap(CalendarDate.init(parsing:)).map(PartialDate.init), dateAdded: CalendarDate(parsing: "2021-01-02").map(PartialDate.init),
            exclusiveShelf: shelf, readCount: readCount)
        return Data(GoodreadsCSV.write([record]).utf8)
    }

    private func importing(_ data: Data, into test: TestLibrary) throws -> ImportSummary {
        try test.shelf.importGoodreads(data, options: TestLibrary.importOptions())
    }

    @Test func aLaterDateReadIsANewReadThrough() throws {
        let test = try TestLibrary()
        _ = try importing(export(readCount: 1, dateRead: "2022-03-04"), into: test)
        let summary = try importing(export(readCount: 2, dateRead: "2026-05-01"), into: test)
        #expect(summary == ImportSummary(added: 0, updated: 1, skipped: 0))

        let book = try #require(try test.book(goodreadsID: "42"))
        #expect(book.readCount == 2)
        #expect(book.finishedAt == TestLibrary.midnight("2026-05-01"))
        let reads = try test.shelf.details(id: book.id).readThroughs
        #expect(reads.map(\.finishedAt) == [TestLibrary.midnight("2022-03-04"), TestLibrary.midnight("2026-05-01")])
        #expect(reads.allSatisfy { $0.outcome == .read })
        // Importing the same newer file again is no news.
        #expect(try importing(export(readCount: 2, dateRead: "2026-05-01"), into: test) == ImportSummary(added: 0, updated: 0, skipped: 1, changed: false))
    }

    @Test func moreReadsWithTheSameDateAreEarlierOnesAndTheLatestStaysLatest() throws {
        let test = try TestLibrary()
        _ = try importing(export(readCount: 1, dateRead: "2022-03-04"), into: test)
        _ = try importing(export(readCount: 3, dateRead: "2022-03-04"), into: test)

        let book = try #require(try test.book(goodreadsID: "42"))
        #expect(book.readCount == 3)
        #expect(book.finishedAt == TestLibrary.midnight("2022-03-04"), "the known finish is still the latest")
        let reads = try test.shelf.details(id: book.id).readThroughs
        #expect(reads.map(\.finishedAt) == [nil, nil, TestLibrary.midnight("2022-03-04")])
        #expect(try test.shelf.listEntries(status: .read).first?.finishedAt == TestLibrary.midnight("2022-03-04"))
    }

    /// Read Count counts every finished read, so a book read in shelf with its dates has the one
    /// read a row counts: none is added for it, however often the file is imported.
    @Test func aReadCountCountsTheDatedReadsTheBookHas() throws {
        let test = try TestLibrary()
        let book = try test.add("Piranesi", authors: ["Susanna Clarke"])
        let started = try #require(TestLibrary.midnight("2025-10-01"))
        let finished = try #require(TestLibrary.midnight("2025-10-15"))
        _ = try test.shelf.move(id: book.id, to: .reading, at: started)
        _ = try test.shelf.move(id: book.id, to: .read, at: finished)
        for _ in 1...2 {
            _ = try importing(export(readCount: 1, dateRead: nil), into: test)
            #expect(try test.shelf.details(id: book.id).readThroughs.map(\.finishedAt) == [finished])
        }
        #expect(try importing(export(readCount: 2, dateRead: nil), into: test).updated == 1)
        let reads = try test.shelf.details(id: book.id).readThroughs
        #expect(reads.map(\.finishedAt) == [nil, finished], "one undated read for the one more counted; the dated one stays latest")
        #expect(try importing(export(readCount: 2, dateRead: nil), into: test).skipped == 1)
        #expect(try test.shelf.details(id: book.id).readThroughs == reads, "nothing added the second time")
    }

    @Test func aLowerOrMissingCountNeverRemovesReads() throws {
        let test = try TestLibrary()
        _ = try importing(export(readCount: 2, dateRead: "2022-03-04"), into: test)
        // The export's row kept for the round trip follows each newer file; the books and their
        // reads must not.
        let book = try #require(try test.book(goodreadsID: "42"))
        let before = (try test.shelf.books(), try test.shelf.details(id: book.id).readThroughs)
        #expect(try importing(export(readCount: 1, dateRead: "2022-03-04"), into: test).updated == 0)
        #expect(try importing(export(readCount: nil, dateRead: "2022-03-04"), into: test).updated == 0)
        #expect(try importing(export(readCount: 5, dateRead: nil, shelf: "to-read"), into: test).updated == 0,
                "a to-read row adds no finished reads")
        #expect(try test.shelf.books() == before.0)
        #expect(try test.shelf.details(id: book.id).readThroughs == before.1)
    }

    /// A read the file dates before the re-read begun in shelf is an earlier
    /// read of its own, not the re-read finishing before it started.
    @Test func aReadDatedBeforeTheReReadInShelfIsAnEarlierReadOfItsOwn() throws {
        let test = try TestLibrary()
        _ = try importing(export(readCount: 1, dateRead: "2022-03-04"), into: test)
        let book = try #require(try test.book(goodreadsID: "42"))
        try test.shelf.move(id: book.id, to: .reading)
        _ = try importing(export(readCount: 2, dateRead: "2026-05-01"), into: test)

        let after = try test.shelf.details(id: book.id)
        #expect(after.book.status == .reading, "the re-read begun in shelf is still open")
        #expect(after.book.readCount == 2)
        #expect(after.readThroughs.map(\.finishedAt) == [
            TestLibrary.midnight("2022-03-04"), TestLibrary.midnight("2026-05-01"), nil,
        ])
        #expect(after.readThroughs.last?.startedAt == after.statusHistory.last?.at)
        for read in after.readThroughs {
            if let start = read.startedAt, let finish = read.finishedAt { #expect(start <= finish) }
        }
    }

    /// A finish inside the read in progress but before a page logged in it is neither an
    /// earlier read nor this one's end (`finish --at` refuses it): the book stays on reading,
    /// named in the summary, and no read is counted for it.
    @Test func aFinishBeforeAPageOfTheOpenReadKeepsTheBookReading() throws {
        let test = try TestLibrary()
        let book = try test.add("Piranesi", authors: ["Susanna Clarke"])
        let (start, page) = (try #require(TestLibrary.midnight("2026-03-01")), try #require(TestLibrary.midnight("2026-03-10")))
        _ = try test.shelf.move(id: book.id, to: .reading, at: start)
        _ = try test.shelf.log(id: book.id, .page(100), at: page)
        let before = try test.shelf.details(id: book.id).readThroughs
        let summary = try importing(export(readCount: 1, dateRead: "2026-03-05"), into: test)
        #expect(summary.keptHistory == ["Piranesi"])
        #expect(try test.shelf.book(id: book.id).status == .reading)
        #expect(try test.shelf.details(id: book.id).readThroughs == before, "no read finished, none added")
        // A finish after the last page ends the read as before.
        let later = try importing(export(readCount: 1, dateRead: "2026-03-12"), into: test)
        #expect(later.keptHistory.isEmpty)
        #expect(try test.shelf.book(id: book.id).status == .read)
        #expect(try test.shelf.details(id: book.id).readThroughs.count == 1)
    }

    /// A Date Read on the day of the open read's last page finishes the read after that page:
    /// Goodreads gives only the day, and the reader finished after the page logged that day.
    /// Importing the file again finds the read it finished and changes nothing.
    @Test func aFinishOnTheDayOfTheLastPageEndsTheReadAfterIt() throws {
        let test = try TestLibrary()
        let book = try test.add("Piranesi", authors: ["Susanna Clarke"])
        let start = try #require(TestLibrary.midnight("2026-03-01"))
        let lastPage = try #require(TestLibrary.midnight("2026-03-10")).addingTimeInterval(15 * 3600)
        _ = try test.shelf.move(id: book.id, to: .reading, at: start)
        _ = try test.shelf.log(id: book.id, .page(100), at: lastPage)

        let summary = try importing(export(readCount: 1, dateRead: "2026-03-10"), into: test)
        #expect(summary.keptHistory.isEmpty)
        let details = try test.shelf.details(id: book.id)
        #expect(details.book.status == .read)
        #expect(details.readThroughs.map(\.startedAt) == [start])
        #expect(details.readThroughs.map(\.finishedAt) == [lastPage], "finished at the page, not before it")
        #expect(details.readThroughs.map(\.finishedOn) == [CalendarDate(parsing: "2026-03-10")], "and on the day the file gives")
        #expect(details.statusHistory.last?.at == lastPage)

        let again = try importing(export(readCount: 1, dateRead: "2026-03-10"), into: test)
        #expect(again == ImportSummary(added: 0, updated: 0, skipped: 1, changed: false))
        #expect(try test.shelf.details(id: book.id) == details)
    }

    /// A re-read begun on the Date Read day, with a page logged later that day, is not what the
    /// row's finish ends: that is the read imported before, and importing the file again changes
    /// nothing.
    @Test func aReReadBegunOnTheDateReadDayIsNotEndedByIt() throws {
        let test = try TestLibrary()
        _ = try importing(export(readCount: 1, dateRead: "2026-03-10"), into: test)
        let book = try #require(try test.book(goodreadsID: "42"))
        let day = try #require(TestLibrary.midnight("2026-03-10"))
        _ = try test.shelf.move(id: book.id, to: .reading, at: day.addingTimeInterval(10 * 3600))
        _ = try test.shelf.log(id: book.id, .page(50), at: day.addingTimeInterval(18 * 3600))
        let before = try test.shelf.details(id: book.id)
        let again = try importing(export(readCount: 1, dateRead: "2026-03-10"), into: test)
        #expect(again == ImportSummary(added: 0, updated: 0, skipped: 1, changed: false))
        #expect(try test.shelf.details(id: book.id) == before)
    }
}
