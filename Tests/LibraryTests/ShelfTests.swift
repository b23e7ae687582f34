import Foundation
import Library
import Testing
import TestSupport

/// Shelves (tags): one shelf per name whatever the case, spelled as first typed,
/// shared with imported Goodreads shelves, gone with its last book, and every change undoable.
@Suite struct ShelfTests {
    let library: TestLibrary

    init() throws {
        library = try TestLibrary()
    }

    @Test func namesAreCaseInsensitiveAndKeepTheirFirstSpelling() throws {
        let dune = try library.add("Dune")
        let emma = try library.add("Emma")
        let tagged = try library.shelf.tag(id: dune.id, shelves: ["SciFi", " Favourites ", "favourites"])
        #expect(tagged.changed == ["SciFi", "Favourites"])
        #expect(tagged.book.shelves == ["SciFi", "Favourites"])
        let again = try library.shelf.tag(id: emma.id, shelves: ["scifi", "Classics"])
        #expect(again.changed == ["SciFi", "Classics"])
        let repeated = try library.shelf.tag(id: emma.id, shelves: ["SCIFI"])
        #expect(repeated.changed.isEmpty)
        #expect(repeated.unchanged == ["SciFi"])
        #expect(try library.shelf.shelves() == [
            ShelfCount(name: "Classics", count: 1), ShelfCount(name: "Favourites", count: 1), ShelfCount(name: "SciFi", count: 2),
        ])
    }

    @Test func aShelfGoesWithItsLastBookWhateverRemovesIt() throws {
        let dune = try library.add("Dune")
        let emma = try library.add("Emma")
        _ = try library.shelf.tag(id: dune.id, shelves: ["sci-fi", "loved"])
        _ = try library.shelf.tag(id: emma.id, shelves: ["loved"])
        let untagged = try library.shelf.untag(id: dune.id, shelves: ["SCI-FI"])
        #expect(untagged.changed == ["sci-fi"])
        #expect(untagged.book.shelves == ["loved"])
        #expect(try library.shelf.shelves() == [ShelfCount(name: "loved", count: 2)])
        _ = try library.shelf.remove(id: emma.id)
        _ = try library.shelf.remove(id: dune.id)
        #expect(try library.shelf.shelves().isEmpty)
        // A shelf made again takes its new spelling: nothing of the old one is left.
        let next = try library.add("Next")
        #expect(try library.shelf.tag(id: next.id, shelves: ["Loved"]).changed == ["Loved"])
    }

    @Test func refusalsLeaveTheLibraryUnchanged() throws {
        let dune = try library.add("Dune")
        _ = try library.shelf.tag(id: dune.id, shelves: ["loved"])
        let before = try library.snapshot()
        #expect(throws: LibraryError.invalidShelfName("  ")) { try library.shelf.tag(id: dune.id, shelves: ["ok", "  "]) }
        #expect(throws: LibraryError.invalidShelfName("a,b")) { try library.shelf.tag(id: dune.id, shelves: ["a,b"]) }
        #expect(throws: LibraryError.invalidShelfName("tab\there")) { try library.shelf.tag(id: dune.id, shelves: ["tab\there"]) }
        #expect(throws: LibraryError.noSuchShelf(title: "Dune", names: ["nope"], shelves: ["loved"])) {
            try library.shelf.untag(id: dune.id, shelves: ["loved", "nope"])
        }
        #expect(throws: LibraryError.bookNotFound("#9")) { try library.shelf.tag(id: 9, shelves: ["x"]) }
        #expect(try library.snapshot() == before)
    }

    @Test func taggingAndUntaggingAreUndoneOneChangeAtATime() throws {
        let dune = try library.add("Dune")
        let added = try library.snapshot()
        _ = try library.shelf.tag(id: dune.id, shelves: ["Loved", "sci-fi"])
        let tagged = try library.snapshot()
        _ = try library.shelf.untag(id: dune.id, shelves: ["loved", "sci-fi"])
        #expect(try library.shelf.shelves().isEmpty)
        _ = try library.shelf.undo()
        #expect(try library.shelf.book(id: dune.id).shelves == ["Loved", "sci-fi"])
        #expect(try library.shelf.shelves().map(\.name) == ["Loved", "sci-fi"])
        #expect(try withoutUndo(library.snapshot()) == withoutUndo(tagged))
        _ = try library.shelf.undo()
        #expect(try library.shelf.shelves().isEmpty)
        #expect(try withoutUndo(library.snapshot()) == withoutUndo(added))
    }

    @Test func goodreadsShelvesAreTheSameShelves() throws {
        let csv = """
            Book Id,Title,Author,Bookshelves,Exclusive Shelf
            1,Dune,Frank Herbert,"sci-fi, favourites",read
            2,Emma,Jane Austen,"classics, favourites",to-read

            """
        _ = try library.shelf.importGoodreads(Data(csv.utf8))
        #expect(try library.shelf.shelves() == [
            ShelfCount(name: "classics", count: 1), ShelfCount(name: "favourites", count: 2), ShelfCount(name: "sci-fi", count: 1),
        ])
        let dune = try #require(library.shelf.books().first { $0.title == "Dune" })
        #expect(try library.shelf.tag(id: dune.id, shelves: ["Sci-Fi", "Desert"]).changed == ["Desert"])
        #expect(try library.shelf.untag(id: dune.id, shelves: ["FAVOURITES"]).book.shelves == ["sci-fi", "Desert"])
        #expect(try library.shelf.shelves().first { $0.name == "favourites" }?.count == 1)
    }

    /// The snapshot without the undo journal, which a change and its undo leave different.
    private func withoutUndo(_ snapshot: String) -> String {
        snapshot.split(separator: "\n").filter { !$0.contains("undo_") }.joined(separator: "\n")
    }
}
