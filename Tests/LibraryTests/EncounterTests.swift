import Foundation
@testable import Library
import SQLiteStore
import Testing
import TestSupport

/// Every meeting with a word is kept: sentences typed in, edits of them, and backups carrying them.
@Suite struct EncounterTests {
    @Test func aSentenceTypedInIsTheWordsFirstEncounterAndANewOneIsAdded() throws {
        let test = try TestLibrary()
        let book = try test.add("Dune", pages: 400)
        var new = NewWord(word: "Prescience", bookID: book.id)
        new.context = "the terrible purpose of his prescience"
        new.page = 42
        let word = try test.shelf.addWord(new).word
        #expect(try test.shelf.encounters(ofWord: word.id) == [
            WordEncounter(
                sentence: "the terrible purpose of his prescience", form: "Prescience", location: nil, page: 42,
                at: TestLibrary.start, source: .shelf),
        ])

        // The same sentence again is no new meeting; another sentence is.
        test.advance(60)
        _ = try test.shelf.addWord(new)
        new.context = "his prescience failed"
        new.page = 90
        _ = try test.shelf.addWord(new)
        let encounters = try test.shelf.encounters(ofWord: word.id)
        #expect(encounters.map(\.sentence) == ["the terrible purpose of his prescience", "his prescience failed"])
        #expect(encounters.map(\.page) == [42, 90])
        #expect(encounters.last?.at == TestLibrary.at(60))
    }

    @Test func aWordAddedWithoutSentenceOrPageHasNoEncounter() throws {
        let test = try TestLibrary()
        let word = try test.shelf.addWord(NewWord(word: "ephemeral", bookID: nil)).word
        #expect(try test.shelf.encounters(ofWord: word.id).isEmpty)
    }

    @Test func editingTheSentenceEditsTheFirstEncounterAndClearingBothRemovesIt() throws {
        let test = try TestLibrary()
        var new = NewWord(word: "ephemeral", bookID: nil)
        new.context = "an ephemeral joy"
        let word = try test.shelf.addWord(new).word
        _ = try test.shelf.editWord(id: word.id, page: 7, context: "a fleeting, ephemeral joy", definition: nil, example: nil)
        #expect(try test.shelf.encounters(ofWord: word.id).map(\.sentence) == ["a fleeting, ephemeral joy"])
        #expect(try test.shelf.encounters(ofWord: word.id).map(\.page) == [7])
        // Editing the definition leaves the encounters alone.
        _ = try test.shelf.editWord(id: word.id, page: nil, context: nil, definition: "short-lived", example: nil)
        #expect(try test.shelf.encounters(ofWord: word.id).count == 1)
        _ = try test.shelf.editWord(id: word.id, page: nil, context: " ", definition: nil, example: nil)
        #expect(try test.shelf.encounters(ofWord: word.id).map(\.sentence) == [nil])

        // A word with no sentence gains one when a sentence is edited in.
        let bare = try test.shelf.addWord(NewWord(word: "serendipity", bookID: nil)).word
        _ = try test.shelf.editWord(id: bare.id, page: nil, context: "pure serendipity", definition: nil, example: nil)
        #expect(try test.shelf.encounters(ofWord: bare.id).map(\.sentence) == ["pure serendipity"])
    }

    @Test func encountersOfAScopeAreGroupedByWord() throws {
        let test = try TestLibrary()
        let dune = try test.add("Dune")
        let emma = try test.add("Emma")
        var first = NewWord(word: "spice", bookID: dune.id)
        first.context = "the spice must flow"
        var second = NewWord(word: "wit", bookID: emma.id)
        second.context = "her wit"
        let spice = try test.shelf.addWord(first).word
        let wit = try test.shelf.addWord(second).word
        let byWord = try test.shelf.encountersByWord(in: .book(dune.id))
        #expect(byWord.keys.sorted() == [spice.id])
        #expect(try test.shelf.encountersByWord(in: .all).keys.sorted() == [spice.id, wit.id])
        #expect(try test.shelf.encountersByWord(in: .global).isEmpty)
    }

    @Test func removingAWordRemovesItsEncounters() throws {
        let test = try TestLibrary()
        var new = NewWord(word: "ephemeral", bookID: nil)
        new.context = "an ephemeral joy"
        let word = try test.shelf.addWord(new).word
        try test.shelf.removeWord(id: word.id)
        #expect(try test.shelf.encountersByWord(in: .all).isEmpty)
    }

    @Test func aLibraryFromBeforeEncountersGainsThemFromItsWordsSentences() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("encounters-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("library.sqlite").path
        do {
            let old = try Connection(path: path)
            try Migrator(migrations: Array(Schema.migrations.prefix { !$0.contains("CREATE TABLE encounters") })).migrate(old)
            try old.execute("""
                INSERT INTO words (id, word, word_key, page, context, added_at, updated_at, due)
                    VALUES (1, 'Spice', 'spice', 12, 'the spice must flow', 100, 100, 100);
                INSERT INTO words (id, word, word_key, added_at, updated_at, due) VALUES (2, 'bare', 'bare', 5, 5, 5);
                """)
        }
        let shelf = try Bookshelf(path: path)
        #expect(try shelf.encounters(ofWord: 1) == [
            WordEncounter(
                sentence: "the spice must flow", form: "Spice", location: nil, page: 12,
                at: Date(timeIntervalSince1970: 100), source: .shelf),
        ])
        #expect(try shelf.encounters(ofWord: 2).isEmpty)
    }

    @Test func aWordMetAgainWithNothingNewWritesNothing() throws {
        let test = try TestLibrary()
        let book = try test.add("Dune", pages: 400)
        var new = NewWord(word: "lucid", bookID: book.id)
        new.page = 42
        new.context = "a lucid moment"
        new.definition = "clear"
        new.dictionaryRecord = "{}"
        let word = try test.shelf.addWord(new).word
        test.advance(60)
        // A library of its own, so what these adds commit is told apart from the first.
        let shelf = try Bookshelf(path: test.file.path) { TestLibrary.at(60) }
        let before = try test.snapshot()
        let undoable = try shelf.undoableChanges()
        // Bare, the same meeting again, the same meaning again, the same dictionary record again.
        for again in [NewWord(word: "Lucid ", bookID: book.id), new] {
            let added = try shelf.addWord(again)
            #expect(!added.created && !added.changed)
            #expect(added.word == word)
        }
        #expect(!shelf.hasCommittedChanges)
        #expect(try test.snapshot() == before)
        #expect(try shelf.undoableChanges() == undoable)

        // A page alone is a new meeting: it replaces the sentence too.
        var page = NewWord(word: "lucid", bookID: book.id)
        page.page = 43
        let met = try shelf.addWord(page)
        #expect(met.changed && met.word.page == 43 && met.word.context == nil && met.word.updatedAt == TestLibrary.at(60))
        #expect(try shelf.encounters(ofWord: word.id).map(\.page) == [42, 43])
        #expect(try shelf.undoableChanges().count == undoable.count + 1)
    }
}
