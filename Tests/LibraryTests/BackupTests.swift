import Flashcard
import Foundation
import Testing
import TestSupport
import Library

@Suite struct BackupTests {
    /// A library with imported and hand-added books, progress, shelves shared with the import, a
    /// review and notes, a word per kind (book and global) with study history, a dictionary
    /// record, and two goals (one with pages).
    private func populated() throws -> TestLibrary {
        let test = try TestLibrary()
        _ = try test.shelf.importGoodreads(
            TestFixtures.data("library-current.csv"), options: TestLibrary.importOptions())
        var searched = NewBook(title: "From Search", authors: ["Web Author"])
        searched.googleVolumeID = "vol123"
        searched.googleRecord = #"{"id": "vol123", "volumeInfo": {"title": "From Search"}}"#
        searched.pageCount = 200
        let book = try test.shelf.add(searched)
        _ = try test.shelf.log(id: book.id, .page(20), at: TestLibrary.start.addingTimeInterval(-3600.25))
        _ = try test.shelf.log(id: book.id, .page(55), at: TestLibrary.start.addingTimeInterval(-0.000125))
        _ = try test.shelf.tag(id: book.id, shelves: ["Web Finds", "FANTASY"])
        try test.shelf.setReview(id: book.id, "Worth it.\nMostly.")
        try test.shelf.addNote(id: book.id, "page 20: \"the map\"")
        try test.shelf.addNote(id: book.id, "second")
        var word = NewWord(word: "Ephemeral", bookID: book.id)
        word.definition = "lasting a very short time"
        word.context = "an ephemeral \"joy\""
        word.dictionaryRecord = #"[{"word": "ephemeral"}]"#
        let stored = try test.shelf.addWord(word).word
        try test.shelf.recordReview(
            wordID: stored.id,
            memory: Card(
                state: .learning, step: 1, stability: 2.3065, difficulty: 2.118103970459016,
                due: TestLibrary.start.addingTimeInterval(600), lastReview: TestLibrary.start,
                reps: 1, lapses: 0),
            review: WordReview(rating: 3, mode: "fill", at: TestLibrary.start, elapsedDays: 0, scheduledDays: 0, stateBefore: "new"))
        _ = try test.shelf.addWord(NewWord(word: "serendipity", bookID: nil))
        _ = try test.shelf.setMastered(id: stored.id, true)
        try test.shelf.setGoal(Self.goals[0])
        try test.shelf.setGoal(Self.goals[1])
        return test
    }

    /// The goals `populated()` sets.
    static let goals = [ReadingGoal(year: 2025, books: 12, pages: nil), ReadingGoal(year: 2026, books: 24, pages: 9_000)]

    @Test func exportImportExportIsByteIdentical() throws {
        let source = try populated()
        let exported = try source.shelf.backupText()
        #expect(exported.hasPrefix("{\n  \"format\" : \"shelf-backup\",\n  \"version\" : 6,\n"))
        #expect(exported.contains("\"notes\" : ["))
        #expect(exported.contains("\"review\" : \"Worth it.\\nMostly.\""))

        let target = try TestLibrary()
        let summary = try target.shelf.importBackup(Data(exported.utf8))
        #expect(summary == ImportSummary(added: 9, updated: 0, skipped: 0, wordsAdded: 2, goalsAdded: 2))
        #expect(try target.shelf.backupText() == exported)
        #expect(try [2025, 2026].map { try target.shelf.goal(year: $0) } == Self.goals)

        // Not just the same text: the restored library answers the same.
        #expect(try target.shelf.books() == source.shelf.books())
        let words = try target.shelf.words(in: .all)
        #expect(words == (try source.shelf.words(in: .all)))
        let wordID = try #require(words.first { $0.word == "Ephemeral" }?.id)
        #expect(try target.shelf.reviews(ofWord: wordID).map(\.rating) == [3])
        #expect(try target.shelf.dictionaryRecord(for: "ephemeral", language: "en") == #"[{"word": "ephemeral"}]"#)
        let searched = try #require(try target.shelf.books().first { $0.googleVolumeID == "vol123" })
        #expect(try target.shelf.details(id: searched.id).progress.map(\.page) == [20, 55])
        #expect(try target.shelf.encounters(ofWord: wordID).map(\.sentence) == ["an ephemeral \"joy\""])
        #expect(exported.contains("\"encounters\" : ["), "the backup carries the encounters")
    }

    @Test func aBackupWrittenBeforeEncountersGivesEachWordItsSentenceAsOne() throws {
        let source = try populated()
        let exported = try source.shelf.backupText()
        // What a shelf without encounters wrote: the same words, no encounters member.
        let older = exported.replacingOccurrences(of: #",\s*"encounters" : \[[^\]]*\]"#, with: "", options: .regularExpression)
        #expect(!older.contains("encounters"))
        let target = try TestLibrary()
        #expect(try target.shelf.importBackup(Data(older.utf8)).added == 9)
        let word = try #require(try target.shelf.words(in: .all).first { $0.word == "Ephemeral" })
        let encounters = try target.shelf.encounters(ofWord: word.id)
        #expect(encounters.map(\.sentence) == ["an ephemeral \"joy\""])
        #expect(encounters.map(\.at) == [word.addedAt])
    }

    @Test func eventsAtOneInstantKeepTheirOrderThroughABackupAndOneWrittenBeforeIsNumbered() throws {
        // A finish, a restart and a page at one instant.
        let source = try TestLibrary()
        let book = try source.add("Bk", pages: 100)
        _ = try source.shelf.log(id: book.id, .page(30))
        source.advance(60)
        try source.shelf.move(id: book.id, to: .read)
        try source.shelf.move(id: book.id, to: .reading, startingOver: true)
        _ = try source.shelf.log(id: book.id, .page(5))
        let history = try source.shelf.history(id: book.id)
        let exported = try source.shelf.backupText()
        #expect(exported.contains("\"sequence\" : "))
        let restored = try TestLibrary()
        _ = try restored.shelf.importBackup(Data(exported.utf8))
        #expect(try restored.shelf.history(id: book.id) == history)
        #expect(try restored.shelf.backupText() == exported)
        // What a shelf before `sequence` wrote: the events are put in the order history listed them.
        let older = exported.replacingOccurrences(of: #",\s*"sequence" : \d+"#, with: "", options: .regularExpression)
        #expect(!older.contains("sequence"))
        let upgraded = try TestLibrary()
        _ = try upgraded.shelf.importBackup(Data(older.utf8))
        #expect(try upgraded.shelf.history(id: book.id) == history)
        #expect(try upgraded.shelf.book(id: book.id).currentPage == 5)
    }

    @Test func importIntoALibraryWithBooksAddsOnlyTheMissingOnes() throws {
        let source = try populated()
        let exported = try source.shelf.backupText()

        let target = try TestLibrary()
        _ = try target.shelf.importGoodreads(
            TestFixtures.data("library-older.csv"), options: TestLibrary.importOptions())
        _ = try target.shelf.addWord(NewWord(word: "Serendipity", bookID: nil))
        let summary = try target.shelf.importBackup(Data(exported.utf8))
        // 1001, 1003 and 1004 are in both; the other six books of the backup are new.
        #expect(summary == ImportSummary(added: 6, updated: 0, skipped: 3, wordsAdded: 1, wordsSkipped: 1, goalsAdded: 2))
        #expect(try target.shelf.books().count == 10)
        let searched = try #require(try target.shelf.books().first { $0.googleVolumeID == "vol123" })
        let words = try target.shelf.words(in: .all)
        #expect(words.filter { $0.bookID == searched.id }.map(\.word) == ["Ephemeral"])
        #expect(words.filter { $0.bookID == nil }.count == 1, "the global word the library had is kept, not doubled")
        #expect(try target.shelf.details(id: searched.id).progress.count == 2)
    }

    /// A restore journals each book it adds as one step, as an import does: undo gives back the
    /// library before it exactly, whether it was empty or had books and a global word of its own.
    @Test func undoingARestoreGivesBackTheLibraryBeforeIt() throws {
        let exported = Data(try populated().shelf.backupText().utf8)

        let empty = try TestLibrary()
        let emptySnapshot = try empty.snapshotBesideIDCounter()
        _ = try empty.shelf.importBackup(exported)
        // The pages and words of the books removed are counted with them.
        #expect(try empty.shelf.undo().effects == ["9 books removed", "2 pages removed", "2 words removed", "2 goals removed"])
        #expect(try empty.snapshotBesideIDCounter() == emptySnapshot)

        let target = try TestLibrary()
        _ = try target.shelf.importGoodreads(
            TestFixtures.data("library-older.csv"), options: TestLibrary.importOptions())
        _ = try target.shelf.addWord(NewWord(word: "Quixotic", bookID: nil))
        target.advance(60)
        let before = try target.snapshotBesideIDCounter()
        #expect(try target.shelf.importBackup(exported).added == 6)
        _ = try target.shelf.undo()
        #expect(try target.snapshotBesideIDCounter() == before)
    }

    @Test func importingTheSameBackupTwiceAddsNothingTheSecondTime() throws {
        let source = try populated()
        // A book added by hand has no Goodreads id, volume id or ISBN: it is known by its title,
        // first author and the moment it was added.
        _ = try source.shelf.add(NewBook(title: "Notebook", authors: ["Me"]))
        _ = try source.shelf.add(NewBook(title: "Notebook", authors: ["Someone Else"]))
        let exported = Data(try source.shelf.backupText().utf8)

        let target = try TestLibrary()
        #expect(try target.shelf.importBackup(exported) == ImportSummary(added: 11, updated: 0, skipped: 0, wordsAdded: 2, goalsAdded: 2))
        let snapshot = try target.snapshot()
        #expect(
            try target.shelf.importBackup(exported) == ImportSummary(added: 0, updated: 0, skipped: 11, wordsSkipped: 2, goalsSkipped: 2, changed: false))
        #expect(try target.snapshot() == snapshot)

        // The same title by the same author added at another moment is another book.
        let other = try TestLibrary()
        _ = try other.shelf.add(NewBook(title: "Notebook", authors: ["Me"]))
        #expect(try other.shelf.importBackup(exported).added == 10, "added at the same moment: the same book")
        let later = try TestLibrary()
        _ = try later.shelf.add(NewBook(title: "Notebook", authors: ["Me"]))
        // Its history moves with it, so the file stays one a library could have written.
        let moved = try source.shelf.backupText().replacingOccurrences(
            of: "\"2026-11-20T18:00:00Z\"", with: "\"2026-11-20T18:00:01Z\"")
        #expect(try later.shelf.importBackup(Data(moved.utf8)).added == 11)
    }

    @Test func aBackupImportIsAllOrNothingAndDryRunChangesNothing() throws {
        let source = try populated()
        let exported = try source.shelf.backupText()
        let target = try TestLibrary()
        let dry = try target.shelf.importBackup(Data(exported.utf8), options: ImportOptions(dryRun: true))
        #expect(dry.added == 9)
        #expect(try target.shelf.books().isEmpty)

        // A word pointing at a book the backup does not have fails the whole import after the
        // books were written: they must be rolled back.
        let broken = exported.replacingOccurrences(of: "\"bookId\" : ", with: "\"bookId\" : 999")
        let error = #expect(throws: ImportError.self) { try target.shelf.importBackup(Data(broken.utf8)) }
        guard case .backup(.invalidContent(let path, _))? = error else {
            Issue.record("expected invalid content, got \(String(describing: error))")
            return
        }
        #expect(path == "words[0].bookId")
        #expect(try target.shelf.books().isEmpty)
    }

    /// Books are restored as they are read when the file is in the order shelf writes; a file
    /// whose keys another program reordered (`jq -S` sorts them: the lists before the marker and
    /// the version, words after books but the dictionary first, goals between the marker and the
    /// version) is held and restored whole, alike.
    @Test func aBackupWithItsKeysInAnotherOrderRestoresTheSame() throws {
        let exported = try populated().shelf.backupText()
        let header = "{\n  \"format\" : \"shelf-backup\",\n  \"version\" : 6,\n  \"books\" : "
        #expect(exported.hasPrefix(header))
        let afterBooks = try #require(exported.range(of: ",\n  \"words\" : "))
        let afterWords = try #require(exported.range(of: ",\n  \"dictionaryEntries\" : "))
        let afterEntries = try #require(exported.range(of: ",\n  \"goals\" : "))
        let books = exported[exported.index(exported.startIndex, offsetBy: header.count)..<afterBooks.lowerBound]
        let words = exported[afterBooks.upperBound..<afterWords.lowerBound]
        let entries = exported[afterWords.upperBound..<afterEntries.lowerBound]
        let goals = exported[afterEntries.upperBound...].dropLast(3)
        #expect(exported.hasSuffix("\n}\n"))
        let orders = [
            "{\"books\": \(books), \"dictionaryEntries\": \(entries), \"format\": \"shelf-backup\", \"goals\": \(goals), \"version\": 5, \"words\": \(words)}",
            "{\"format\": \"shelf-backup\", \"version\": 5, \"goals\": \(goals), \"words\": \(words), \"dictionaryEntries\": \(entries), \"books\": \(books)}",
            "{\"version\": 5, \"format\": \"shelf-backup\", \"dictionaryEntries\": \(entries), \"books\": \(books), \"words\": \(words), \"goals\": \(goals)}",
        ]
        for text in orders {
            let target = try TestLibrary()
            #expect(
                try target.shelf.importBackup(Data(text.utf8))
                    == ImportSummary(added: 9, updated: 0, skipped: 0, wordsAdded: 2, goalsAdded: 2))
            #expect(try target.shelf.backupText() == exported)
        }
    }

    /// What was restored while the file was read goes when a later part of it is refused: the
    /// JSON cut short, a book given twice, a word of no book of the file.
    @Test(arguments: [("truncated", "notJSON"), ("twice", "books[9].id"), ("orphan", "words[0].bookId")])
    func aFileRefusedAfterBooksWereRestoredLeavesNothing(damage: String, expected: String) throws {
        let exported = try populated().shelf.backupText()
        let endOfBooks = try #require(exported.range(of: "\n  ],\n  \"words\" : "))
        let damaged = switch damage {
        case "truncated": String(exported.dropLast(40))
        case "twice":
            // The last book again, after the others: its id repeats an earlier book's.
            exported.replacingCharacters(
                in: endOfBooks, with: "," + (try Self.lastBook(of: exported)) + exported[endOfBooks])
        default: exported.replacingOccurrences(of: "\"bookId\" : ", with: "\"bookId\" : 999")
        }
        let target = try TestLibrary()
        _ = try target.shelf.add(NewBook(title: "Mine"))
        let before = try target.snapshot()
        let error = #expect(throws: ImportError.self) { try target.shelf.importBackup(Data(damaged.utf8)) }
        switch error {
        case .backup(.notJSON)?: #expect(expected == "notJSON")
        case .backup(.invalidContent(let path, _))?: #expect(path == expected)
        default: Issue.record("unexpected \(String(describing: error))")
        }
        #expect(try target.snapshot() == before)
    }

    /// The last book object of a backup as shelf writes it, by its indentation.
    private static func lastBook(of backup: String) throws -> Substring {
        let end = try #require(backup.range(of: "\n    }\n  ],\n  \"words\""))
        let start = try #require(backup[..<end.lowerBound].range(of: "\n    {\n", options: .backwards))
        return backup[start.lowerBound..<end.lowerBound] + "\n    }"
    }

    /// A library whose books were all removed has given their ids out: a restore into it gives
    /// new ones, never those again.
    @Test func aRestoreIntoALibraryThatGaveOutIdsGivesNewOnes() throws {
        let exported = try populated().shelf.backupText()
        let target = try TestLibrary()
        let gone = try target.shelf.add(NewBook(title: "Gone"))
        _ = try target.shelf.remove(id: gone.id)
        #expect(try target.shelf.importBackup(Data(exported.utf8)).added == 9)
        #expect(try target.shelf.books().map(\.id).min() == gone.id + 1)
    }

    /// The ids the backed-up library gave to books and words since removed are not given again
    /// by the library restored from it: a script that kept `#3` finds it removed, not another book.
    @Test func aRestoredLibraryNeverGivesTheIdsOfBooksOrWordsRemovedBeforeTheBackup() throws {
        let source = try TestLibrary()
        try source.add("Dune")
        let removed = try source.add("Emma")
        try source.add("Ulysses")
        for id in [removed.id, removed.id + 1] { _ = try source.shelf.remove(id: id) }
        for word in ["anomie", "bathos", "cant"] { _ = try source.shelf.addWord(NewWord(word: word, bookID: nil)) }
        try source.shelf.removeWord(id: 3)
        let exported = try source.shelf.backupText()
        #expect(exported.hasSuffix("\"lastBookId\" : 3,\n  \"lastWordId\" : 3\n}\n"))

        let target = try TestLibrary()
        _ = try target.shelf.importBackup(Data(exported.utf8))
        #expect(throws: LibraryError.bookRemoved(id: 3)) { try target.shelf.resolve("#3") }
        #expect(try target.add("Middlemarch").id == 4)
        #expect(try target.shelf.addWord(NewWord(word: "dirge", bookID: nil)).word.id == 4)
        // A library restored into after it gave out ids keeps its own counter, not the file's.
        let used = try TestLibrary()
        for title in ["A", "B", "C", "D", "E"] { _ = try used.shelf.remove(id: try used.add(title).id) }
        _ = try used.shelf.importBackup(Data(exported.utf8))
        #expect(try used.add("Middlemarch").id == 7)
    }

    /// A library whose books were all removed backs up nothing but its last ids, and a restore
    /// keeps even those: the file alone raises the counters, a change of its own, so the library
    /// restored exports the same bytes and does not give the removed books' ids again.
    @Test func aBackupOfALibraryWhoseBooksWereAllRemovedKeepsItsLastIds() throws {
        let source = try TestLibrary()
        for title in ["Dune", "Emma"] { _ = try source.shelf.remove(id: try source.add(title).id) }
        let exported = try source.shelf.backupText()
        #expect(exported.hasSuffix("\"lastBookId\" : 2,\n  \"lastWordId\" : 0\n}\n"))

        let target = try TestLibrary()
        #expect(try target.shelf.importBackup(Data(exported.utf8)) == ImportSummary())
        #expect(try target.shelf.backupText() == exported)
        #expect(throws: LibraryError.bookRemoved(id: 2)) { try target.shelf.resolve("#2") }
        #expect(try target.add("Middlemarch").id == 3)
    }

    /// A last id that is not a whole number of 0 or more refuses the file, as any damaged value.
    @Test(arguments: ["lastBookId", "lastWordId"], ["-1", "1.5", "\"3\""])
    func aDamagedLastIdRefusesTheFile(key: String, value: String) throws {
        let source = try TestLibrary()
        let exported = try source.shelf.backupText()
            .replacingOccurrences(of: "\"\(key)\" : 0", with: "\"\(key)\" : \(value)")
        let target = try TestLibrary()
        let error = #expect(throws: ImportError.self) { try target.shelf.importBackup(Data(exported.utf8)) }
        guard case .backup(.invalidContent(let path, _)) = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(path == key)
    }

    @Test func refusesOtherFilesWithTheReason() throws {
        let test = try TestLibrary()
        let newer = #expect(throws: ImportError.self) {
            try test.shelf.importBackup(TestFixtures.data("backup-version-7.json"))
        }
        #expect(newer == .backup(.unsupportedVersion(7)))

        let truncated = #expect(throws: ImportError.self) {
            try test.shelf.importBackup(TestFixtures.data("backup-truncated.json"))
        }
        guard case .backup(.notJSON) = truncated else {
            Issue.record("expected a JSON syntax error, got \(String(describing: truncated))")
            return
        }
        let other = #expect(throws: ImportError.self) { try test.shelf.importBackup(Data(#"{"books": []}"#.utf8)) }
        #expect(other == .backup(.notABackup))

        let missingTitle = Data(#"{"format": "shelf-backup", "version": 1, "books": [{"id": 1}], "words": [], "dictionaryEntries": []}"#.utf8)
        let missing = #expect(throws: ImportError.self) { try test.shelf.importBackup(missingTitle) }
        #expect(missing == .backup(.invalidContent(path: "books[0].title", problem: "missing")))
        #expect(try test.shelf.books().isEmpty)
    }

    @Test func recognisesBothFormatsFromTheirContent() throws {
        #expect(ImportFormat.detect(try TestFixtures.data("library-current.csv")) == .goodreads)
        #expect(ImportFormat.detect(try TestFixtures.data("library-older.csv")) == .goodreads)
        #expect(ImportFormat.detect(try TestFixtures.data("backup-version-7.json")) == .json)
        #expect(ImportFormat.detect(Data("Title,Author\nDune,Herbert\n".utf8)) == nil)
        #expect(ImportFormat.detect(Data()) == nil)
    }
}
