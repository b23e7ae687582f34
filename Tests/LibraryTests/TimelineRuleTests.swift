import Foundation
import Library
import Testing
import TestSupport

/// The timeline rules in the library: "added" first, start before finish, the current page from
/// the latest entry, ids never reused, one way to resume.
@Suite struct TimelineRuleTests {
    let library: TestLibrary
    let day: TimeInterval = 86_400

    init() throws {
        library = try TestLibrary()
    }

    /// A book of `pages` read to `page`, moved to `status` a day later, and a day gone by since.
    private func bookRead(to page: Int, of title: String, pages: Int, thenMovedTo status: BookStatus) throws -> Book {
        let book = try library.add(title, pages: pages)
        _ = try library.shelf.log(id: book.id, .page(page))
        library.advance(day)
        try library.shelf.move(id: book.id, to: status)
        library.advance(day)
        return book
    }

    @Test func aBackdatedLogBeforeAddedMovesAddedBack() throws {
        let book = try library.add("Dune", pages: 412)
        let result = try library.shelf.log(id: book.id, .page(20), at: TestLibrary.at(-3 * day))
        #expect(result.notes == [.addedMovedBack(to: TestLibrary.at(-3 * day))])
        let details = try library.shelf.details(id: book.id)
        #expect(details.book.addedAt == TestLibrary.at(-3 * day))
        #expect(details.statusHistory.allSatisfy { $0.at >= details.book.addedAt })
    }

    @Test func addAtSetsAddedAndImplausibleTimesAreRefused() throws {
        var new = NewBook(title: "Old")
        new.addedAt = TestLibrary.at(-100 * day)
        #expect(try library.shelf.add(new).addedAt == TestLibrary.at(-100 * day))
        // 1900 has begun somewhere (UTC+14) from 1899-12-31T10:00:00Z on.
        new.addedAt = Date(timeIntervalSince1970: -2_209_039_201)
        #expect(throws: LibraryError.timeTooEarly(Date(timeIntervalSince1970: -2_209_039_201))) { try library.shelf.add(new) }
        new.addedAt = TestLibrary.at(day + 1)
        #expect(throws: LibraryError.timeInFuture(TestLibrary.at(day + 1))) { try library.shelf.add(new) }
        #expect(try library.shelf.bookCount() == 1)
    }

    @Test func aFinishBeforeTheStartIsRefusedAndChangesNothing() throws {
        let book = try library.add("B", pages: 100)
        _ = try library.shelf.log(id: book.id, .page(80))
        let before = try library.snapshot()
        #expect(throws: LibraryError.finishBeforeStart(TestLibrary.at(-day), startedAt: TestLibrary.start)) {
            try library.shelf.log(id: book.id, .page(100), at: TestLibrary.at(-day))
        }
        #expect(throws: LibraryError.timeBeforeLastMove(TestLibrary.at(-day), status: .reading, movedAt: TestLibrary.start)) {
            try library.shelf.move(id: book.id, to: .read, at: TestLibrary.at(-day))
        }
        #expect(try library.snapshot() == before)
    }

    @Test func theCurrentPageIsTheLatestEntryInTime() throws {
        let book = try library.add("B", pages: 100, status: .reading)
        library.advance(day)
        _ = try library.shelf.log(id: book.id, .page(80))
        let earlier = try library.shelf.log(id: book.id, .page(10), at: TestLibrary.at(day / 2))
        #expect(try library.shelf.book(id: book.id).currentPage == 80)
        #expect(earlier.notes == [.loggedEarlier(page: 10, at: TestLibrary.at(day / 2), currentPage: 80)])
        #expect(try library.shelf.log(id: book.id, .pagesOn(5), at: TestLibrary.at(day * 0.75)).page == 15)
        let lastPageEarlier = try library.shelf.log(id: book.id, .page(100), at: TestLibrary.at(day * 0.8))
        #expect(lastPageEarlier.moves.isEmpty, "an earlier last page does not finish the read")
        #expect(try library.shelf.log(id: book.id, .pagesOn(5)).page == 85)
    }

    @Test func aLogBeforeTheStartMovesTheStartBack() throws {
        let book = try library.add("Dune", pages: 412)
        try library.shelf.move(id: book.id, to: .reading)
        let result = try library.shelf.log(id: book.id, .page(120), at: TestLibrary.at(-2 * day))
        #expect(try library.shelf.book(id: book.id).currentPage == 120)
        #expect(try library.shelf.book(id: book.id).startedAt == TestLibrary.at(-2 * day))
        #expect(result.notes.contains(.startMovedBack(to: TestLibrary.at(-2 * day))))
        #expect(try library.shelf.log(id: book.id, .pagesOn(30)).page == 150)
    }

    @Test func idsAreNeverReused() throws {
        try library.add("A")
        let second = try library.add("B")
        try library.shelf.remove(id: second.id)
        #expect(try library.add("C").id == second.id + 1)
    }

    @Test func startingADnfBookResumesItsReadAndStartingOverBeginsAgain() throws {
        let book = try bookRead(to: 120, of: "Long", pages: 500, thenMovedTo: .dnf)
        #expect(try library.shelf.move(id: book.id, to: .reading).book.currentPage == 120)
        #expect(try library.shelf.details(id: book.id).readThroughs.count == 1)
        library.advance(day)
        try library.shelf.move(id: book.id, to: .dnf)
        library.advance(day)
        #expect(try library.shelf.log(id: book.id, .pagesOn(5)).page == 125, "log resumes the same way")
        library.advance(day)
        try library.shelf.move(id: book.id, to: .dnf)
        let over = try library.shelf.move(id: book.id, to: .reading, startingOver: true)
        #expect(over.book.currentPage == nil)
        #expect(try library.shelf.details(id: book.id).readThroughs.count == 2)
    }

    @Test func aReadBookIsNotGivenUpAndKeepsItsFinish() throws {
        let book = try bookRead(to: 40, of: "Bk", pages: 100, thenMovedTo: .read)
        let before = try library.snapshot()
        #expect(throws: LibraryError.giveUpFinishedBook(id: book.id, title: "Bk", finishedAt: TestLibrary.at(day))) {
            try library.shelf.move(id: book.id, to: .dnf)
        }
        #expect(try library.snapshot() == before)
        let details = try library.shelf.details(id: book.id)
        #expect(details.book.finishedAt == TestLibrary.at(day))
        #expect(details.readThroughs.map(\.outcome) == [.read])
    }

    @Test func aReadBookBackOnToReadHasNoCurrentPageAndItsFinishStays() throws {
        let book = try bookRead(to: 40, of: "Bk", pages: 100, thenMovedTo: .read)
        let back = try library.shelf.move(id: book.id, to: .toRead)
        #expect(back.book.currentPage == nil, "the finished read is over; a re-read has not begun")
        #expect(back.book.finishedAt == TestLibrary.at(day))
        library.advance(day)
        #expect(try library.shelf.move(id: book.id, to: .reading).book.currentPage == nil)
        #expect(try library.shelf.log(id: book.id, .pagesOn(5)).page == 5, "a re-read counts from its own start")
        let reads = try library.shelf.details(id: book.id).readThroughs
        #expect(reads.map(\.outcome) == [.read, .reading])
        #expect(reads.first?.finishedAt == TestLibrary.at(day))
    }
}
