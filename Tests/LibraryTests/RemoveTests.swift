import Foundation
import Library
import Testing
import TestSupport

/// `remove`: the book goes with its whole history; every other book stays as it was.
@Suite struct RemoveTests {
    let library: TestLibrary

    init() throws {
        library = try TestLibrary()
    }

    @Test func aRemovedBookTakesItsHistoryAndLeavesTheRest() throws {
        let kept = try library.add("Kept", pages: 100, status: .reading)
        _ = try library.shelf.log(id: kept.id, .page(10))
        let gone = try library.add("Gone", pages: 100, status: .reading)
        _ = try library.shelf.log(id: gone.id, .page(50))
        try library.shelf.move(id: gone.id, to: .dnf)
        let keptBefore = try library.shelf.details(id: kept.id)
        #expect(try library.shelf.remove(id: gone.id) == 0)
        #expect(throws: LibraryError.bookNotFound("#\(gone.id)")) { try library.shelf.details(id: gone.id) }
        #expect(try library.shelf.books().map(\.id) == [kept.id])
        #expect(try library.shelf.details(id: kept.id) == keptBefore)
        // A new book never inherits the removed one's history.
        let next = try library.add("Next")
        #expect(try library.shelf.details(id: next.id).progress.isEmpty)
        #expect(try library.shelf.details(id: next.id).statusHistory.count == 1)
    }

    @Test func removingAnUnknownBookIsRefused() throws {
        try library.add("Kept")
        let before = try library.snapshot()
        #expect(throws: LibraryError.bookNotFound("#7")) { try library.shelf.remove(id: 7) }
        #expect(try library.snapshot() == before)
    }
}
