import Foundation
import Library
import Testing
import TestSupport

/// The undo journal keeps at least the last 50 changes, forgetting the oldest ten at a time.
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
}
