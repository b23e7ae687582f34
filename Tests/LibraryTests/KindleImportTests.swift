import Flashcard
import Foundation
@testable import Library
import Testing
import TestSupport

/// Kindle's `vocab.db` into the library: words by dictionary form, every look-up an encounter,
/// books matched or added, the file never written.
@Suite struct KindleImportTests {
    static let pride = "Pride_and_Prejudice:B008476HBM"
    static let sideloaded = "CR!W0BAJ4FPKHEDAZ3DDEMDZ9E10VTG:7BC89B60"
    /// 2026-01-01T00:00:00Z in Kindle's milliseconds, and a day of them.
    static let newYear: Int64 = 1_767_225_600_000
    static let day: Int64 = 86_400_000

    /// Two books, one in the library under another spelling and one side-loaded Chinese book; a
    /// word looked up twice, a mastered word looked up in another form, an English word the
    /// Kindle filed under `zh`, and a sentence with a line break.
    static let rows = """
        INSERT INTO BOOK_INFO VALUES ('\(pride)', 'B008476HBM', '\(pride)', 'en',
            'Pride and Prejudice (Penguin Classics)', 'Austen,Jane;(简·奥斯汀)');
        INSERT INTO BOOK_INFO VALUES ('\(sideloaded)', '', '\(sideloaded)', 'zh', '三体', '刘慈欣');
        INSERT INTO WORDS VALUES ('en:ardently', 'ardently', 'ardently', 'en', 0, \(newYear), '');
        INSERT INTO WORDS VALUES ('en:running', 'running', 'run', 'en', 100, \(newYear + day), '');
        INSERT INTO WORDS VALUES ('zh:entropy', 'entropy', 'entropy', 'zh', 0, \(newYear + 3 * day), '');
        INSERT INTO WORDS VALUES ('zh:宇宙', '宇宙', '宇宙', 'zh', 0, \(newYear + 4 * day), '');
        INSERT INTO LOOKUPS VALUES ('\(pride):1234:ardently', 'en:ardently', '\(pride)', 'Oxford', '1234',
            'You must allow me to tell you how ardently I admire and love you.', \(newYear));
        INSERT INTO LOOKUPS VALUES ('\(pride):2345:running', 'en:running', '\(pride)', 'Oxford', '2345',
            'She was running' || char(10) || 'across the field.', \(newYear + day));
        INSERT INTO LOOKUPS VALUES ('\(pride):3456:ardently', 'en:ardently', '\(pride)', 'Oxford', '3456',
            'He spoke ardently.', \(newYear + 2 * day));
        INSERT INTO LOOKUPS VALUES ('\(sideloaded):100:entropy', 'zh:entropy', '\(sideloaded)', '', '100',
            '熵 entropy 一直在增加。', \(newYear + 3 * day));
        INSERT INTO LOOKUPS VALUES ('\(sideloaded):200:宇宙', 'zh:宇宙', '\(sideloaded)', '', '200',
            '宇宙就是一座黑暗森林。', \(newYear + 4 * day));
        """

    private func libraryWithPride() throws -> TestLibrary {
        let test = try TestLibrary()
        try test.add("Pride and Prejudice", authors: ["Jane Austen"], pages: 432)
        return test
    }

    @Test func wordsBecomeEntriesAndLookUpsTheirEncounters() throws {
        let test = try libraryWithPride()
        let file = try EReaderDatabase.kindle(Self.rows)
        defer { file.remove() }
        let summary = try test.shelf.importEReaderVocabulary(at: file.path)
        #expect(summary.kind == .kindle)
        #expect(summary.booksMatched == 1)
        #expect(summary.booksAdded.map(\.title) == ["三体"])
        #expect(summary.wordsAdded == 4)
        #expect(summary.encountersAdded == 5)
        #expect(summary.skipped == 0)
        #expect(summary.alreadyImported == 0)

        let words = try test.shelf.words(in: .all)
        #expect(words.map(\.word) == ["ardently", "run", "entropy", "宇宙"])
        #expect(words.map(\.bookID) == [1, 1, 2, 2])
        #expect(words.map(\.language) == ["en", "en", "en", "zh"], "an English word in a Chinese book is English")
        #expect(words.map(\.mastered) == [false, true, false, false])
        #expect(words.allSatisfy { $0.memory.state == .new && $0.memory.due == TestLibrary.start })
        #expect(words.first?.context == "You must allow me to tell you how ardently I admire and love you.")
        #expect(words.first?.addedAt == Date(timeIntervalSince1970: 1_767_225_600))

        let ardently = try test.shelf.encounters(ofWord: words[0].id)
        #expect(ardently == [
            WordEncounter(
                sentence: "You must allow me to tell you how ardently I admire and love you.", form: "ardently",
                location: "1234", page: nil, at: Date(timeIntervalSince1970: 1_767_225_600), source: .kindle),
            WordEncounter(
                sentence: "He spoke ardently.", form: "ardently", location: "3456", page: nil,
                at: Date(timeIntervalSince1970: 1_767_225_600 + 2 * 86_400), source: .kindle),
        ])
        let run = try test.shelf.encounters(ofWord: words[1].id)
        #expect(run.map(\.form) == ["running"])
        #expect(run.map(\.sentence) == ["She was running\nacross the field."])
    }

    @Test func aBookNotInTheLibraryIsAddedOnTheReadingListStartedAtItsFirstLookUp() throws {
        let test = try libraryWithPride()
        let file = try EReaderDatabase.kindle(Self.rows)
        defer { file.remove() }
        let added = try #require(try test.shelf.importEReaderVocabulary(at: file.path).booksAdded.first)
        let details = try test.shelf.details(id: added.id)
        let firstLookUp = Date(timeIntervalSince1970: 1_767_225_600 + 3 * 86_400)
        #expect(details.book.status == .reading)
        #expect(details.book.authors == ["刘慈欣"])
        #expect(details.book.addedAt == firstLookUp)
        #expect(details.readThroughs.map(\.startedAt) == [firstLookUp])
        #expect(details.statusHistory.map(\.to) == [.reading])
        #expect(details.statusHistory.map(\.at) == [firstLookUp])
    }

    /// `Last,First` names read first name first, translations in parentheses left out, and the
    /// `Unknown` a Kindle writes for a document that names no author taken for none.
    @Test(arguments: [
        ("Pratchett,Terry;Gaiman,Neil;(特里·普拉切特)", ["Terry Pratchett", "Neil Gaiman"]),
        ("Unknown", []),
    ])
    func kindleAuthorsReadFirstNameFirstWithoutTranslations(authors: String, expected: [String]) throws {
        let test = try TestLibrary()
        let file = try EReaderDatabase.kindle("""
            INSERT INTO BOOK_INFO VALUES ('b', '', 'b', 'en', 'Good Omens', '\(authors)');
            INSERT INTO WORDS VALUES ('en:occult', 'occult', 'occult', 'en', 0, 0, '');
            INSERT INTO LOOKUPS VALUES ('l', 'en:occult', 'b', '', '7', 'the occult', \(Self.newYear));
            """)
        defer { file.remove() }
        let added = try #require(try test.shelf.importEReaderVocabulary(at: file.path).booksAdded.first)
        #expect(try test.shelf.book(id: added.id).authors == expected)
    }

    @Test func importingAgainAddsOnlyNewLookUps() throws {
        let test = try libraryWithPride()
        let file = try EReaderDatabase.kindle(Self.rows)
        defer { file.remove() }
        _ = try test.shelf.importEReaderVocabulary(at: file.path)
        let once = try test.shelf.backupText()

        let again = try test.shelf.importEReaderVocabulary(at: file.path)
        #expect(again.booksAdded.isEmpty)
        #expect(again.booksMatched == 2, "the book the first import added is matched now")
        #expect(again.wordsAdded == 0)
        #expect(again.encountersAdded == 0)
        #expect(again.alreadyImported == 5)
        #expect(try test.shelf.backupText() == once)

        // The Kindle looked one more word up since.
        try file.insert("""
            INSERT INTO LOOKUPS VALUES ('\(Self.pride):4567:ardently', 'en:ardently', '\(Self.pride)', 'Oxford', '4567',
                'Again, ardently.', \(Self.newYear + 9 * Self.day));
            """)
        let newer = try test.shelf.importEReaderVocabulary(at: file.path)
        #expect(newer.encountersAdded == 1)
        #expect(newer.wordsAdded == 0)
        #expect(newer.alreadyImported == 5)
        let ardently = try #require(try test.shelf.words(in: .all).first)
        #expect(try test.shelf.encounters(ofWord: ardently.id).map(\.location) == ["1234", "3456", "4567"])
    }

    @Test func aWordTheBookHasAlreadyGainsTheLookUpsAndKeepsItsStudy() throws {
        let test = try libraryWithPride()
        var typed = NewWord(word: "Ardently", bookID: 1)
        typed.definition = "with passion"
        let word = try test.shelf.addWord(typed).word
        _ = try test.shelf.setMastered(id: word.id, true)
        let file = try EReaderDatabase.kindle(Self.rows)
        defer { file.remove() }
        let summary = try test.shelf.importEReaderVocabulary(at: file.path)
        #expect(summary.wordsAdded == 3)
        let after = try test.shelf.word(id: word.id)
        #expect(after.definition == "with passion")
        #expect(after.mastered)
        #expect(try test.shelf.encounters(ofWord: word.id).count == 2)
    }

    @Test func theFileIsNeverWritten() throws {
        let test = try libraryWithPride()
        let file = try EReaderDatabase.kindle(Self.rows)
        defer { file.remove() }
        let url = URL(fileURLWithPath: file.path)
        // An mtime in the past, so a write now could not leave it the same.
        let past = Date(timeIntervalSince1970: 1_700_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
        let bytes = try Data(contentsOf: url)
        let listing = try FileManager.default.contentsOfDirectory(atPath: file.folder.path)

        _ = try test.shelf.importEReaderVocabulary(at: file.path)
        _ = try test.shelf.importEReaderVocabulary(at: file.path, options: ImportOptions(dryRun: true))

        #expect(try Data(contentsOf: url) == bytes)
        let modified = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        #expect(modified == past)
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.folder.path) == listing, "no journal beside it")
    }

    @Test func aDryRunReportsTheSameAndChangesNothing() throws {
        let test = try libraryWithPride()
        let file = try EReaderDatabase.kindle(Self.rows)
        defer { file.remove() }
        let before = try test.shelf.backupText()
        let dry = try test.shelf.importEReaderVocabulary(at: file.path, options: ImportOptions(dryRun: true))
        #expect(try test.shelf.backupText() == before)
        let real = try test.shelf.importEReaderVocabulary(at: file.path)
        #expect(dry == real)
    }

    @Test func aBookWhoseLookUpsAreAllSkippedIsNotAdded() throws {
        let test = try TestLibrary()
        let file = try EReaderDatabase.kindle("""
            INSERT INTO BOOK_INFO VALUES ('B1', '', 'B1', 'en', 'Emma', 'Austen,Jane');
            INSERT INTO BOOK_INFO VALUES ('B2', '', 'B2', 'en', 'Dune', 'Herbert,Frank');
            INSERT INTO WORDS VALUES ('en:...', '...', '...', 'en', 0, 0, '');
            INSERT INTO WORDS VALUES ('en:tab', 'one' || char(9) || 'two', 'one' || char(9) || 'two', 'en', 0, 0, '');
            INSERT INTO LOOKUPS VALUES ('dots', 'en:...', 'B1', '', '1', 'Well...', \(Self.newYear));
            INSERT INTO LOOKUPS VALUES ('tab', 'en:tab', 'B2', '', '2', 'One two.', \(Self.newYear));
            """)
        defer { file.remove() }
        let summary = try test.shelf.importEReaderVocabulary(at: file.path)
        #expect(summary.booksAdded.isEmpty)
        #expect(summary.skipped == 2)
        #expect(summary.skippedExamples.first == "\"...\": not a word")
        #expect(throws: LibraryError.self) { try test.shelf.details(id: 1) }
    }

    /// A look-up of more than a word (a page pasted into a damaged file) is set aside as any
    /// look-up that is no word, and named short enough for the summary's line.
    @Test func aLookUpLongerThanAWordIsSkippedAndNamedShort() throws {
        let test = try TestLibrary()
        let long = String(repeating: "a", count: 20_000)
        let file = try EReaderDatabase.kindle("""
            INSERT INTO BOOK_INFO VALUES ('B1', '', 'B1', 'en', 'Emma', 'Austen,Jane');
            INSERT INTO WORDS VALUES ('en:long', '\(long)', '\(long)', 'en', 0, 0, '');
            INSERT INTO LOOKUPS VALUES ('long', 'en:long', 'B1', '', '1', 'A long one.', \(Self.newYear));
            """)
        defer { file.remove() }
        let summary = try test.shelf.importEReaderVocabulary(at: file.path)
        #expect(summary.wordsAdded == 0)
        #expect(summary.skippedExamples == ["\"\(String(repeating: "a", count: 39))…\": longer than 100 characters, more than a word"])
        #expect(try test.shelf.words(in: .all).isEmpty)
    }

    /// A language cell that is no language code (digits, a name, a damaged value) is read as
    /// none, so the word is kept in English as with an empty cell, not under a code `--lang`
    /// would refuse.
    @Test func aLanguageThatIsNoCodeIsEnglish() throws {
        let test = try TestLibrary()
        let file = try EReaderDatabase.kindle("""
            INSERT INTO BOOK_INFO VALUES ('B1', '', 'B1', 'en', 'Emma', 'Austen,Jane');
            INSERT INTO WORDS VALUES ('w1', 'officious', 'officious', '-9223372036854775808', 0, 0, '');
            INSERT INTO WORDS VALUES ('w2', 'ardent', 'ardent', 'Jane Austen', 0, 0, '');
            INSERT INTO WORDS VALUES ('w3', 'wit', 'wit', 'de-AT', 0, 0, '');
            INSERT INTO LOOKUPS VALUES ('1', 'w1', 'B1', '', '1', 'So officious.', \(Self.newYear));
            INSERT INTO LOOKUPS VALUES ('2', 'w2', 'B1', '', '2', 'So ardent.', \(Self.newYear));
            INSERT INTO LOOKUPS VALUES ('3', 'w3', 'B1', '', '3', 'Such wit.', \(Self.newYear));
            """)
        defer { file.remove() }
        _ = try test.shelf.importEReaderVocabulary(at: file.path)
        #expect(try test.shelf.words(in: .all).map { "\($0.word) \($0.language)" }.sorted() == ["ardent en", "officious en", "wit de"])
    }

    /// A word's text is read once for all its look-ups, which share it: a file whose every
    /// look-up names one word of a megabyte holds that megabyte once, not once per look-up (2,000
    /// such look-ups took 4 GB and minutes to set aside).
    @Test func aWordIsReadOnceForAllItsLookUps() throws {
        let word = "antidisestablishmentarianism"
        let file = try EReaderDatabase.kindle("""
            INSERT INTO BOOK_INFO VALUES ('B1', '', 'B1', 'en', 'Emma', 'Austen,Jane');
            INSERT INTO WORDS VALUES ('en:\(word)', '\(word)', '\(word)', 'en', 0, 0, '');
            INSERT INTO LOOKUPS VALUES ('1', 'en:\(word)', 'B1', '', '1', 'One.', \(Self.newYear));
            INSERT INTO LOOKUPS VALUES ('2', 'en:\(word)', 'B1', '', '2', 'Two.', \(Self.newYear + Self.day));
            """)
        defer { file.remove() }
        let lookups = try EReaderVocabulary.read(path: file.path, now: TestLibrary.start).lookups
        let storage = lookups.map { $0.word.utf8.withContiguousStorageIfAvailable { $0.baseAddress } }
        #expect(storage.count == 2)
        #expect(storage.first.flatMap { $0 } != nil)
        #expect(Set(storage).count == 1)
    }

    /// A time in seconds (1600000000, September 2020) read as Kindle's milliseconds is 1970-01-19,
    /// before any Kindle: the look-up is skipped and named, and its book starts at the next one.
    @Test func aTimeBeforeTheFirstKindleIsSkipped() throws {
        let test = try TestLibrary()
        let file = try EReaderDatabase.kindle("""
            INSERT INTO BOOK_INFO VALUES ('B1', '', 'B1', 'en', 'Dune', 'Herbert,Frank');
            INSERT INTO WORDS VALUES ('en:kanly', 'kanly', 'kanly', 'en', 0, 0, '');
            INSERT INTO WORDS VALUES ('en:spice', 'spice', 'spice', 'en', 0, 0, '');
            INSERT INTO LOOKUPS VALUES ('seconds', 'en:kanly', 'B1', '', '1', 'The kanly.', 1600000000);
            INSERT INTO LOOKUPS VALUES ('ms', 'en:spice', 'B1', '', '2', 'The spice.', \(Self.newYear));
            """)
        defer { file.remove() }
        let summary = try test.shelf.importEReaderVocabulary(at: file.path)
        #expect(summary.skipped == 1)
        #expect(summary.skippedExamples == ["\"kanly\": a time before the first Kindle (1970-01-19)"])
        #expect(try test.shelf.words(in: .all).map(\.word) == ["spice"])
        let dune = try test.shelf.details(id: try #require(summary.booksAdded.first?.id))
        #expect(dune.book.addedAt == Date(timeIntervalSince1970: TimeInterval(Self.newYear) / 1000))
    }

    @Test func badLookUpsAreSkippedAndCountedWithTheFirstExamples() throws {
        let test = try TestLibrary()
        let file = try EReaderDatabase.kindle("""
            INSERT INTO BOOK_INFO VALUES ('B1', '', 'B1', 'en', 'Emma', 'Austen,Jane');
            INSERT INTO WORDS VALUES ('en:fine', 'fine', 'fine', 'en', 0, 0, '');
            INSERT INTO WORDS VALUES ('en:', '', '', 'en', 0, 0, '');
            INSERT INTO WORDS VALUES ('en:bad', 'bad', 'bad', 'en', 0, 0, '');
            INSERT INTO WORDS VALUES ('en:1984', '1984', '1984', 'en', 0, 0, '');
            INSERT INTO LOOKUPS VALUES ('ok', 'en:fine', 'B1', '', '1', 'A fine day.', \(Self.newYear));
            INSERT INTO LOOKUPS VALUES ('no-word', 'en:ghost', 'B1', '', '2', 'A ghost.', \(Self.newYear));
            INSERT INTO LOOKUPS VALUES ('no-book', 'en:fine', 'B404', '', '3', 'Fine.', \(Self.newYear));
            INSERT INTO LOOKUPS VALUES ('empty', 'en:', 'B1', '', '4', 'Nothing.', \(Self.newYear));
            INSERT INTO LOOKUPS VALUES ('zero', 'en:fine', 'B1', '', '5', 'Fine again.', 0);
            INSERT INTO LOOKUPS VALUES ('future', 'en:fine', 'B1', '', '6', 'Fine later.', 4102444800000);
            INSERT INTO LOOKUPS VALUES ('utf8', 'en:bad', 'B1', '', '7', CAST(X'4261642063ff' AS TEXT), \(Self.newYear));
            INSERT INTO LOOKUPS VALUES ('number', 'en:1984', 'B1', '', '8', 'In 1984.', \(Self.newYear));
            """)
        defer { file.remove() }
        let summary = try test.shelf.importEReaderVocabulary(at: file.path)
        #expect(summary.encountersAdded == 1)
        #expect(summary.wordsAdded == 1)
        #expect(summary.skipped == 7)
        #expect(summary.skippedExamples == [
            "\"fine\": no time recorded", "\"empty\": an empty word", "\"fine\": its book is missing from BOOK_INFO",
        ])
        #expect(try test.shelf.words(in: .all).map(\.word) == ["fine"])
    }

    @Test(arguments: [
        ("notes", "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT);", EReaderImportError.notVocabulary),
        ("newer", EReaderDatabase.kindleSchema + "ALTER TABLE LOOKUPS ADD COLUMN mood TEXT;",
         .unknownColumns(.kindle, ["lookups.mood"])),
        ("damaged", EReaderDatabase.kindleSchema + "DROP TABLE BOOK_INFO;", .missingColumns(.kindle, ["book_info"])),
        ("empty", EReaderDatabase.kindleSchema, .noLookups(.kindle)),
    ])
    func aFileRefusedWholeLeavesTheLibraryUnchanged(name: String, schema: String, expected: EReaderImportError) throws {
        let test = try libraryWithPride()
        let file = try EReaderDatabase(name: "vocab.db", schema: schema)
        defer { file.remove() }
        let before = try test.shelf.backupText()
        let error = #expect(throws: ImportError.self) { try test.shelf.importEReaderVocabulary(at: file.path) }
        #expect(error == .ereader(expected), "\(name)")
        #expect(try test.shelf.backupText() == before)
    }

    @Test func aFileThatIsNotADatabaseOrOfTheOtherKindIsRefused() throws {
        let test = try TestLibrary()
        let file = try EReaderDatabase.kindle(Self.rows)
        defer { file.remove() }
        let other = #expect(throws: ImportError.self) {
            try test.shelf.importEReaderVocabulary(at: file.path, expecting: .koreader)
        }
        #expect(other == .ereader(.otherKind(found: .kindle, expected: .koreader)))

        let text = file.folder.appendingPathComponent("notes.db")
        try Data("these are not the words you are looking for\n".utf8).write(to: text)
        let error = #expect(throws: ImportError.self) { try test.shelf.importEReaderVocabulary(at: text.path) }
        guard case .ereader(.unreadable) = error else {
            Issue.record("expected an unreadable file, got \(String(describing: error))")
            return
        }
        #expect(try test.shelf.books().isEmpty)
    }

    /// Kindle names authors and KOReader does not: a book either e-reader added is found by the
    /// other, so importing one after the other adds no second copy and counts the same matches.
    @Test func kindleAndKOReaderFindTheSameBooks() throws {
        let test = try TestLibrary()
        let koreader = try EReaderDatabase.koreader("""
            INSERT INTO title (id, name, filter) VALUES (1, 'Dune', 1);
            INSERT INTO vocabulary (word, title_id, create_time, due_time) VALUES ('kanly', 1, 1767225600, 1767225600);
            """)
        defer { koreader.remove() }
        let kindle = try EReaderDatabase.kindle("""
            INSERT INTO BOOK_INFO VALUES ('dune', '', 'dune', 'en', 'Dune', 'Herbert,Frank');
            INSERT INTO BOOK_INFO VALUES ('dune-again', '', 'dune-again', 'en', 'Dune', 'Herbert,Frank');
            INSERT INTO BOOK_INFO VALUES ('emma', '', 'emma', 'en', 'Emma', 'Austen,Jane');
            INSERT INTO BOOK_INFO VALUES ('emma-again', '', 'emma-again', 'en', 'Emma', 'Austen,Jane');
            INSERT INTO WORDS VALUES ('en:melange', 'melange', 'melange', 'en', 0, 0, '');
            INSERT INTO WORDS VALUES ('en:ardently', 'ardently', 'ardently', 'en', 0, 0, '');
            INSERT INTO LOOKUPS VALUES ('m1', 'en:melange', 'dune', '', '1', 'The melange.', \(Self.newYear));
            INSERT INTO LOOKUPS VALUES ('m2', 'en:melange', 'dune-again', '', '2', 'More melange.', \(Self.newYear));
            INSERT INTO LOOKUPS VALUES ('a1', 'en:ardently', 'emma', '', '3', 'Ardently.', \(Self.newYear));
            INSERT INTO LOOKUPS VALUES ('a2', 'en:ardently', 'emma-again', '', '4', 'Ardently again.', \(Self.newYear));
            """)
        defer { kindle.remove() }
        let first = try test.shelf.importEReaderVocabulary(at: koreader.path)
        #expect(first.booksAdded.map(\.title) == ["Dune"])
        #expect(try test.shelf.book(id: first.booksAdded[0].id).authors.isEmpty)

        // Kindle's Dune by Frank Herbert is the KOReader's Dune, which names no author; its Emma,
        // in two records (two editions), is added once and not counted as found.
        let second = try test.shelf.importEReaderVocabulary(at: kindle.path)
        #expect(second.booksAdded.map(\.title) == ["Emma"])
        #expect(second.booksMatched == 1)
        #expect(try test.shelf.books().map(\.title).sorted() == ["Dune", "Emma"])

        // Again, each file finds every book it names: both count the same.
        #expect(try test.shelf.importEReaderVocabulary(at: kindle.path).booksMatched == 2)
        #expect(try test.shelf.importEReaderVocabulary(at: koreader.path).booksMatched == 1)
    }
}
