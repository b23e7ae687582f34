import Foundation
import Testing
import Library
import TestSupport

/// An import journals each book it adds as one step (its deletion, whose cascade takes its rows)
/// and the rows of books already there one by one: `undo` must still give back exactly the
/// library before the import, search index included, however the two kinds mix.
@Suite struct ImportUndoTests {
    private static let header = "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies\n"

    /// One Goodreads row; `shelves` is the Bookshelves list, `exclusive` the list the book is on.
    private static func row(
        _ id: Int, _ title: String, author: String, additional: String = "", isbn13: String = "",
        dateRead: String = "", added: String, shelves: String = "", exclusive: String, readCount: Int
    ) -> String {
        "\(id),\(title),\(author),,\"\(additional)\",=\"\",=\"\(isbn13)\",3,3.9,,,250,2001,2001,\(dateRead),\(added),\"\(shelves)\",,\(exclusive),,,,\(readCount),0\n"
    }

    /// An ISBN-13 with its check digit, different for every `n`.
    private static func isbn13(_ n: Int) -> String {
        let body = "978" + String(format: "%09d", n)
        let sum = body.enumerated().reduce(0) { sum, digit in
            sum + (digit.element.wholeNumberValue ?? 0) * (digit.offset.isMultiple(of: 2) ? 1 : 3)
        }
        return body + String((10 - sum % 10) % 10)
    }

    /// A library of hand-added books and 60 imported ones, on to-read and read, with shelves.
    private static func libraryWithImportedBooks() throws -> TestLibrary {
        let test = try TestLibrary()
        try test.add("Hand Added Almanac", authors: ["Quentin Blake"], pages: 90)
        try test.add("Borrowed Compass", authors: ["Ines Marlowe"], isbn: isbn13(900))
        var file = header
        for id in 1...60 {
            file += row(
                id, "Harbour Ledger \(id)", author: "Wren Calder", added: "2019/03/\(id % 28 + 1)",
                shelves: id.isMultiple(of: 2) ? "to-read, sea" : "sea", exclusive: id.isMultiple(of: 2) ? "to-read" : "read",
                readCount: id.isMultiple(of: 2) ? 0 : 1)
        }
        _ = try test.shelf.importGoodreads(Data(file.utf8), options: TestLibrary.importOptions())
        test.advance(3600)
        return test
    }

    @Test func undoingALargeImportThatAddsAndUpdatesGivesBackTheLibraryExactly() throws {
        let test = try Self.libraryWithImportedBooks()
        let before = try test.snapshotBesideIDCounter()
        var file = Self.header
        // Known books: retitled, given other authors, new shelves (one shared with new books),
        // moved from to-read to read, and read again before the read they have.
        for id in 1...60 {
            let read = id.isMultiple(of: 2) || id.isMultiple(of: 3)
            file += Self.row(
                id, id.isMultiple(of: 5) ? "Harbour Ledger Revised \(id)" : "Harbour Ledger \(id)",
                author: id.isMultiple(of: 7) ? "Sol Ferrant" : "Wren Calder", additional: id.isMultiple(of: 4) ? "Ada Quell" : "",
                dateRead: read ? "2018/0\(id % 9 + 1)/15" : "", added: "2019/03/\(id % 28 + 1)",
                shelves: id.isMultiple(of: 3) ? "sea, tides, fresh" : "sea", exclusive: read ? "read" : "to-read", readCount: read ? 2 : 0)
        }
        // New books, one of them the hand-added book's ISBN, which links rather than adds.
        for id in 61...260 {
            file += Self.row(
                id, "Quarry Lantern \(id)", author: "Mael Ostrander", additional: id.isMultiple(of: 2) ? "Bo Quill, Cyd Voss" : "",
                isbn13: id == 100 ? Self.isbn13(900) : Self.isbn13(id), dateRead: id.isMultiple(of: 3) ? "2024/05/\(id % 28 + 1)" : "",
                added: "2023/01/\(id % 28 + 1)", shelves: id.isMultiple(of: 4) ? "fresh, stone" : "currently-reading",
                exclusive: id.isMultiple(of: 3) ? "read" : id.isMultiple(of: 4) ? "to-read" : "currently-reading",
                readCount: id.isMultiple(of: 3) ? 1 : 0)
        }
        let summary = try test.shelf.importGoodreads(Data(file.utf8), options: TestLibrary.importOptions())
        #expect(summary.added == 199)
        #expect(summary.updated + summary.skipped == 61)
        #expect(summary.updated > 40)
        let database = DatabaseFile(path: test.file.path)
        // The added books are one step, the books above the largest id before the import (62);
        // the known books' rows are journaled row by row.
        #expect(try database.query(
            "SELECT group_concat(row_key) FROM undo_steps WHERE table_name = 'books' AND operation = 'insert' AND change_id = (SELECT max(id) FROM undo_changes)"
        ) == "after 62")
        // Books 1 and 2 were added by hand, 3 to 62 by the first import: the rest are new. The
        // keys of these tables begin with the book's id.
        #expect(try database.query(
            "SELECT count(*) FROM undo_steps WHERE table_name IN ('book_authors', 'book_shelves', 'goodreads_rows') AND CAST(row_key AS INTEGER) > 62"
        ) == "0", "no row of an added book is journaled on its own")
        #expect(try Int(database.query("SELECT count(*) FROM undo_steps WHERE table_name = 'read_throughs'")) ?? 0 > 0)
        #expect(try test.shelf.resolve("quarry lantern 77").title == "Quarry Lantern 77")

        let undone = try test.shelf.undo()
        #expect(undone.effects.first == "199 books removed")
        #expect(try test.snapshotBesideIDCounter() == before)
        #expect(throws: LibraryError.self) { try test.shelf.resolve("quarry") }
        #expect(try test.shelf.resolve("harbour ledger 10").title == "Harbour Ledger 10")
        #expect(throws: LibraryError.self) { try test.shelf.resolve("revised") }
    }

    @Test func undoingAStoryGraphImportOverKnownBooksGivesBackTheLibraryExactly() throws {
        let test = try Self.libraryWithImportedBooks()
        try test.add("Piranesi", authors: ["Susanna Clarke"])
        test.advance(60)
        let before = try test.snapshotBesideIDCounter()
        let summary = try test.shelf.importStoryGraph(TestFixtures.data("storygraph-export.csv"), options: TestLibrary.importOptions())
        #expect(summary.added > 0)
        #expect(summary.updated + summary.skipped > 0, "the hand-added Piranesi is matched")
        let undone = try test.shelf.undo()
        #expect(undone.effects.first == "\(summary.added) books removed")
        // The books it changed are said to be put back too, not only the ones it added.
        #expect(try test.snapshotBesideIDCounter() == before)
    }

    /// The books an import added are named as removed; the ones it changed are said to be put
    /// back too, or the line would read as if only the additions were undone.
    @Test func undoingAnImportThatChangedBooksSaysTheyWerePutBack() throws {
        let test = try TestLibrary()
        let header = "Book Id,Title,Author,My Rating,Date Added,Exclusive Shelf\n"
        let first = header + "1,Emma,Jane Austen,3,2020/01/01,to-read\n2,Persuasion,Jane Austen,3,2020/01/02,to-read\n"
        let second = first.replacingOccurrences(of: ",3,", with: ",5,") + "3,Sanditon,Jane Austen,0,2020/01/03,to-read\n"
        _ = try test.shelf.importGoodreads(Data(first.utf8), options: TestLibrary.importOptions())
        test.advance(60)
        let summary = try test.shelf.importGoodreads(Data(second.utf8), options: TestLibrary.importOptions())
        #expect(summary.added == 1 && summary.updated == 2)
        #expect(try test.shelf.undo().effects == ["#3 Sanditon removed", "2 books as they were before"])
    }

    /// An import that moved hundreds of books would otherwise name each on one line.
    @Test func undoingAnImportThatMovedManyBooksCountsThemByList() throws {
        let test = try TestLibrary()
        let header = "Book Id,Title,Author,Date Added,Exclusive Shelf\n"
        let rows = (1...4).map { "\($0),Book \($0),Ann Lee,2020/01/0\($0),to-read\n" }.joined()
        _ = try test.shelf.importGoodreads(Data((header + rows).utf8), options: TestLibrary.importOptions())
        test.advance(60)
        let reading = rows.replacingOccurrences(of: ",to-read", with: ",currently-reading")
        _ = try test.shelf.importGoodreads(Data((header + reading).utf8), options: TestLibrary.importOptions())
        #expect(try test.shelf.undo().effects == ["4 books back on to-read", "4 books as they were before"])
    }

    @Test func commandsAfterAnImportAreJournaledRowByRowAgain() throws {
        let test = try Self.libraryWithImportedBooks()
        let book = try test.add("Velvet Orchard", authors: ["Ezra Plum"], pages: 300)
        let before = try test.snapshot()
        _ = try test.shelf.tag(id: book.id, shelves: ["sea"])
        _ = try test.shelf.undo()
        #expect(try test.snapshot() == before)
        let database = DatabaseFile(path: test.file.path)
        #expect(
            try database.query("SELECT count(*) FROM undo_steps WHERE table_name = 'book_authors' AND row_key = '\(book.id),0'") == "1",
            "the book added by hand after the import has its author journaled as its own step")
    }
}
