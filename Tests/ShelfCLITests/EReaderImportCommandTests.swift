import Foundation
import Testing
import TestSupport

/// `shelf import vocab.db` and `shelf import vocabulary_builder.sqlite3` through the binary.
@Suite struct EReaderImportCommandTests {
    /// 2026-01-01T00:00:00Z in Kindle's milliseconds.
    static let newYear: Int64 = 1_767_225_600_000

    static let rows = """
        INSERT INTO BOOK_INFO VALUES ('emma', '', 'emma', 'en', 'Emma', 'Austen,Jane;(简·奥斯汀)');
        INSERT INTO BOOK_INFO VALUES ('CR!X:7BC89B60', '', 'CR!X:7BC89B60', 'en', 'Dune', 'Herbert,Frank');
        INSERT INTO WORDS VALUES ('en:ardently', 'ardently', 'ardently', 'en', 0, 0, '');
        INSERT INTO WORDS VALUES ('en:kanly', 'kanly', 'kanly', 'en', 0, 0, '');
        INSERT INTO LOOKUPS VALUES ('a1', 'en:ardently', 'emma', '', '1234', 'He loved her ardently.', \(newYear));
        INSERT INTO LOOKUPS VALUES ('a2', 'en:ardently', 'emma', '', '3456', 'Ardently, again.', \(newYear + 86_400_000));
        INSERT INTO LOOKUPS VALUES ('k1', 'en:kanly', 'CR!X:7BC89B60', '', '99', 'The kanly' || char(10) || 'began.', \(newYear));
        """

    @Test func importsKindleLookUpsAndShowsThemOnTheirWords() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        try shelf.add(["--title", "Emma", "--author", "Jane Austen"])
        let file = try EReaderDatabase.kindle(Self.rows)
        defer { file.remove() }

        let before = try shelf.librarySnapshot()
        let dry = try shelf.expectSuccess(["import", file.path, "--dry-run"])
        #expect(dry == """
            Dry run of \(file.path) (Kindle), nothing changed: would add 2 words and 3 look-ups; 1 book added, 1 matched; 0 skipped.
            Would start reading: Dune — Frank Herbert

            """)
        #expect(try shelf.librarySnapshot() == before)

        let imported = try shelf.expectSuccess(["import", file.path])
        #expect(imported == """
            Imported \(file.path) (Kindle): 2 words and 3 look-ups added; 1 book added, 1 matched; 0 skipped.
            Started reading: #2 Dune — Frank Herbert

            """)
        let again = try shelf.expectSuccess(["import", file.path, "--json"])
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(again.utf8)) as? [String: Any])
        #expect(summary.filter { $0.key != "dryRun" }.compactMapValues { $0 as? Int } == ["booksAdded": 0, "booksMatched": 2, "wordsAdded": 0, "encountersAdded": 0, "skipped": 0])
        #expect(summary["dryRun"] as? Bool == false)

        let show = try shelf.expectSuccess(["vocab", "show", "ardently"])
        #expect(show.contains("""
            Met 2 times:
              “He loved her ardently.” (Kindle, location 1234, 2026-01-01)
              “Ardently, again.” (Kindle, location 3456, 2026-01-02)
            """), "\(show)")
        let json = try shelf.expectSuccess(["vocab", "show", "kanly", "--json"])
        let word = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let encounters = try #require(word["encounters"] as? [[String: Any]])
        #expect(encounters.first?["sentence"] as? String == "The kanly\nbegan.")
        #expect(encounters.first?["source"] as? String == "kindle")
        #expect(encounters.first?["location"] as? String == "99")
        #expect(encounters.first?["at"] as? String == "2026-01-01T00:00:00Z")
        #expect(try shelf.expectSuccess(["list", "reading"]).contains("Dune"))
    }

    @Test func aDatabaseOnStdinIsRefusedWithWhatToDo() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let line = try shelf.expectRefused(["import", "-"], input: "SQLite format 3\u{0}and the rest")
        #expect(line == "shelf: stdin: an e-reader's vocabulary database is read from its file — give its path instead of -")
    }

    @Test func refusedFilesAreOneLineAndChangeNothing() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        try shelf.add(["--title", "Emma", "--author", "Jane Austen"])
        let other = try EReaderDatabase(name: "notes.db", schema: "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('x');")
        defer { other.remove() }
        let line = try shelf.expectRefused(["import", other.path])
        #expect(line.hasPrefix("shelf: \(other.path): an SQLite database, but not a Kindle vocab.db"), "\(line)")

        let kindle = try EReaderDatabase.kindle(Self.rows)
        defer { kindle.remove() }
        let wrong = try shelf.expectRefused(["import", kindle.path, "--format", "koreader"])
        #expect(wrong.contains("a Kindle vocabulary database, not KOReader's — pass --format kindle"), "\(wrong)")

        let empty = try EReaderDatabase(name: "vocab.db", schema: EReaderDatabase.kindleSchema)
        defer { empty.remove() }
        #expect(try shelf.expectRefused(["import", empty.path]).contains("no look-ups"))

        let newer = try EReaderDatabase(
            name: "vocab.db", schema: EReaderDatabase.kindleSchema + "ALTER TABLE LOOKUPS ADD COLUMN mood TEXT;")
        defer { newer.remove() }
        #expect(try shelf.expectRefused(["import", newer.path]) == "shelf: \(newer.path): a Kindle vocabulary database with columns shelf does not know (lookups.mood), perhaps from a newer Kindle — update shelf, or tell its authors")

        let damaged = newer.folder.appendingPathComponent("damaged.db")
        try Data("SQLite format 3\u{0}".utf8 + [UInt8](repeating: 0xA5, count: 4096)).write(to: damaged)
        let unreadable = try shelf.expectRefused(["import", damaged.path])
        #expect(unreadable.hasPrefix("shelf: \(damaged.path): cannot read it as an SQLite database ("), "\(unreadable)")
    }
}
