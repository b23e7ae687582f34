import Foundation
import Library
import Testing
import TestSupport

/// `add`: what is stored, what is derived, and what is refused without a trace.
@Suite struct AddTests {
    let library: TestLibrary

    init() throws {
        library = try TestLibrary()
    }

    @Test func aNewBookIsStoredWithItsDetailsOnToRead() throws {
        var new = NewBook(title: "  Dune  ", authors: ["Frank Herbert", " ", " Brian Herbert "])
        new.pageCount = 412
        new.year = 1965
        new.isbn = ISBN("978-0-441-01359-3")
        let added = try library.shelf.add(new)
        #expect(added.id == 1)
        #expect(added.title == "Dune")
        #expect(added.authors == ["Frank Herbert", "Brian Herbert"])
        #expect(added.pageCount == 412)
        #expect(added.year == 1965)
        #expect(added.isbn13 == "9780441013593")
        #expect(added.isbn10 == "0441013597")
        #expect(added.status == .toRead)
        #expect(added.addedAt == TestLibrary.start)
        #expect(added.startedAt == nil && added.finishedAt == nil)
        #expect(added.readCount == 0)
        #expect(added.currentPage == nil)
        #expect(added.percent == 0)
        #expect(try library.shelf.book(id: 1) == added)
        let history = try library.shelf.details(id: 1).statusHistory
        #expect(history == [StatusChange(from: nil, to: .toRead, at: TestLibrary.start)])
    }

    @Test func idsCountUpAndTheFullTimestampIsKept() throws {
        library.advance(0.123_456)
        let first = try library.add("One")
        library.advance(60)
        let second = try library.add("Two")
        #expect(first.id == 1 && second.id == 2)
        #expect(first.addedAt == TestLibrary.at(0.123_456))
        #expect(second.addedAt == TestLibrary.at(60.123_456))
    }

    @Test func aTenDigitISBNStoresBothForms() throws {
        let added = try library.add("Dune", isbn: "0-441-01359-7")
        #expect(added.isbn10 == "0441013597")
        #expect(added.isbn13 == "9780441013593")
    }

    @Test func aBookAddedAsReadCountsAsOneFinishedReadThrough() throws {
        let added = try library.add("Dune", pages: 412, status: .read)
        #expect(added.status == .read)
        #expect(added.finishedAt == TestLibrary.start)
        #expect(added.startedAt == nil)
        #expect(added.readCount == 1)
        #expect(added.currentPage == 412)
        #expect(added.percent == 100)
    }

    @Test func aBookAddedAsReadingHasStarted() throws {
        let added = try library.add("Dune", pages: 412, status: .reading)
        #expect(added.status == .reading)
        #expect(added.startedAt == TestLibrary.start)
        #expect(added.finishedAt == nil)
        #expect(added.readCount == 0)
    }

    @Test(arguments: ["978-0-441-01359-3", "0441013597"])
    func aSecondBookWithTheSameISBNInEitherFormIsRefused(isbn: String) throws {
        try library.add("Dune", isbn: "9780441013593")
        let before = try library.snapshot()
        #expect(throws: LibraryError.duplicateBook(id: 1, title: "Dune")) {
            try library.add("Dune (again)", isbn: isbn)
        }
        #expect(try library.snapshot() == before)
    }

    @Test func theSameTitleAndFirstAuthorAreRefusedUnlessASecondCopyIsWanted() throws {
        try library.add("Dune (Dune Chronicles #1)", authors: ["Frank Herbert", "Someone"])
        try library.add("Poems")
        let before = try library.snapshot()
        #expect(throws: LibraryError.sameTitleAndAuthor(id: 1, title: "Dune (Dune Chronicles #1)")) {
            try library.add("  DUNE! ", authors: ["Herbert, Frank"])
        }
        #expect(throws: LibraryError.sameTitleAndAuthor(id: 2, title: "Poems")) { try library.add("poems") }
        #expect(try library.snapshot() == before)
        // Another author, or no author where the first had one, is another book.
        try library.add("Dune", authors: ["Brian Herbert"])
        try library.add("Dune")
        try library.add("Poems", authors: ["Emily Dickinson"])
        var copy = NewBook(title: "Dune", authors: ["Frank Herbert"])
        copy.allowsSameTitleAndAuthor = true
        #expect(try library.shelf.add(copy).id == 6)
    }

    @Test func refusedBooksLeaveNoTrace() throws {
        try library.add("Kept")
        let before = try library.snapshot()
        #expect(throws: LibraryError.emptyTitle) { try library.add(" \n\t ") }
        #expect(throws: LibraryError.invalidPageCount(0)) { try library.add("Zero", pages: 0) }
        #expect(throws: LibraryError.invalidPageCount(-12)) { try library.add("Negative", pages: -12) }
        var future = NewBook(title: "Far future")
        future.year = 12_000
        #expect(throws: LibraryError.yearInFuture(12_000, latest: 2031)) { try library.shelf.add(future) }
        // A catalogue's year is held to the years a date can have, not to the clock.
        future.source = .googleBooks
        #expect(throws: LibraryError.invalidYear(12_000)) { try library.shelf.add(future) }
        #expect(try library.snapshot() == before)
    }

    /// A year typed by hand may be five years past the clock's (2026 in `TestLibrary`), for a book
    /// announced ahead, or before the common era; a year past that is a slip. A catalogue's year
    /// is kept as it was given.
    @Test func aTypedYearMayBeAtMostFiveYearsAhead() throws {
        var announced = NewBook(title: "Announced")
        announced.year = 2031
        #expect(try library.shelf.add(announced).year == 2031)
        var ancient = NewBook(title: "Iliad")
        ancient.year = -750
        #expect(try library.shelf.add(ancient).year == -750)
        let before = try library.snapshot()
        var slip = NewBook(title: "Slip")
        slip.year = 2032
        #expect(throws: LibraryError.yearInFuture(2032, latest: 2031)) { try library.shelf.add(slip) }
        #expect(try library.snapshot() == before)
        slip.source = .openLibrary
        #expect(try library.shelf.add(slip).year == 2032)
    }

    @Test func textIsStoredExactly() throws {
        let titles = UnusualTitles.all + ["L'École des femmes", "Escape \u{1B}[31mred\u{1B}[0m"]
        for title in titles {
            let book = try library.add(title, authors: ["Zoë Ünal"])
            #expect(try library.shelf.book(id: book.id).title == title)
            #expect(book.authors == ["Zoë Ünal"])
        }
    }
}
