import Foundation
import Library
import Testing
import TestSupport

/// KOReader's `vocabulary_builder.sqlite3`, in both schema versions (with and without `highlight`).
@Suite struct KOReaderImportTests {
    /// 2026-01-01T00:00:00Z in KOReader's Unix seconds.
    static let newYear = 1_767_225_600

    /// Dune is in the library (KOReader names no author, so its title alone matches); Emma is not.
    /// One word was looked up outside any book; one context runs over a line break.
    static func rows(withHighlight: Bool) -> String {
        func word(_ word: String, _ title: String, _ time: Int, _ before: String, _ after: String, _ highlight: String) -> String {
            "INSERT INTO vocabulary (word, title_id, create_time, due_time, prev_context, next_context\(withHighlight ? ", highlight" : "")) "
                + "VALUES ('\(word)', \(title), \(time), \(time), \(before), \(after)\(withHighlight ? ", \(highlight)" : ""));"
        }
        return """
            INSERT INTO title (id, name, filter) VALUES (1, 'Dune', 1), (2, 'Emma', 1);
            \(word("melange", "1", newYear, "'The spice '", "'. It was everywhere.' || char(10) || 'And more'", "'Melange'"))
            \(word("kanly", "1", newYear + 86_400, "'Then the '", "' began.'", "NULL"))
            \(word("wit", "2", newYear + 2 * 86_400, "'Her '", "' sparkled.'", "NULL"))
            \(word("ardent", "NULL", newYear + 3 * 86_400, "NULL", "NULL", "NULL"))
            """
    }

    @Test(arguments: [true, false])
    func lookUpsBecomeWordsWithTheirContexts(withHighlight: Bool) throws {
        let test = try TestLibrary()
        let dune = try test.add("Dune", authors: ["Frank Herbert"])
        let file = try EReaderDatabase.koreader(withHighlight: withHighlight, Self.rows(withHighlight: withHighlight))
        defer { file.remove() }
        let summary = try test.shelf.importEReaderVocabulary(at: file.path)
        #expect(summary.kind == .koreader)
        #expect(summary.booksMatched == 1)
        #expect(summary.booksAdded.map(\.title) == ["Emma"])
        #expect(summary.wordsAdded == 4)
        #expect(summary.encountersAdded == 4)
        #expect(summary.skipped == 0)

        let words = try test.shelf.words(in: .all)
        #expect(words.map(\.word) == ["melange", "kanly", "wit", "ardent"])
        #expect(words.map(\.bookID) == [dune.id, dune.id, summary.booksAdded.first?.id, nil])
        let melange = try test.shelf.encounters(ofWord: words[0].id)
        let form = withHighlight ? "Melange" : "melange"
        #expect(melange == [
            WordEncounter(
                sentence: "The spice \(form). It was everywhere.\nAnd more", form: form, location: nil, page: nil,
                at: Date(timeIntervalSince1970: TimeInterval(Self.newYear)), source: .koreader),
        ])
        #expect(words[1].context == "Then the kanly began.")
        #expect(words[3].context == nil)
        #expect(try test.shelf.encounters(ofWord: words[3].id).map(\.sentence) == [nil])

        let added = try test.shelf.details(id: try #require(summary.booksAdded.first?.id))
        #expect(added.book.status == .reading)
        #expect(added.readThroughs.map(\.startedAt) == [Date(timeIntervalSince1970: TimeInterval(Self.newYear + 2 * 86_400))])

        let again = try test.shelf.importEReaderVocabulary(at: file.path)
        #expect(again.encountersAdded == 0)
        #expect(again.wordsAdded == 0)
        #expect(again.booksAdded.isEmpty)
        #expect(again.alreadyImported == 4)
    }

    /// Two books share the title and neither is being read: the look-ups of that title are left
    /// out and reported, not given to a guess nor to a third Dune; starting one settles it, and
    /// later files follow it there.
    @Test func aTitleSeveralLibraryBooksShareIsNotGuessed() throws {
        let test = try TestLibrary()
        try test.add("Dune", authors: ["Frank Herbert"])
        let other = try test.add("Dune", authors: ["Someone Else"])
        let file = try EReaderDatabase.koreader(Self.rows(withHighlight: true))
        defer { file.remove() }
        let summary = try test.shelf.importEReaderVocabulary(at: file.path)
        #expect(summary.booksMatched == 0)
        #expect(summary.booksAdded.map(\.title) == ["Emma"])
        #expect(summary.ambiguous == [AmbiguousBook(title: "Dune", candidates: [1, 2], lookUps: 2)])
        #expect(try test.shelf.books().count == 3)
        #expect(try test.shelf.words(in: .all).map(\.word) == ["wit", "ardent"])

        _ = try test.shelf.move(id: other.id, to: .reading)
        let again = try test.shelf.importEReaderVocabulary(at: file.path)
        #expect(again.ambiguous.isEmpty)
        #expect(again.booksMatched == 2)
        #expect(try test.shelf.words(in: .all).filter { $0.bookID == other.id }.map(\.word) == ["melange", "kanly"])

        _ = try test.shelf.move(id: other.id, to: .read)
        try file.insert("INSERT INTO vocabulary (word, title_id, create_time, due_time) VALUES ('sietch', 1, \(Self.newYear + 9 * 86_400), 0);")
        let newer = try test.shelf.importEReaderVocabulary(at: file.path)
        #expect(newer.ambiguous.isEmpty)
        #expect(newer.wordsAdded == 1)
        #expect(try test.shelf.words(in: .all).filter { $0.bookID == other.id }.map(\.word) == ["melange", "kanly", "sietch"])
    }

    /// A title an earlier import gave a book goes to that book again, though another book of
    /// that title has come since (a Goodreads row naming an author) and the first was retitled:
    /// a newer file adds no copy and splits no words.
    @Test func aTitleAnEarlierImportPlacedStaysWithItsBook() throws {
        let test = try TestLibrary()
        let file = try EReaderDatabase.koreader("""
            INSERT INTO title (id, name, filter) VALUES (1, 'Emma', 1);
            INSERT INTO vocabulary (word, title_id, create_time, due_time) VALUES ('officious', 1, 1700000000, 0);
            """)
        defer { file.remove() }
        let first = try test.shelf.importEReaderVocabulary(at: file.path)
        let emma = try #require(first.booksAdded.first)
        try test.add("Emma", authors: ["Jane Austen"])
        try test.add("Emma", authors: ["Someone Else"], status: .reading)
        var retitle = BookChanges()
        retitle.title = "Emma, my copy"
        _ = try test.shelf.edit(id: emma.id, retitle)

        try file.insert("INSERT INTO vocabulary (word, title_id, create_time, due_time) VALUES ('sanguine', 1, 1700100000, 0);")
        let newer = try test.shelf.importEReaderVocabulary(at: file.path)
        #expect(newer.booksAdded.isEmpty)
        #expect(newer.booksMatched == 1)
        #expect(newer.ambiguous.isEmpty)
        #expect(try test.shelf.books().count == 3)
        #expect(try test.shelf.words(in: .all).map(\.bookID) == [emma.id, emma.id])
    }

    /// KOReader can move a word to another of its books, keeping the look-up's key: the book it
    /// went to is not taken for the library book of that word's first book, so the new look-ups of
    /// that book still go to the book of its own title.
    @Test func aWordMovedToAnotherBookDoesNotCarryThatBooksNewLookUps() throws {
        let test = try TestLibrary()
        let file = try EReaderDatabase.koreader("""
            INSERT INTO title (id, name, filter) VALUES (1, 'Dune', 1), (2, 'Emma', 1);
            INSERT INTO vocabulary (word, title_id, create_time, due_time) VALUES ('ephemeral', 1, 1700000000, 0);
            INSERT INTO vocabulary (word, title_id, create_time, due_time) VALUES ('sietch', 1, 1700000100, 0);
            INSERT INTO vocabulary (word, title_id, create_time, due_time) VALUES ('barouche', 2, 1700000200, 0);
            """)
        defer { file.remove() }
        _ = try test.shelf.importEReaderVocabulary(at: file.path)
        let emma = try #require(try test.shelf.books().first { $0.title == "Emma" })
        try file.insert("""
            UPDATE vocabulary SET title_id = 2 WHERE word = 'ephemeral';
            INSERT INTO vocabulary (word, title_id, create_time, due_time) VALUES ('chaise', 2, 1700000300, 0);
            """)
        _ = try test.shelf.importEReaderVocabulary(at: file.path)
        #expect(try test.shelf.words(in: .all).first { $0.word == "chaise" }?.bookID == emma.id)
    }

    /// Two books of one title both being read: starting one cannot settle it, so the line says to
    /// move the other off reading.
    @Test func aTitleSeveralBooksBeingReadShareSaysSo() throws {
        let test = try TestLibrary()
        try test.add("Dune", authors: ["Frank Herbert"], status: .reading)
        try test.add("Dune", authors: ["Someone Else"], status: .reading)
        let file = try EReaderDatabase.koreader(Self.rows(withHighlight: true))
        defer { file.remove() }
        let summary = try test.shelf.importEReaderVocabulary(at: file.path)
        #expect(summary.ambiguous == [AmbiguousBook(title: "Dune", candidates: [1, 2], lookUps: 2, allBeingRead: true)])
    }

    /// A file of each earlier form KOReader wrote (its `user_version`, as `db.lua` created the
    /// tables then) with Emma's two look-ups, and one upgraded in place whose `book_title` could
    /// not be dropped, holding a look-up from before the upgrade and one from after.
    static func formerFile(_ form: String) throws -> EReaderDatabase {
        let firstForm = """
            CREATE TABLE "vocabulary" ("word" TEXT NOT NULL UNIQUE, "book_title" TEXT DEFAULT '',
                "create_time" INTEGER NOT NULL, "review_time" INTEGER, "due_time" INTEGER NOT NULL,
                "review_count" INTEGER NOT NULL DEFAULT 0, PRIMARY KEY("word"));
            """
        let withContexts = """
            CREATE TABLE "vocabulary" ("word" TEXT NOT NULL UNIQUE, "title_id" INTEGER, "create_time" INTEGER NOT NULL,
                "review_time" INTEGER, "due_time" INTEGER NOT NULL, "review_count" INTEGER NOT NULL DEFAULT 0,
                "prev_context" TEXT, "next_context" TEXT, PRIMARY KEY("word"));
            """
        let titledRows = """
            INSERT INTO title (name) VALUES ('Emma');
            INSERT INTO vocabulary (word, title_id, create_time, due_time, prev_context, next_context)
                VALUES ('officious', 1, \(newYear), 0, 'so ', ' a man'), ('sanguine', 1, \(newYear + 60), 0, NULL, NULL);
            """
        let schema: String
        let rows: String
        switch form {
        case "20220522":
            schema = firstForm
            rows = """
                INSERT INTO vocabulary (word, book_title, create_time, due_time)
                    VALUES ('officious', 'Emma', \(newYear), 0), ('sanguine', 'Emma', \(newYear + 60), 0);
                """
        case "20220608":
            schema = withContexts + """
                CREATE TABLE "title" ("id" INTEGER NOT NULL UNIQUE, "name" TEXT UNIQUE, PRIMARY KEY("id" AUTOINCREMENT));
                """
            rows = titledRows
        case "20220730":
            schema = withContexts + """
                CREATE TABLE "title" ("id" INTEGER NOT NULL UNIQUE, "name" TEXT UNIQUE, "filter" INTEGER NOT NULL DEFAULT 1,
                    PRIMARY KEY("id"));
                """
            rows = titledRows
        default:
            // KOReader's upgrade from the first form, its `DROP book_title` having failed.
            schema = firstForm + """
                CREATE TABLE "title" ("id" INTEGER NOT NULL UNIQUE, "name" TEXT UNIQUE, "filter" INTEGER NOT NULL DEFAULT 1,
                    PRIMARY KEY("id"));
                """
            rows = """
                INSERT INTO vocabulary (word, book_title, create_time, due_time) VALUES ('officious', 'Emma', \(newYear), 0);
                ALTER TABLE vocabulary ADD prev_context TEXT;
                ALTER TABLE vocabulary ADD next_context TEXT;
                ALTER TABLE vocabulary ADD title_id INTEGER;
                INSERT OR IGNORE INTO title (name) SELECT DISTINCT book_title FROM vocabulary;
                UPDATE vocabulary SET title_id = (SELECT id FROM title WHERE name = book_title);
                ALTER TABLE vocabulary ADD streak_count INTEGER NULL DEFAULT 0;
                ALTER TABLE vocabulary ADD highlight TEXT;
                INSERT INTO vocabulary (word, title_id, create_time, due_time) VALUES ('sanguine', 1, \(newYear + 60), 0);
                """
        }
        return try EReaderDatabase(name: "vocabulary_builder.sqlite3", schema: schema, rows: rows)
    }

    @Test(arguments: ["20220522", "20220608", "20220730", "upgraded keeping book_title"])
    func earlierFormsImport(form: String) throws {
        let test = try TestLibrary()
        let file = try Self.formerFile(form)
        defer { file.remove() }
        let summary = try test.shelf.importEReaderVocabulary(at: file.path)
        #expect(summary.booksAdded.map(\.title) == ["Emma"])
        #expect(summary.wordsAdded == 2)
        #expect(summary.skipped == 0)
        let words = try test.shelf.words(in: .all)
        #expect(words.map(\.word) == ["officious", "sanguine"])
        #expect(Set(words.map(\.bookID)) == [summary.booksAdded.first?.id])
        #expect(words[0].context == (["20220608", "20220730"].contains(form) ? "so officious a man" : nil))
        #expect(try test.shelf.importEReaderVocabulary(at: file.path).alreadyImported == 2)
    }

    @Test func anUnknownColumnOrAnEmptyTableRefusesTheFile() throws {
        let test = try TestLibrary()
        let newer = try EReaderDatabase(
            name: "vocabulary_builder.sqlite3",
            schema: EReaderDatabase.koreaderSchema(withHighlight: true) + "ALTER TABLE vocabulary ADD COLUMN lemma TEXT;")
        defer { newer.remove() }
        #expect(throws: ImportError.ereader(.unknownColumns(.koreader, ["vocabulary.lemma"]))) {
            try test.shelf.importEReaderVocabulary(at: newer.path)
        }
        let empty = try EReaderDatabase.koreader("")
        defer { empty.remove() }
        #expect(throws: ImportError.ereader(.noLookups(.koreader))) {
            try test.shelf.importEReaderVocabulary(at: empty.path)
        }
        #expect(try test.shelf.books().isEmpty)
    }

    @Test func badRowsAreSkipped() throws {
        let test = try TestLibrary()
        let file = try EReaderDatabase.koreader("""
            INSERT INTO title (id, name) VALUES (1, 'Dune');
            INSERT INTO vocabulary (word, title_id, create_time, due_time) VALUES ('spice', 1, \(Self.newYear), 0);
            INSERT INTO vocabulary (word, title_id, create_time, due_time) VALUES ('orphan', 9, \(Self.newYear), 0);
            INSERT INTO vocabulary (word, title_id, create_time, due_time) VALUES (' ', 1, \(Self.newYear), 0);
            INSERT INTO vocabulary (word, title_id, create_time, due_time, prev_context)
                VALUES ('broken', 1, \(Self.newYear), 0, CAST(X'ff20' AS TEXT));
            INSERT INTO vocabulary (word, title_id, create_time, due_time) VALUES ('later', 1, 4102444800, 0);
            """)
        defer { file.remove() }
        let summary = try test.shelf.importEReaderVocabulary(at: file.path)
        #expect(summary.wordsAdded == 1)
        #expect(summary.skipped == 4)
        #expect(summary.skippedExamples == [
            "\"\": an empty word", "\"broken\": text that is not UTF-8", "\"orphan\": its book is missing from title",
        ])
    }

    /// KOReader writes an empty title for a look-up outside a book it knows: its words are global.
    @Test func aLookUpOfABookWithNoTitleIsAGlobalWord() throws {
        let test = try TestLibrary()
        let file = try EReaderDatabase.koreader("""
            INSERT INTO title (id, name) VALUES (1, '');
            INSERT INTO vocabulary (word, title_id, create_time, due_time) VALUES ('sonder', 1, \(Self.newYear), 0);
            """)
        defer { file.remove() }
        let summary = try test.shelf.importEReaderVocabulary(at: file.path)
        #expect(summary.skipped == 0)
        #expect(summary.booksAdded.isEmpty)
        #expect(try test.shelf.words(in: .global).map(\.word) == ["sonder"])
        #expect(try test.shelf.books().isEmpty)
    }

    @Test func rowsStillInTheWriteAheadLogAreReadWithoutWritingTheFiles() throws {
        let test = try TestLibrary()
        let file = try EReaderDatabase.koreader("")
        defer { file.remove() }
        let koreader = try file.writeToLog(Self.rows(withHighlight: true))
        let database = URL(fileURLWithPath: file.path)
        let log = URL(fileURLWithPath: file.path + "-wal")
        let before = (try Data(contentsOf: database), try Data(contentsOf: log))
        #expect(!before.1.isEmpty, "the rows are in the -wal file")
        let listing = try FileManager.default.contentsOfDirectory(atPath: file.folder.path).sorted()

        let summary = try test.shelf.importEReaderVocabulary(at: file.path)
        #expect(summary.wordsAdded == 4)
        #expect(summary.booksAdded.map(\.title) == ["Dune", "Emma"])
        #expect(try Data(contentsOf: database) == before.0)
        #expect(try Data(contentsOf: log) == before.1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.folder.path).sorted() == listing)
        withExtendedLifetime(koreader) {}
    }
}
