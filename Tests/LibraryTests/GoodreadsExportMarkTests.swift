import Foundation
import Testing
import Library
import TestSupport

/// A book an import added keeps no export mark of its own until it changes: whatever changes it
/// afterwards — its row, authors, shelves or read-throughs, in this process or a later one — goes
/// out as it is now, every other column as imported, and undoing the change gives back the file.
@Suite struct GoodreadsExportMarkTests {
    private static let header = "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies\n"
    /// Values shelf would write otherwise: a padded title and publisher, an empty ISBN written as
    /// `=""`, `0` pages, an empty Read Count, a review with a trailing space.
    private static let export = header + #"""
        1001,Dune ,Frank  Herbert,"Herbert, Frank",,"=""0441013597""","=""""",3,4.25,"Ace ",Paperback,0,2005,1965,2021/04/05,2020/01/02,"sci-fi, owned","sci-fi (#3), owned (#12)",read,"Loved it ",,,,0
        1002,Emma,Jane Austen,"Austen, Jane",,"=""""","=""""",0,3.99,Penguin,Paperback,474,2003,1815,,2020/01/03,to-read,to-read (#1),to-read,,,,0,0

        """#

    /// What `change` does to book 1001, with the column of the export it shows in and its value
    /// then; the other 1001 columns stay as imported.
    enum Change: String, CaseIterable {
        case rating, author, shelf, reading

        var column: Int {
            switch self {
            case .rating: 7
            case .author: 2
            case .shelf: 16
            case .reading: 18
            }
        }

        var exported: String {
            switch self {
            case .rating: "5"
            case .author: "Brian Herbert"
            case .shelf: "sci-fi, owned, classics"
            case .reading: "currently-reading"
            }
        }

        func make(on shelf: Bookshelf, book id: Int) throws {
            switch self {
            case .rating:
                var changes = BookChanges()
                changes.rating = 5
                _ = try shelf.edit(id: id, changes)
            case .author:
                var changes = BookChanges()
                changes.authors = ["Brian Herbert"]
                _ = try shelf.edit(id: id, changes)
            case .shelf:
                _ = try shelf.tag(id: id, shelves: ["classics"])
            case .reading:
                _ = try shelf.move(id: id, to: .reading, startingOver: true)
            }
        }
    }

    private static func fields(of export: String, bookID: String) throws -> [String] {
        let rows = try CSVReader.records(in: Data(export.utf8)).map(\.fields)
        return try #require(rows.first { $0.first == bookID })
    }

    @Test(arguments: Change.allCases, [false, true])
    func aChangeAfterTheImportGoesOutAsItIsNow(change: Change, inALaterProcess: Bool) throws {
        let test = try TestLibrary()
        _ = try test.shelf.importGoodreads(Data(Self.export.utf8), options: TestLibrary.importOptions())
        let imported = try test.shelf.exportGoodreads(timeZone: TestLibrary.newYork)
        let dune = try #require(try test.book(goodreadsID: "1001"))
        let shelf = inALaterProcess ? try Bookshelf(path: test.file.path, now: { test.now }) : test.shelf
        try change.make(on: shelf, book: dune.id)

        let exported = try shelf.exportGoodreads(timeZone: TestLibrary.newYork)
        let expected = try Self.fields(of: Self.export, bookID: "1001")
        let written = try Self.fields(of: exported, bookID: "1001")
        #expect(written[change.column] == change.exported)
        // Every column the change did not touch still goes out as the file had it.
        for column in [1, 5, 6, 9, 11, 19, 22] where column != change.column {
            #expect(written[column] == expected[column], "column \(column)")
        }
        #expect(try Self.fields(of: exported, bookID: "1002") == (try Self.fields(of: Self.export, bookID: "1002")))

        _ = try shelf.undo()
        #expect(try shelf.exportGoodreads(timeZone: TestLibrary.newYork) == imported)
    }

    @Test func aBackupOfAnUnchangedImportRestoresToTheSameExport() throws {
        let test = try TestLibrary()
        _ = try test.shelf.importGoodreads(Data(Self.export.utf8), options: TestLibrary.importOptions())
        let imported = try test.shelf.exportGoodreads(timeZone: TestLibrary.newYork)
        var backup: [UInt8] = []
        try test.shelf.exportBackup { backup += $0 }
        let restored = try TestLibrary()
        _ = try restored.shelf.importBackup(Data(backup), options: TestLibrary.importOptions())
        let dune = try #require(try restored.book(goodreadsID: "1001"))
        var changes = BookChanges()
        changes.rating = 1
        _ = try restored.shelf.edit(id: dune.id, changes)
        let exported = try restored.shelf.exportGoodreads(timeZone: TestLibrary.newYork)
        #expect(try Self.fields(of: exported, bookID: "1001")[7] == "1")
        #expect(try Self.fields(of: exported, bookID: "1001")[9] == "Ace ")
        _ = try restored.shelf.undo()
        #expect(try restored.shelf.exportGoodreads(timeZone: TestLibrary.newYork) == imported)
    }

    @Test func aReimportAfterAChangeKeepsTheReadersValue() throws {
        let test = try TestLibrary()
        _ = try test.shelf.importGoodreads(Data(Self.export.utf8), options: TestLibrary.importOptions())
        let emma = try #require(try test.book(goodreadsID: "1002"))
        _ = try test.shelf.tag(id: emma.id, shelves: ["classics"])
        let later = try Bookshelf(path: test.file.path, now: { test.now })
        let summary = try later.importGoodreads(Data(Self.export.utf8), options: TestLibrary.importOptions())
        #expect(summary.added == 0)
        let exported = try later.exportGoodreads(timeZone: TestLibrary.newYork)
        let emmaRow = try Self.fields(of: exported, bookID: "1002")
        #expect(emmaRow[16] == "classics, to-read")
        #expect(try Self.fields(of: exported, bookID: "1001") == (try Self.fields(of: Self.export, bookID: "1001")))
    }
}
