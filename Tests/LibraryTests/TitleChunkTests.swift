import Essentials
import Foundation
import Testing
@testable import Library
import SQLiteStore
import TestSupport

/// Finding a title by a fragment through `title_chunks`: the folding, the key bytes and the
/// rows each give every title Swift finds to contain the fragment, and the rows stay exactly the
/// books of their ranges through adds, retitles, removals, imports and undos.
@Suite struct TitleChunkTests {
    @Test func everySingletonIsInTheBlocksFoldingLooksIn() {
        // Singletons exist in the first three planes only; the rest are unassigned or private.
        for value in UInt32(0)...0x2FFFF {
            guard let scalar = Unicode.Scalar(value), TitleFolding.singleDecomposition(of: scalar) != nil else { continue }
            #expect(TitleFolding.singletonBlocks.contains { $0.contains(value) }, "U+\(String(value, radix: 16))")
        }
    }

    @Test func foldingLowercasesAndWritesSingletonsAsWhatTheyStandFor() {
        #expect(TitleFolding.fold("Dune MESSIAH") == "dune messiah")
        #expect(TitleFolding.fold("\u{212A}elvin") == "kelvin")
        #expect(TitleFolding.fold("x\u{37E}y") == "x;y")
        #expect(TitleFolding.fold("\u{F900}") == "\u{8C48}")
        #expect(TitleFolding.fold("ВОЙНА и Мир") == "война и мир")
        #expect(TitleFolding.fold("Cafe\u{301}").unicodeScalars.elementsEqual("cafe\u{301}".unicodeScalars))
    }

    @Test func aFragmentsKeyIsItsLongestRunOfCharactersThatStandForThemselves() {
        #expect(TitleFragment("ght Kingdom 43").key == Array("ght kingdom 43".utf8))
        #expect(TitleFragment("Мир").key == Array("мир".utf8))
        #expect(TitleFragment("Война").key == Array("во".utf8), "й may be и and a breve")
        #expect(TitleFragment("le café de Flore").key == Array(" de flore".utf8))
        #expect(TitleFragment("é").key.isEmpty)
        #expect(TitleFragment("\u{F900}").key == Array("\u{8C48}".utf8))
        #expect(TitleFragment("a\u{301}bc").key == Array("bc".utf8), "a letter and its accent are one character")
    }

    @Test func aChunkFindsTheTitlesHoldingTheKeyAndNoneAcrossTwo() {
        let long = String(repeating: "very long title ", count: 20) + "end"
        let chunk = TitleChunk(
            number: 3, entries: TitleChunk.entries(of: [(id: 768, title: "Dune"), (id: 770, title: long), (id: 1023, title: "Emma")]))
        let all = chunk.ids(holding: []) { _ in true }
        #expect(all == [768, 770, 1023])
        #expect(chunk.ids(holding: Array("end".utf8)) { _ in true } == [770])
        #expect(chunk.ids(holding: Array("neem".utf8)) { _ in true } == [], "the end of one title and the start of the next")
        #expect(chunk.ids(holding: Array("un".utf8)) { $0 == "dune" } == [768])
        #expect(chunk.ids(holding: Array("mma".utf8)) { _ in false } == [])
    }

    @Test(arguments: [[0x05], [0x05, 0x80], [0x05, 0x09, 0x61], [0x05, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01]] as [[UInt8]])
    func bytesThatAreNoEntriesAreSaidToBeSo(bytes: [UInt8]) {
        #expect(TitleChunk(number: 0, entries: bytes).ids(holding: []) { _ in true } == nil)
    }

    @Test(arguments: [
        "UPDATE title_chunks SET titles = x'05FFFFFF'", "UPDATE title_chunks SET titles = 'not entries'",
        "UPDATE title_chunks SET through = -99999",
    ])
    func rowsAnotherProgramSpoiltStillFindEveryBookOnce(spoiling: String) throws {
        let library = try TestLibrary()
        for title in ["Dune", "Dune Messiah", "Emma", "Война и мир"] { try library.add(title) }
        try Connection(path: library.file.path).execute(spoiling)
        #expect(try library.shelf.resolve("messiah").id == 2)
        #expect(try library.shelf.resolve("dune").id == 1, "the exact title, found once")
        #expect(try library.shelf.resolve("мир").id == 4)
        #expect(throws: LibraryError.ambiguousBook("un", matches: [BookMatch(id: 1, title: "Dune"), BookMatch(id: 2, title: "Dune Messiah")])) {
            try library.shelf.resolve("un")
        }
    }

    /// Titles in several scripts and spellings, some of them the same text written two ways.
    private static let words = [
        "Dune", "dune", "MESSIAH", "Night", "Kingdom", "Война", "мир", "Café", "Cafe\u{301}", "\u{212A}elvin", "kelvin",
        "x\u{37E}y", "x;y", "\u{F900}", "\u{8C48}", "İstanbul", "istanbul", "白", "👩‍👩‍👧", "ǅemal", "Straße", "Ωmega", "\u{2126}mega",
        "of", "the", "43", "4",
    ]

    private static func randomTitle(using random: inout SeededGenerator) -> String {
        (0..<Int.random(in: 1...3, using: &random)).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
    }

    /// The rows as they must be: one a chunk holding books, each holding them all; every row
    /// covers its whole range but the last, which covers up to the highest id.
    private static func expectedRows(_ connection: Connection) throws -> [String] {
        let books = try connection.query("SELECT id, title FROM books ORDER BY id") { (id: $0.int(0) ?? 0, title: $0.string(1) ?? "") }
        let chunks = Dictionary(grouping: books) { TitleChunk.number(of: $0.id) }
        return chunks.keys.sorted().map { number in
            let through = number == chunks.keys.max() ? books.last!.id : TitleChunk.ids(of: number).upperBound
            return "\(number) \(through) \(TitleChunk.entries(of: chunks[number]!))"
        }
    }

    private static func storedRows(_ connection: Connection) throws -> [String] {
        try connection.query("SELECT chunk, through, titles FROM title_chunks ORDER BY chunk") { row in
            "\(row.int(0) ?? 0) \(row.int(1) ?? 0) \(row.blob(2).map { "\($0)" } ?? "stale")"
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomChangesKeepEveryFragmentFindingWhatSwiftFinds(seed: UInt64) throws {
        let library = try TestLibrary()
        var random = SeededGenerator(seed: seed)
        // An import spreads the books over two chunks.
        let rows = (1...300).map { "\($0),\(Self.randomTitle(using: &random)),Ann Author,,,,,,,,,,,,,,,,to-read,,,,0,0\n" }
        let header = "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies\n"
        _ = try library.shelf.importGoodreads(Data((header + rows.joined()).utf8), options: TestLibrary.importOptions())
        let shelf = library.shelf
        for step in 0..<120 {
            let ids = try shelf.books().map(\.id)
            do {
                switch Int.random(in: 0..<8, using: &random) {
                case 0, 1:
                    _ = try library.add(Self.randomTitle(using: &random))
                case 2, 3:
                    var changes = BookChanges()
                    changes.title = Self.randomTitle(using: &random)
                    if let id = ids.randomElement(using: &random) { _ = try shelf.edit(id: id, changes) }
                case 4:
                    if let id = ids.randomElement(using: &random) { _ = try shelf.remove(id: id) }
                case 5, 6:
                    if try !shelf.undoableChanges().isEmpty { _ = try shelf.undo() }
                default:
                    // Another program empties the table: searches read `books` until shelf writes.
                    try Connection(path: library.file.path).execute("DELETE FROM title_chunks")
                }
            } catch is LibraryError {
                // A title the library has already, with the same (no) author, is refused.
            }
            let connection = try Connection(path: library.file.path, access: .readOnly)
            let books = try connection.query("SELECT id, title FROM books ORDER BY id") { (id: $0.int(0) ?? 0, title: $0.string(1) ?? "") }
            let stored = try Self.storedRows(connection)
            if !stored.isEmpty {
                #expect(stored == (try Self.expectedRows(connection)), "step \(step)")
            }
            var fragments = (0..<4).map { _ in Self.words.randomElement(using: &random)! }
            if let title = books.randomElement(using: &random)?.title, !title.isEmpty {
                let characters = Array(title)
                let start = Int.random(in: 0..<characters.count, using: &random)
                let end = Int.random(in: start..<characters.count, using: &random)
                fragments.append(String(characters[start...end]).uppercased())
            }
            // A fragment is matched as typed text is read: trimmed, one space for a run, and blank
            // when nothing visible is left, which names no book.
            for fragment in fragments where !fragment.shownName.isEmpty {
                let shown = fragment.shownName.lowercased()
                let expected = books.filter { $0.title.shownName.lowercased().contains(shown) }.map(\.id)
                let found = try TitleChunks.books(containing: TitleFragment(fragment), in: connection).map(\.id)
                #expect(found == expected, "step \(step): \(fragment)")
            }
        }
    }
}
