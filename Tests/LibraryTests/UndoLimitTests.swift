import Foundation
import Library
import SQLiteStore
import Testing
import TestSupport

/// The undo journal keeps at least the last 50 changes, forgetting the oldest ten at a time, and
/// reads them as strictly as the rest of the library.
@Suite struct UndoLimitTests {
    @Test func atLeastTheLastFiftyChangesAreKeptAndNoMoreThanFiftyNine() throws {
        let library = try TestLibrary()
        let book = try library.add("Dune", pages: 412, status: .reading)
        var counts: [Int] = []
        for page in 1...75 {
            library.shelf.changeDescription = "log dune \(page)"
            _ = try library.shelf.log(id: book.id, .page(page))
            let changes = try library.shelf.undoableChanges()
            #expect(changes.first?.command == "log dune \(page)", "the latest change is listed first")
            counts.append(changes.count)
        }
        #expect(counts.allSatisfy { (1...59).contains($0) })
        #expect(counts.dropFirst(49).allSatisfy { $0 >= 50 }, "once there are 50, at least 50 stay")
        #expect(counts.contains { $0 > 50 } && counts.contains(50), "the oldest go ten at a time, not one by one")
        for _ in 1...50 { _ = try library.shelf.undo() }
        #expect(try library.shelf.book(id: book.id).currentPage == 25)
    }

    /// A change whose time another program overwrote with text is a damaged value, named, not a
    /// change made in the year 1; undoing it is refused and changes nothing.
    @Test func aDamagedChangeIsNamedNotShownAsTheYearOne() throws {
        let library = try TestLibrary()
        let book = try library.add("Dune", pages: 412, status: .reading)
        _ = try library.shelf.log(id: book.id, .page(40))
        try Connection(path: library.file.path).execute("UPDATE undo_changes SET at = 'soon'")
        #expect(throws: LibraryError.damagedValue(column: "undo_changes.at of row 2", problem: "holds text \"soon\", not a number")) {
            try library.shelf.undoableChanges()
        }
        #expect(throws: LibraryError.damagedValue(column: "undo_changes.at of row 2", problem: "holds text \"soon\", not a number")) {
            try library.shelf.undo()
        }
        #expect(try library.shelf.book(id: book.id).currentPage == 40)
    }
}
