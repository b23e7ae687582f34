import Foundation
import Library
import Testing
import TestSupport

/// `log`: absolute pages, pages on, percentages, backdating, the moves logging causes, and the
/// bounds it refuses.
@Suite struct LogTests {
    let library: TestLibrary

    init() throws {
        library = try TestLibrary()
    }

    @Test func pageInputIsReadAsTyped() {
        #expect(PageInput("120") == .page(120))
        #expect(PageInput("0") == .page(0))
        #expect(PageInput("-3") == .page(-3))
        #expect(PageInput("+25") == .pagesOn(25))
        #expect(PageInput("40%") == .percent(40))
        #expect(PageInput("12.5%") == .percent(12.5))
        for text in ["", "+", "%", "+-5", "++3", "+ 3", "abc", "12pages", "1e3", "1e2%", "+40%", "0x10%", "1..2%", "nan%", "inf%", "4 0", "+2.5"] {
            #expect(PageInput(text) == nil, "\(text)")
        }
    }

    @Test func everyEntryIsKeptAndTheLatestIsTheCurrentPage() throws {
        let book = try library.add("Dune", pages: 412, status: .reading)
        for (offset, page) in [10, 55, 120].enumerated() {
            library.advance(Double(offset + 1) * 60)
            let result = try library.shelf.log(id: book.id, .page(page))
            #expect(result.page == page)
            #expect(result.moves.isEmpty)
            #expect(try library.shelf.book(id: book.id).currentPage == page)
        }
        let details = try library.shelf.details(id: book.id)
        #expect(details.progress == [
            ProgressEntry(page: 10, at: TestLibrary.at(60)),
            ProgressEntry(page: 55, at: TestLibrary.at(180)),
            ProgressEntry(page: 120, at: TestLibrary.at(360)),
        ])
        #expect(details.book.percent == 29.1)
    }

    @Test func pagesOnCountFromTheLastPage() throws {
        let book = try library.add("Dune", pages: 412, status: .reading)
        #expect(try library.shelf.log(id: book.id, .pagesOn(25)).page == 25)
        _ = try library.shelf.log(id: book.id, .page(100))
        #expect(try library.shelf.log(id: book.id, .pagesOn(25)).page == 125)
        #expect(try library.shelf.log(id: book.id, .pagesOn(0)).page == 125)
    }

    @Test func thePageTheBookIsOnAlreadyRecordsNothing() throws {
        let book = try library.add("Dune", pages: 412, status: .reading)
        #expect(try library.shelf.log(id: book.id, .page(100)).alreadyOnPage == false)
        library.advance(86_400)
        let again = try library.shelf.log(id: book.id, .page(100))
        #expect(again.alreadyOnPage && again.page == 100 && again.moves.isEmpty)
        #expect(try library.shelf.log(id: book.id, .pagesOn(0)).alreadyOnPage)
        #expect(try library.shelf.details(id: book.id).progress.map(\.page) == [100])
        // Nothing recorded is nothing to undo: undo reverts the first entry.
        _ = try library.shelf.undo()
        #expect(try library.shelf.details(id: book.id).progress.isEmpty)
    }

    @Test func theSamePageEarlierThanTheLatestOrAsTheLastPageIsRecorded() throws {
        let book = try library.add("Dune", pages: 412, status: .reading)
        _ = try library.shelf.log(id: book.id, .page(100))
        library.advance(3_600)
        _ = try library.shelf.log(id: book.id, .page(150))
        // Page 150 again, but before the entry of page 150: it is history, not a repeat.
        #expect(try library.shelf.log(id: book.id, .page(150), at: TestLibrary.at(60)).alreadyOnPage == false)
        var changes = BookChanges()
        changes.pageCount = .some(150)
        _ = try library.shelf.edit(id: book.id, changes)
        let finish = try library.shelf.log(id: book.id, .page(150))
        #expect(!finish.alreadyOnPage && finish.moves == [.read])
    }

    @Test(arguments: [(40.0, 165), (0.0, 0), (100.0, 412), (12.5, 52), (0.1, 0)])
    func aPercentageBecomesTheNearestPage(percent: Double, page: Int) throws {
        let book = try library.add("Dune", pages: 412, status: .reading)
        #expect(try library.shelf.log(id: book.id, .percent(percent)).page == page)
    }

    @Test func aBackdatedEntryIsRecordedAtItsTime() throws {
        let book = try library.add("Dune", pages: 412)
        let yesterday = TestLibrary.at(-86_400)
        _ = try library.shelf.log(id: book.id, .page(50), at: yesterday)
        #expect(try library.shelf.book(id: book.id).startedAt == yesterday)
        let details = try library.shelf.details(id: book.id)
        #expect(details.progress == [ProgressEntry(page: 50, at: yesterday)])
        #expect(details.statusHistory.contains(StatusChange(from: .toRead, to: .reading, at: yesterday)))
    }

    @Test func loggingAToReadBookMovesItToReading() throws {
        let book = try library.add("Dune", pages: 412)
        let result = try library.shelf.log(id: book.id, .page(30))
        #expect(result.moves == [.reading])
        #expect(result.status == .reading)
        #expect(try library.shelf.book(id: book.id).startedAt == TestLibrary.start)
        #expect(try library.shelf.book(id: book.id).currentPage == 30)
    }

    @Test func loggingADroppedBookStartsReadingItAgain() throws {
        let book = try library.add("Dune", pages: 412, status: .dnf)
        let result = try library.shelf.log(id: book.id, .page(30))
        #expect(result.moves == [.reading])
        #expect(result.status == .reading)
    }

    @Test func loggingTheLastPageMovesTheBookToRead() throws {
        let book = try library.add("Dune", pages: 412, status: .reading)
        library.advance(600)
        let result = try library.shelf.log(id: book.id, .page(412))
        #expect(result.moves == [.read])
        #expect(result.status == .read)
        #expect(try library.shelf.book(id: book.id).finishedAt == TestLibrary.at(600))
        #expect(try library.shelf.book(id: book.id).readCount == 1)
    }

    @Test func loggingTheLastPageOfAToReadBookMovesItTwice() throws {
        let book = try library.add("Novella", pages: 90)
        let result = try library.shelf.log(id: book.id, .percent(100))
        #expect(result.moves == [.reading, .read])
        #expect(result.status == .read)
        #expect(try library.shelf.details(id: book.id).statusHistory.map(\.to) == [.toRead, .reading, .read])
    }

    @Test func withoutAPageCountAnyPageFromZeroUpIsTaken() throws {
        let book = try library.add("Untitled zine", status: .reading)
        _ = try library.shelf.log(id: book.id, .page(5_000))
        #expect(try library.shelf.book(id: book.id).currentPage == 5_000)
        _ = try library.shelf.log(id: book.id, .page(0))
        #expect(try library.shelf.book(id: book.id).currentPage == 0)
    }

    @Test func refusedEntriesChangeNothing() throws {
        let book = try library.add("Dune", pages: 412, status: .reading)
        _ = try library.shelf.log(id: book.id, .page(400))
        let noCount = try library.add("No count", status: .reading)
        let finished = try library.add("Done", pages: 10, status: .read)
        let before = try library.snapshot()
        let dune = BookMatch(id: book.id, title: "Dune")
        #expect(throws: LibraryError.pageOutOfRange(page: -1, pageCount: 412, book: dune)) {
            try library.shelf.log(id: book.id, .page(-1))
        }
        #expect(throws: LibraryError.pageOutOfRange(page: 413, pageCount: 412, book: dune)) {
            try library.shelf.log(id: book.id, .page(413))
        }
        #expect(throws: LibraryError.pageOutOfRange(page: 413, pageCount: 412, book: dune)) {
            try library.shelf.log(id: book.id, .pagesOn(13))
        }
        #expect(throws: LibraryError.pageOutOfRange(page: Int.max, pageCount: 412, book: dune)) {
            try library.shelf.log(id: book.id, .pagesOn(Int.max))
        }
        #expect(throws: LibraryError.pageOutOfRange(page: -5, pageCount: nil, book: BookMatch(id: noCount.id, title: "No count"))) {
            try library.shelf.log(id: noCount.id, .page(-5))
        }
        #expect(throws: LibraryError.percentWithoutPageCount(id: noCount.id, title: "No count")) {
            try library.shelf.log(id: noCount.id, .percent(40))
        }
        #expect(throws: LibraryError.percentOutOfRange(100.5)) {
            try library.shelf.log(id: book.id, .percent(100.5))
        }
        #expect(throws: LibraryError.percentOutOfRange(-1)) {
            try library.shelf.log(id: book.id, .percent(-1))
        }
        #expect(throws: LibraryError.logOnReadBook(id: finished.id, title: "Done")) {
            try library.shelf.log(id: finished.id, .page(3))
        }
        #expect(throws: LibraryError.timeInFuture(TestLibrary.at(86_401))) {
            try library.shelf.log(id: book.id, .page(401), at: TestLibrary.at(86_401))
        }
        #expect(try library.snapshot() == before)
    }

    @Test func hugeValuesAreRefusedNotOverflowed() throws {
        let book = try library.add("Dune", pages: 412, status: .reading)
        let noCount = try library.add("No count", status: .reading)
        _ = try library.shelf.log(id: noCount.id, .page(10))
        #expect(throws: LibraryError.pageOutOfRange(page: Int.max, pageCount: nil, book: BookMatch(id: noCount.id, title: "No count"))) {
            try library.shelf.log(id: noCount.id, .pagesOn(Int.max))
        }
        #expect(throws: LibraryError.percentOutOfRange(1e300)) { try library.shelf.log(id: book.id, .percent(1e300)) }
    }

    @Test func aHugePageCountIsRefusedSoPercentagesCannotOverflow() throws {
        #expect(throws: LibraryError.invalidPageCount(Int.max)) {
            try library.add("Endless", pages: Int.max, status: .reading)
        }
        let longest = try library.add("Longest", pages: BookLimits.pages, status: .reading)
        #expect(try library.shelf.log(id: longest.id, .percent(100)).page == BookLimits.pages)
    }
}
