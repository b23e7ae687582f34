import Foundation
import Library
import Testing
import TestSupport

/// Lists and moves: every change kept with its time, read-throughs opened and closed by them,
/// startedAt / finishedAt / readCount derived from that history.
@Suite struct MoveTests {
    let library: TestLibrary

    init() throws {
        library = try TestLibrary()
    }

    @Test func everyMoveIsKeptWithItsTime() throws {
        let book = try library.add("Dune", pages: 412)
        library.advance(100)
        try library.shelf.move(id: book.id, to: .reading)
        library.advance(100)
        let finished = try library.shelf.move(id: book.id, to: .read).book
        #expect(finished.status == .read)
        #expect(finished.startedAt == TestLibrary.at(100))
        #expect(finished.finishedAt == TestLibrary.at(200))
        #expect(finished.readCount == 1)
        let details = try library.shelf.details(id: book.id)
        #expect(details.statusHistory == [
            StatusChange(from: nil, to: .toRead, at: TestLibrary.at(0)),
            StatusChange(from: .toRead, to: .reading, at: TestLibrary.at(100)),
            StatusChange(from: .reading, to: .read, at: TestLibrary.at(200)),
        ])
        #expect(details.readThroughs == [
            ReadThrough(startedAt: TestLibrary.at(100), finishedAt: TestLibrary.at(200), outcome: .read)
        ])
    }

    @Test func aMoveCannotBeBackdatedBeforeThePreviousMove() throws {
        let book = try library.add("Dune")
        try library.shelf.move(id: book.id, to: .reading, at: TestLibrary.at(-10 * 86_400))
        let before = try library.shelf.details(id: book.id)
        #expect(throws: LibraryError.timeBeforeLastMove(
            TestLibrary.at(-20 * 86_400), status: .reading, movedAt: TestLibrary.at(-10 * 86_400))
        ) {
            try library.shelf.move(id: book.id, to: .read, at: TestLibrary.at(-20 * 86_400))
        }
        #expect(try library.shelf.details(id: book.id) == before)
        let finished = try library.shelf.move(id: book.id, to: .read, at: TestLibrary.at(-5 * 86_400)).book
        #expect(finished.finishedAt == TestLibrary.at(-5 * 86_400))
    }

    @Test func aBackdatedMoveIsRecordedAtTheGivenTime() throws {
        let book = try library.add("Dune")
        let lastWeek = TestLibrary.at(-7 * 86_400)
        let moved = try library.shelf.move(id: book.id, to: .reading, at: lastWeek).book
        #expect(moved.startedAt == lastWeek)
        #expect(try library.shelf.details(id: book.id).statusHistory.contains(
            StatusChange(from: .toRead, to: .reading, at: lastWeek)))
    }

    @Test func aReReadStartsANewReadThroughAndKeepsTheOldOne() throws {
        let book = try library.add("Dune", pages: 412)
        try library.shelf.move(id: book.id, to: .reading)
        library.advance(1_000)
        _ = try library.shelf.log(id: book.id, .page(412))
        library.advance(1_000)
        let again = try library.shelf.move(id: book.id, to: .reading).book
        #expect(again.status == .reading)
        #expect(again.startedAt == TestLibrary.at(2_000))
        #expect(again.finishedAt == nil)
        #expect(again.readCount == 1)
        #expect(again.currentPage == nil)
        library.advance(1_000)
        _ = try library.shelf.log(id: book.id, .page(100))
        let twice = try library.shelf.move(id: book.id, to: .read).book
        #expect(twice.readCount == 2)
        #expect(twice.finishedAt == TestLibrary.at(3_000))
        let throughs = try library.shelf.details(id: book.id).readThroughs
        #expect(throughs == [
            ReadThrough(startedAt: TestLibrary.at(0), finishedAt: TestLibrary.at(1_000), outcome: .read),
            ReadThrough(startedAt: TestLibrary.at(2_000), finishedAt: TestLibrary.at(3_000), outcome: .read),
        ])
    }

    @Test func didNotFinishClosesTheReadThroughWithoutCountingIt() throws {
        let book = try library.add("Ulysses", pages: 730)
        try library.shelf.move(id: book.id, to: .reading)
        _ = try library.shelf.log(id: book.id, .page(120))
        library.advance(60)
        let stopped = try library.shelf.move(id: book.id, to: .dnf).book
        #expect(stopped.status == .dnf)
        #expect(stopped.finishedAt == TestLibrary.at(60))
        #expect(stopped.readCount == 0)
        #expect(stopped.currentPage == 120)
        #expect(try library.shelf.details(id: book.id).readThroughs.map(\.outcome) == [.dnf])
    }

    @Test func finishingAnUnstartedBookRecordsAReadThroughWithoutAStart() throws {
        let book = try library.add("Dune", pages: 412)
        let finished = try library.shelf.move(id: book.id, to: .read).book
        #expect(finished.readCount == 1)
        #expect(finished.startedAt == nil)
        #expect(finished.finishedAt == TestLibrary.start)
        #expect(finished.currentPage == 412)
    }

    @Test func listsHoldEachBookOnce() throws {
        let reading = try library.add("Reading", status: .reading)
        let toRead = try library.add("To read")
        let read = try library.add("Read", status: .read)
        let dnf = try library.add("Dropped", status: .dnf)
        #expect(try library.shelf.books(status: .reading).map(\.id) == [reading.id])
        #expect(try library.shelf.books(status: .toRead).map(\.id) == [toRead.id])
        #expect(try library.shelf.books(status: .read).map(\.id) == [read.id])
        #expect(try library.shelf.books(status: .dnf).map(\.id) == [dnf.id])
        #expect(try library.shelf.books().map(\.id) == [1, 2, 3, 4])
    }

    @Test func refusedMovesChangeNothing() throws {
        let book = try library.add("Dune", status: .reading)
        let before = try library.snapshot()
        #expect(throws: LibraryError.alreadyOnList(title: "Dune", status: .reading)) {
            try library.shelf.move(id: book.id, to: .reading)
        }
        let tomorrow = TestLibrary.at(86_401)
        #expect(throws: LibraryError.timeInFuture(tomorrow)) {
            try library.shelf.move(id: book.id, to: .read, at: tomorrow)
        }
        #expect(throws: LibraryError.bookNotFound("#99")) { try library.shelf.move(id: 99, to: .read) }
        #expect(try library.snapshot() == before)
    }

    @Test(arguments: [
        ("to-read", BookStatus.toRead), ("TO_READ", .toRead), ("want to read", .toRead),
        ("reading", .reading), ("currently-reading", .reading),
        ("read", .read), ("finished", .read), ("DNF", .dnf), ("abandoned", .dnf),
    ])
    func statusesAreReadAsPeopleTypeThem(text: String, status: BookStatus) {
        #expect(BookStatus(userInput: text) == status)
    }

    @Test(arguments: ["", "readd", "to read later", "42", "done!"])
    func unknownStatusesAreRefused(text: String) {
        #expect(BookStatus(userInput: text) == nil)
    }
}
