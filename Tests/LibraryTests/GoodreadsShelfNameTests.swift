import Foundation
import Testing
@testable import Library
import TestSupport

/// Custom exclusive shelves that mean "abandoned", in the spellings and languages real Goodreads
/// readers use, and the reader's own `--shelf-map` over them.
@Suite struct GoodreadsShelfNameTests {
    private static let header = "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies\n"

    @Test(arguments: [
        "stopped", "Stopped Reading", "stopped_reading", "ABANDONED", "gave up", "Given-Up", "DNF", "Did Not Finish",
        "unfinished", "not_finished", "never-finished", "quit", "Put Down", "abgebrochen", "Nicht beendet",
        "abandonné", "abandonnes", "pas-fini", "non terminé", "non-termine", "abandonados", "no-terminado", "dejado",
        "Dejados", "abbandonato", "abbandonati", "non-finito", "não-terminado", "nao terminado", "gestopt",
        "niet-uitgelezen", "porzucone", "nieskończone", "nieskonczone", "брошено", "Брошенные", "недочитано",
        "недочитанные", "弃读", "弃坑", "하차",
    ])
    func recognisesAbandonedShelves(shelf: String) {
        #expect(GoodreadsShelf.status(ofExclusiveShelf: shelf) == .dnf)
    }

    @Test(arguments: ["積読", "stopper", "quite-good", "on-hold", "paused", "tbr", "gestopft", "dejavu"])
    func leavesOtherShelvesOnToRead(shelf: String) {
        #expect(GoodreadsShelf.status(ofExclusiveShelf: shelf) == .toRead)
    }

    @Test func theReadersMapWinsOverTheBuiltInNames() {
        var map = ShelfStatusMap()
        #expect(map.map("On Hold", to: .dnf) == nil)
        #expect(map.map("stopped", to: .reading) == nil)
        #expect(map.map("Stopped", to: .reading) == nil, "the same list twice is no conflict")
        #expect(map.map("stopped", to: .toRead) == .reading, "another list for the same shelf is named, not taken")
        #expect(GoodreadsShelf.status(ofExclusiveShelf: "on-hold", shelfMap: map) == .dnf)
        #expect(GoodreadsShelf.status(ofExclusiveShelf: "Stopped", shelfMap: map) == .reading)
        #expect(GoodreadsShelf.status(ofExclusiveShelf: "abandoned", shelfMap: map) == .dnf)
        #expect(GoodreadsShelf.status(ofExclusiveShelf: "owned", shelfMap: map) == .toRead)
    }

    /// A quoted cell may hold a line break or an escape sequence; `tag` refuses such a name, and
    /// an imported shelf must be one the reader can type to untag or list.
    @Test func anImportedShelfNameHoldsNoControlCharacter() throws {
        let csv = Self.header + "1,Emma,Jane Austen,,,,,0,,,,,,,,2021/02/11,\"good\nbad, \u{1B}[31mred,\u{7F}\",,to-read,,,,0,0\n"
        let test = try TestLibrary()
        _ = try test.shelf.importGoodreads(Data(csv.utf8), options: TestLibrary.importOptions())
        let emma = try #require(try test.book(goodreadsID: "1"))
        #expect(emma.shelves == ["good bad", "[31mred"])
        _ = try test.shelf.untag(id: emma.id, shelves: ["good bad"])
        #expect(try test.book(goodreadsID: "1")?.shelves == ["[31mred"])
    }

    @Test func anImportSendsMappedAndAbandonedShelvesToTheirListsAndKeepsTheirNames() throws {
        let csv = Self.header + #"""
            18490,Frankenstein,Mary Wollstonecraft Shelley,"Shelley, Mary Wollstonecraft",,"=""0486282112""","=""9780486282114""",0,3.83,Dover Publications,Paperback,166,1994,1818,,2021/02/11,abgebrochen,abgebrochen (#1),abgebrochen,,,,0,0
            2767052,The Hunger Games,Suzanne Collins,"Collins, Suzanne",,"=""0439023483""","=""9780439023481""",0,4.34,Scholastic Press,Hardcover,374,2008,2008,,2022/05/03,on-hold,on-hold (#1),on-hold,,,,0,0
            5107,The Catcher in the Rye,J.D. Salinger,"Salinger, J.D.",,"=""0316769177""","=""9780316769174""",0,3.80,"Little, Brown and Company",Paperback,277,2001,1951,,2023/01/20,owned-unread,owned-unread (#1),owned-unread,,,,0,1

            """#
        let test = try TestLibrary()
        var options = TestLibrary.importOptions()
        _ = options.shelfMap.map("ON_HOLD", to: .reading)
        let summary = try test.shelf.importGoodreads(Data(csv.utf8), options: options)
        #expect(summary == ImportSummary(
            added: 3, updated: 0, skipped: 0,
            customShelves: [
                CustomShelfOutcome(shelf: "abgebrochen", status: .dnf, books: 1),
                CustomShelfOutcome(shelf: "on-hold", status: .reading, books: 1),
                CustomShelfOutcome(shelf: "owned-unread", status: .toRead, books: 1),
            ]))
        let frankenstein = try #require(try test.book(goodreadsID: "18490"))
        #expect(frankenstein.status == .dnf)
        #expect(frankenstein.customShelf == "abgebrochen")
        let hungerGames = try #require(try test.book(goodreadsID: "2767052"))
        #expect(hungerGames.status == .reading)
        #expect(hungerGames.customShelf == "on-hold")
        let catcher = try #require(try test.book(goodreadsID: "5107"))
        #expect(catcher.status == .toRead)
        #expect(catcher.customShelf == "owned-unread")
    }
}
