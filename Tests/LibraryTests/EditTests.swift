import Foundation
import Library
import Testing
import TestSupport

/// `edit`: each field changes alone, ratings go in halves, a page count below the progress
/// already logged is refused, a field given as it is changes nothing, and a retitle that makes a
/// book another's twin is refused as `add` refuses it.
@Suite struct EditTests {
    let library: TestLibrary

    init() throws {
        library = try TestLibrary()
    }

    @Test func onlyTheGivenFieldsChange() throws {
        let book = try library.add("Dune", authors: ["Frank Herbert"], pages: 412, isbn: "9780441013593")
        var changes = BookChanges()
        changes.year = 1965
        let edited = try library.shelf.edit(id: book.id, changes).book
        #expect(edited.year == 1965)
        #expect(edited.title == "Dune" && edited.authors == ["Frank Herbert"] && edited.pageCount == 412)
        #expect(edited.isbn13 == "9780441013593")
    }

    @Test func pagesISBNYearAndRatingCanBeCleared() throws {
        let book = try library.add("Dune", authors: ["Frank Herbert"], pages: 412, isbn: "9780441013593")
        var set = BookChanges()
        set.year = 1965
        set.rating = 4
        _ = try library.shelf.edit(id: book.id, set)
        var clear = BookChanges()
        clear.pageCount = .some(nil)
        clear.isbn = .some(nil)
        clear.year = .some(nil)
        clear.rating = .some(nil)
        #expect(!clear.isEmpty)
        let cleared = try library.shelf.edit(id: book.id, clear).book
        #expect(cleared.pageCount == nil && cleared.isbn10 == nil && cleared.isbn13 == nil)
        #expect(cleared.year == nil && cleared.rating == nil)
        #expect(cleared.title == "Dune" && cleared.authors == ["Frank Herbert"])
        // The ISBN is free again for another book.
        #expect(try library.add("Dune (another copy)", isbn: "9780441013593").isbn13 == "9780441013593")
    }

    @Test func everyFieldCanBeChanged() throws {
        let book = try library.add("Dnue", authors: ["F. Herbert"], pages: 400)
        var changes = BookChanges()
        changes.title = "  Dune "
        changes.authors = ["Frank Herbert", "", "Another Author"]
        changes.pageCount = 412
        changes.isbn = ISBN("0441013597")
        changes.year = 1965
        changes.rating = 4.5
        #expect(!changes.isEmpty)
        let edited = try library.shelf.edit(id: book.id, changes).book
        #expect(edited.title == "Dune")
        #expect(edited.authors == ["Frank Herbert", "Another Author"])
        #expect(edited.pageCount == 412)
        #expect(edited.isbn10 == "0441013597" && edited.isbn13 == "9780441013593")
        #expect(edited.year == 1965)
        #expect(edited.rating == 4.5)
        #expect(try library.shelf.book(id: book.id) == edited)
    }

    @Test(arguments: [0.25, 0.5, 1.0, 2.5, 3.75, 4.5, 5.0])
    func ratingsInQuartersAreTaken(rating: Double) throws {
        let book = try library.add("Dune")
        var changes = BookChanges()
        changes.rating = rating
        #expect(try library.shelf.edit(id: book.id, changes).book.rating == rating)
    }

    @Test(arguments: [0.0, 4.3, 5.25, 5.5, -0.25, 6.0, 0.1, Double.nan, Double.infinity, 1e300])
    func otherRatingsAreRefused(rating: Double) throws {
        let book = try library.add("Dune")
        let before = try library.snapshot()
        var changes = BookChanges()
        changes.rating = rating
        let error = #expect(throws: LibraryError.self) { try library.shelf.edit(id: book.id, changes) }
        guard case .invalidRating(let refused)? = error else {
            Issue.record("expected an invalid rating, got \(String(describing: error))")
            return
        }
        // NaN is not equal to itself, so the value is compared by its bits.
        #expect(refused.bitPattern == rating.bitPattern)
        #expect(try library.snapshot() == before)
    }

    @Test func aRatingCanBeCleared() throws {
        let book = try library.add("Dune")
        var rate = BookChanges()
        rate.rating = 3
        try library.shelf.edit(id: book.id, rate)
        var clear = BookChanges()
        clear.rating = .some(nil)
        #expect(!clear.isEmpty)
        #expect(try library.shelf.edit(id: book.id, clear).book.rating == nil)
    }

    @Test func thePageCountCannotDropBelowThePageLogged() throws {
        let book = try library.add("Dune", pages: 412, status: .reading)
        _ = try library.shelf.log(id: book.id, .page(300))
        let before = try library.snapshot()
        var changes = BookChanges()
        changes.pageCount = 299
        changes.title = "Should not be applied"
        #expect(throws: LibraryError.pageCountBelowProgress(pageCount: 299, currentPage: 300)) {
            try library.shelf.edit(id: book.id, changes)
        }
        #expect(try library.snapshot() == before)
        changes.pageCount = 300
        changes.title = nil
        #expect(try library.shelf.edit(id: book.id, changes).book.pageCount == 300)
    }

    @Test func aReadBooksPageCountCanBeCorrectedDownwards() throws {
        let book = try library.add("The Left Hand of Darkness", pages: 304)
        try library.shelf.move(id: book.id, to: .read)
        #expect(try library.shelf.book(id: book.id).currentPage == 304)
        var changes = BookChanges()
        changes.pageCount = 300
        let edited = try library.shelf.edit(id: book.id, changes).book
        #expect(edited.pageCount == 300)
        #expect(edited.currentPage == 300)
        #expect(edited.status == .read && edited.percent == 100)
    }

    @Test func refusedEditsChangeNothing() throws {
        let book = try library.add("Dune", pages: 412)
        let before = try library.snapshot()
        var empty = BookChanges()
        empty.title = "   "
        #expect(throws: LibraryError.emptyTitle) { try library.shelf.edit(id: book.id, empty) }
        var pages = BookChanges()
        pages.pageCount = 0
        #expect(throws: LibraryError.invalidPageCount(0)) { try library.shelf.edit(id: book.id, pages) }
        var year = BookChanges()
        year.year = -10_000
        #expect(throws: LibraryError.invalidYear(-10_000)) { try library.shelf.edit(id: book.id, year) }
        var title = BookChanges()
        title.title = "x"
        #expect(throws: LibraryError.bookNotFound("#42")) { try library.shelf.edit(id: 42, title) }
        #expect(try library.snapshot() == before)
    }

    /// `edit --year` takes what `add --year` takes: up to five years past the clock's year (2026
    /// in `TestLibrary`), and years before the common era.
    @Test func aYearPastTheAnnouncedOnesIsRefused() throws {
        let book = try library.add("Dune", pages: 412)
        var year = BookChanges()
        year.year = 2031
        #expect(try library.shelf.edit(id: book.id, year).book.year == 2031)
        year.year = -44
        #expect(try library.shelf.edit(id: book.id, year).book.year == -44)
        let before = try library.snapshot()
        year.year = 3000
        #expect(throws: LibraryError.yearInFuture(3000, latest: 2031)) { try library.shelf.edit(id: book.id, year) }
        #expect(try library.snapshot() == before)
    }

    @Test func anEditGivingWhatTheBookHasWritesNothing() throws {
        let book = try library.add("Dune", authors: ["Frank Herbert"], pages: 412)
        library.advance(60)
        // A library of its own, so what this edit commits is told apart from the adds above.
        let shelf = try Bookshelf(path: library.file.path) { TestLibrary.at(60) }
        let before = try library.snapshot()
        let undoable = try shelf.undoableChanges()
        var same = BookChanges()
        same.title = " Dune "
        same.authors = ["Frank Herbert"]
        same.pageCount = 412
        same.isbn = .some(nil)
        same.year = .some(nil)
        same.rating = .some(nil)
        let edit = try shelf.edit(id: book.id, same)
        #expect(!edit.changed)
        #expect(edit.book == book)
        #expect(!shelf.hasCommittedChanges, "nothing is committed")
        #expect(try library.snapshot() == before)
        #expect(try shelf.undoableChanges() == undoable)

        var retitle = BookChanges()
        retitle.title = "Dune!"
        let edited = try shelf.edit(id: book.id, retitle)
        #expect(edited.changed && edited.book.title == "Dune!" && shelf.hasCommittedChanges)
        #expect(try library.snapshot() != before)
        #expect(try shelf.undoableChanges().count == undoable.count + 1)
    }

    @Test func aCataloguesValueGivenAgainBecomesTheReadersOwnOnce() throws {
        var new = NewBook(title: "Dune", authors: ["Frank Herbert"])
        new.pageCount = 412
        new.source = .googleBooks
        let book = try library.shelf.add(new)
        var pages = BookChanges()
        pages.pageCount = 412
        let settled = try library.shelf.edit(id: book.id, pages)
        #expect(settled.changed && settled.book.editedFields == ["page_count"], "a refresh now keeps it")
        let before = try library.snapshot()
        #expect(try !library.shelf.edit(id: book.id, pages).changed)
        #expect(try library.snapshot() == before)
    }

    @Test func aRetitleToAnotherBooksTitleByTheSameAuthorIsRefusedUnlessWanted() throws {
        let six = try library.add("B6", authors: ["X"])
        let seven = try library.add("B7", authors: ["X"])
        let other = try library.add("B6", authors: ["Y"])
        let before = try library.snapshot()
        var retitle = BookChanges()
        retitle.title = "b6"
        #expect(throws: LibraryError.sameTitleAndAuthor(id: six.id, title: "B6")) { try library.shelf.edit(id: seven.id, retitle) }
        var reauthor = BookChanges()
        reauthor.authors = ["X"]
        #expect(throws: LibraryError.sameTitleAndAuthor(id: six.id, title: "B6")) { try library.shelf.edit(id: other.id, reauthor) }
        #expect(try library.snapshot() == before)
        retitle.allowsSameTitleAndAuthor = true
        #expect(try library.shelf.edit(id: seven.id, retitle).book.title == "b6")
        // The twin it now is keeps its title through an edit of anything else.
        var rate = BookChanges()
        rate.rating = 4
        #expect(try library.shelf.edit(id: seven.id, rate).book.rating == 4)
    }
}
