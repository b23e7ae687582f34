import Foundation
import Testing
import Library

@Suite struct BackupTests {
    /// A library with imported and hand-added books, progress, a word per kind (book and global)
    /// with study history, and a dictionary record.
    private func populated() throws -> ImportTestLibrary {
        let test = try ImportTestLibrary()
        _ = try test.library.importGoodreads(
            TestFixtures.data("library-current.csv"), options: ImportTestLibrary.options())
        var searched = NewBook(title: "From Search", authors: ["Web Author"])
        searched.googleVolumeID = "vol123"
        searched.googleRecord = #"{"id": "vol123", "volumeInfo": {"title": "From Search"}}"#
        searched.pageCount = 200
        let book = try test.library.add(searched)
        _ = try test.library.log(id: book.id, .page(20), at: ImportTestLibrary.now.addingTimeInterval(-3600.25))
        _ = try test.library.log(id: book.id, .page(55), at: ImportTestLibrary.now.addingTimeInterval(-0.000125))
        var word = NewWord(word: "Ephemeral", bookID: book.id)
        word.definition = "lasting a very short time"
        word.context = "an ephemeral \"joy\""
        word.dictionaryRecord = #"[{"word": "ephemeral"}]"#
        let stored = try test.library.addWord(word).word
        try test.library.recordReview(
            wordID: stored.id,
            memory: WordMemory(
                state: "learning", learningStep: 1, stability: 2.3065, difficulty: 2.118103970459016,
                due: ImportTestLibrary.now.addingTimeInterval(600), lastReviewedAt: ImportTestLibrary.now,
                reps: 1, lapses: 0),
            review: WordReview(rating: 3, mode: "fill", at: ImportTestLibrary.now, elapsedDays: 0, scheduledDays: 0, stateBefore: "new"))
        _ = try test.library.addWord(NewWord(word: "serendipity", bookID: nil))
        _ = try test.library.setMastered(id: stored.id, true)
        return test
    }

    @Test func exportImportExportIsByteIdentical() throws {
        let source = try populated()
        defer { source.remove() }
        let exported = try source.library.backupText()
        #expect(exported.hasPrefix("{\n  \"format\" : \"shelf-backup\",\n  \"version\" : 1,\n"))

        let target = try ImportTestLibrary()
        defer { target.remove() }
        let summary = try target.library.importBackup(Data(exported.utf8))
        #expect(summary == ImportSummary(added: 9, updated: 0, skipped: 0))
        #expect(try target.library.backupText() == exported)

        // Not just the same text: the restored library answers the same.
        #expect(try target.library.books() == source.library.books())
        let words = try target.library.words(in: .all)
        #expect(words == (try source.library.words(in: .all)))
        let wordID = try #require(words.first { $0.word == "Ephemeral" }?.id)
        #expect(try target.library.reviews(ofWord: wordID).map(\.rating) == [3])
        #expect(try target.library.dictionaryRecord(for: "ephemeral", language: "en") == #"[{"word": "ephemeral"}]"#)
        let searched = try #require(try target.library.books().first { $0.googleVolumeID == "vol123" })
        #expect(try target.library.details(id: searched.id).progress.map(\.page) == [20, 55])
    }

    @Test func importIntoALibraryWithBooksAddsOnlyTheMissingOnes() throws {
        let source = try populated()
        defer { source.remove() }
        let exported = try source.library.backupText()

        let target = try ImportTestLibrary()
        defer { target.remove() }
        _ = try target.library.importGoodreads(
            TestFixtures.data("library-older.csv"), options: ImportTestLibrary.options())
        _ = try target.library.addWord(NewWord(word: "Serendipity", bookID: nil))
        let summary = try target.library.importBackup(Data(exported.utf8))
        // 1001, 1003 and 1004 are in both; the other six books of the backup are new.
        #expect(summary == ImportSummary(added: 6, updated: 0, skipped: 3))
        #expect(try target.library.books().count == 10)
        let searched = try #require(try target.library.books().first { $0.googleVolumeID == "vol123" })
        let words = try target.library.words(in: .all)
        #expect(words.filter { $0.bookID == searched.id }.map(\.word) == ["Ephemeral"])
        #expect(words.filter { $0.bookID == nil }.count == 1, "the global word the library had is kept, not doubled")
        #expect(try target.library.details(id: searched.id).progress.count == 2)
    }

    @Test func importingTheSameBackupTwiceAddsNothingTheSecondTime() throws {
        let source = try populated()
        defer { source.remove() }
        // A book added by hand has no Goodreads id, volume id or ISBN: it is known by its title,
        // first author and the moment it was added.
        _ = try source.library.add(NewBook(title: "Notebook", authors: ["Me"]))
        _ = try source.library.add(NewBook(title: "Notebook", authors: ["Someone Else"]))
        let exported = Data(try source.library.backupText().utf8)

        let target = try ImportTestLibrary()
        defer { target.remove() }
        #expect(try target.library.importBackup(exported) == ImportSummary(added: 11, updated: 0, skipped: 0))
        let snapshot = try target.snapshot()
        #expect(try target.library.importBackup(exported) == ImportSummary(added: 0, updated: 0, skipped: 11))
        #expect(try target.snapshot() == snapshot)

        // The same title by the same author added at another moment is another book.
        let other = try ImportTestLibrary()
        defer { other.remove() }
        _ = try other.library.add(NewBook(title: "Notebook", authors: ["Me"]))
        #expect(try other.library.importBackup(exported).added == 10, "added at the same moment: the same book")
        let later = try ImportTestLibrary()
        defer { later.remove() }
        _ = try later.library.add(NewBook(title: "Notebook", authors: ["Me"]))
        let moved = try source.library.backupText().replacingOccurrences(
            of: "\"addedAt\" : \"2026-11-20T18:00:00Z\"", with: "\"addedAt\" : \"2026-11-20T18:00:01Z\"")
        #expect(try later.library.importBackup(Data(moved.utf8)).added == 11)
    }

    @Test func aBackupImportIsAllOrNothingAndDryRunChangesNothing() throws {
        let source = try populated()
        defer { source.remove() }
        let exported = try source.library.backupText()
        let target = try ImportTestLibrary()
        defer { target.remove() }
        let dry = try target.library.importBackup(Data(exported.utf8), options: ImportOptions(dryRun: true))
        #expect(dry.added == 9)
        #expect(try target.library.books().isEmpty)

        // A word pointing at a book the backup does not have fails the whole import after the
        // books were written: they must be rolled back.
        let broken = exported.replacingOccurrences(of: "\"bookId\" : ", with: "\"bookId\" : 999")
        let error = #expect(throws: ImportError.self) { try target.library.importBackup(Data(broken.utf8)) }
        guard case .backup(.invalidContent(let path, _))? = error else {
            Issue.record("expected invalid content, got \(String(describing: error))")
            return
        }
        #expect(path == "words[0].bookId")
        #expect(try target.library.books().isEmpty)
    }

    @Test func refusesOtherFilesWithTheReason() throws {
        let test = try ImportTestLibrary()
        defer { test.remove() }
        let version2 = #expect(throws: ImportError.self) {
            try test.library.importBackup(TestFixtures.data("backup-version-2.json"))
        }
        #expect(version2 == .backup(.unsupportedVersion(2)))

        let truncated = #expect(throws: ImportError.self) {
            try test.library.importBackup(TestFixtures.data("backup-truncated.json"))
        }
        guard case .backup(.notJSON) = truncated else {
            Issue.record("expected a JSON syntax error, got \(String(describing: truncated))")
            return
        }
        let other = #expect(throws: ImportError.self) { try test.library.importBackup(Data(#"{"books": []}"#.utf8)) }
        #expect(other == .backup(.notABackup))

        let missingTitle = Data(#"{"format": "shelf-backup", "version": 1, "books": [{"id": 1}], "words": [], "dictionaryEntries": []}"#.utf8)
        let missing = #expect(throws: ImportError.self) { try test.library.importBackup(missingTitle) }
        #expect(missing == .backup(.invalidContent(path: "books[0].title", problem: "missing")))
        #expect(try test.library.books().isEmpty)
    }

    @Test func recognisesBothFormatsFromTheirContent() throws {
        #expect(ImportFormat.detect(try TestFixtures.data("library-current.csv")) == .goodreads)
        #expect(ImportFormat.detect(try TestFixtures.data("library-older.csv")) == .goodreads)
        #expect(ImportFormat.detect(try TestFixtures.data("backup-version-2.json")) == .json)
        #expect(ImportFormat.detect(Data("Title,Author\nDune,Herbert\n".utf8)) == nil)
        #expect(ImportFormat.detect(Data()) == nil)
    }
}
