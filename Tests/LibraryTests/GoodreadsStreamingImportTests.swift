import Foundation
import Testing
@testable import Library
import TestSupport

/// A Goodreads import streams its file and stores the rows it keeps for the export a few hundred
/// books at a time: a file larger than one batch must come back out exactly, and importing it
/// again must change nothing, whichever batch a book's row was stored in.
@Suite struct GoodreadsStreamingImportTests {
    private static let header = "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies\n"

    /// `count` rows as Goodreads writes them, each a different book, with the values an export
    /// must give back as written: padded names, `0` pages, an empty Read Count, a cut ISBN-13,
    /// a spoiler, a custom exclusive shelf.
    private static func export(rows count: Int) -> String {
        var file = header
        for n in 1...count {
            switch n % 3 {
            case 0:
                file += "\(1000 + n),\"Tidewater Almanac \(n) \",Ines  Marlowe,\"Marlowe, Ines\",,\"=\"\"\"\"\",\"=\"\"\"\"\",4,3.86,Forge Books,Kindle Edition,0,2014,2014,2015/01/03,2014/06/11,\"sci-fi, favourites\",\"sci-fi (#3), favourites (#12)\",read,Great <b>ending</b>,true,,,1\n"
            case 1:
                file += "\(1000 + n),Copper Lantern \(n),Cyd Voss,\"Voss, Cyd\",Bo Quill,\"=\"\"9780486282\"\"\",\"=\"\"9780486282114\"\"\",0,3.83,\"Dover \",Paperback,166,1994,1818,2021/02/11,2020/01/02,,,currently-reading,,,,1,0\n"
            default:
                file += "\(1000 + n),Quarry Ledger \(n),Wren Calder,\"Calder, Wren\",,\"=\"\"031676917\"\"\",\"=\"\"\"\"\",3,3.80,\"Little, Brown\",Paperback,277,2001,1951,,2023/01/20,abgebrochen,abgebrochen (#1),abgebrochen,,,,,0\n"
            }
        }
        return file
    }

    @Test func aFileOfSeveralBatchesComesBackExactlyAndReimportsAsNoChange() throws {
        let test = try TestLibrary()
        let file = Self.export(rows: 700)
        let summary = try test.shelf.importGoodreads(Data(file.utf8), options: TestLibrary.importOptions())
        #expect(summary.added == 700)
        #expect(summary.customShelves == [CustomShelfOutcome(shelf: "abgebrochen", status: .dnf, books: 233)])
        let exported = try test.shelf.exportGoodreads(timeZone: TestLibrary.newYork)
        #expect(exported == file)
        let before = try test.snapshot()
        let again = try test.shelf.importGoodreads(Data(exported.utf8), options: TestLibrary.importOptions())
        #expect(again.added == 0)
        #expect(again.updated == 0)
        #expect(try test.snapshot() == before)
    }
}
