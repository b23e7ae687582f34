import Foundation
import SQLiteStore

/// E-reader vocabulary databases built the way the devices build them, with their real schemas,
/// in a temporary folder the test removes.
public struct EReaderDatabase {
    /// Kindle's `vocab.db` tables, as a Kindle creates them (rollback journal, `user_version` 0).
    public static let kindleSchema = """
        CREATE TABLE WORDS (id TEXT PRIMARY KEY NOT NULL UNIQUE, word TEXT, stem TEXT, lang TEXT,
            category INTEGER DEFAULT 0, timestamp INTEGER DEFAULT 0, profileid TEXT);
        CREATE TABLE LOOKUPS (id TEXT PRIMARY KEY NOT NULL UNIQUE, word_key TEXT, book_key TEXT, dict_key TEXT,
            pos TEXT, usage TEXT, timestamp INTEGER DEFAULT 0);
        CREATE TABLE BOOK_INFO (id TEXT PRIMARY KEY NOT NULL UNIQUE, asin TEXT, guid TEXT, lang TEXT, title TEXT,
            authors TEXT);
        CREATE TABLE DICT_INFO (id TEXT PRIMARY KEY NOT NULL UNIQUE, asin TEXT, langin TEXT, langout TEXT);
        CREATE TABLE METADATA (id TEXT PRIMARY KEY NOT NULL UNIQUE, dsname TEXT, sscnt INTEGER, profileid TEXT);
        CREATE TABLE VERSION (id TEXT PRIMARY KEY NOT NULL UNIQUE, dsname TEXT, value INTEGER);
        CREATE INDEX lookupwordindex ON LOOKUPS (word_key);
        CREATE INDEX lookupbookindex ON LOOKUPS (book_key);
        CREATE INDEX wordstemindex ON WORDS (stem);
        INSERT INTO VERSION VALUES ('1', 'WordsCollection', 1);
        INSERT INTO DICT_INFO VALUES ('Oxford_Dictionary_of_English', 'B003ODIZL6', 'en', 'en');
        """

    /// KOReader's `vocabulary_builder.sqlite3`; `highlight` arrived in a later version.
    public static func koreaderSchema(withHighlight: Bool) -> String {
        """
        CREATE TABLE IF NOT EXISTS "vocabulary" ("word" TEXT NOT NULL UNIQUE, "title_id" INTEGER,
            "create_time" INTEGER NOT NULL, "review_time" INTEGER, "due_time" INTEGER NOT NULL,
            "review_count" INTEGER NOT NULL DEFAULT 0, "prev_context" TEXT, "next_context" TEXT,
            "streak_count" INTEGER NOT NULL DEFAULT 0\(withHighlight ? ", \"highlight\" TEXT" : ""), PRIMARY KEY("word"));
        CREATE TABLE IF NOT EXISTS "title" ("id" INTEGER NOT NULL UNIQUE, "name" TEXT UNIQUE,
            "filter" INTEGER NOT NULL DEFAULT 1, PRIMARY KEY("id" AUTOINCREMENT));
        CREATE INDEX IF NOT EXISTS title_id_index ON vocabulary(title_id);
        """
    }

    public let folder: URL
    public let path: String

    /// A database named `name` holding `schema`, then `rows` (SQL).
    public init(name: String, schema: String, rows: String = "") throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("ereader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent(name).path
        let connection = try Connection(path: path)
        try connection.execute(schema)
        if !rows.isEmpty { try connection.execute(rows) }
    }

    /// A Kindle `vocab.db` with `rows` inserted.
    public static func kindle(_ rows: String) throws -> EReaderDatabase {
        try EReaderDatabase(name: "vocab.db", schema: kindleSchema, rows: rows)
    }

    /// A KOReader `vocabulary_builder.sqlite3` with `rows` inserted.
    public static func koreader(withHighlight: Bool = true, _ rows: String) throws -> EReaderDatabase {
        try EReaderDatabase(name: "vocabulary_builder.sqlite3", schema: koreaderSchema(withHighlight: withHighlight), rows: rows)
    }

    /// Adds more rows later, as the device would between two imports.
    public func insert(_ rows: String) throws {
        try Connection(path: path).execute(rows)
    }

    /// Switches the file to WAL mode, as KOReader does, and writes `rows` through the returned
    /// connection, which never checkpoints: while it is open the rows are only in the `-wal` file,
    /// as they are when KOReader is still running or was stopped before a checkpoint.
    public func writeToLog(_ rows: String) throws -> Connection {
        let connection = try Connection(path: path)
        try connection.execute("PRAGMA journal_mode = WAL")
        try connection.execute("PRAGMA wal_autocheckpoint = 0")
        try connection.execute(rows)
        return connection
    }

    public func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
