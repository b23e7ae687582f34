import Foundation
import Library
import Testing
import TestSupport

/// The lean list lines agree with the full books they summarise.
@Suite struct ListEntryTests {
    let library: TestLibrary

    init() throws {
        library = try TestLibrary()
    }

    /// A backup may carry a book id far past any library's size: the whole list is read all the
    /// same (room for 10^15 lines was asked for, and the process ended).
    @Test func aHugeBookIDListsLikeAnyOther() throws {
        _ = try library.add("Dune")
        let exported = try library.shelf.backupText().replacingOccurrences(of: "\"id\" : 1,", with: "\"id\" : 1000000000000000,")
        let restored = try TestLibrary()
        _ = try restored.shelf.importBackup(Data(exported.utf8))
        _ = try restored.add("Emma")
        #expect(try restored.shelf.allListEntries().map(\.id) == [1_000_000_000_000_000, 1_000_000_000_000_001])
    }

    @Test func entriesMatchTheirBooks() throws {
        let dune = try library.add("Dune", authors: ["Frank Herbert", "Brian Herbert", "Kevin J. Anderson"], pages: 412)
        try library.shelf.move(id: dune.id, to: .reading)
        _ = try library.shelf.log(id: dune.id, .page(120))
        let emma = try library.add("Emma", authors: ["Jane Austen"], pages: 300, status: .read)
        var rating = BookChanges()
        rating.rating = 4.5
        try library.shelf.edit(id: emma.id, rating)
        _ = try library.add("Beowulf", status: .dnf)

        for status in BookStatus.allCases {
            let entries = try library.shelf.listEntries(status: status)
            let books = try library.shelf.books(status: status)
            #expect(entries.map(\.id) == books.map(\.id))
            for (entry, book) in zip(entries, books) {
                #expect(entry.title == book.title)
                #expect(entry.authors == book.authors.joined(separator: ", "), "authors keep their credit order")
                #expect(entry.pageCount == book.pageCount && entry.currentPage == book.currentPage)
                #expect(entry.percent == book.percent && entry.rating == book.rating)
                #expect(entry.finishedAt == book.finishedAt)
            }
        }
        let reading = try #require(try library.shelf.listEntries(status: .reading).first)
        #expect(reading.authors == "Frank Herbert, Brian Herbert, Kevin J. Anderson")
        #expect(reading.percent == 29.1)
        #expect(try library.shelf.listEntries(status: .read).first?.finishedAt != nil)
        #expect(try library.shelf.listEntries(status: .dnf).first?.authors == "")
    }
}
