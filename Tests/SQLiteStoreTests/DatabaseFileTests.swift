import Foundation
import SQLiteStore
import Testing
import TestSupport

/// The tests' look into a database: a dump that changes with any stored value and nothing else,
/// and queries printed the way the sqlite3 shell prints them.
struct DatabaseFileTests {
    let database: TemporaryDatabase
    let file: DatabaseFile

    init() throws {
        database = try TemporaryDatabase()
        file = DatabaseFile(path: database.path)
        let connection = try Connection(path: database.path)
        try connection.execute("""
            CREATE TABLE t (a INTEGER, b TEXT, c BLOB, d REAL);
            CREATE TABLE pairs (k TEXT PRIMARY KEY, v) WITHOUT ROWID;
            INSERT INTO t VALUES (2, 'it''s', x'00ff', 1.5), (1, NULL, NULL, NULL), (3, '', x'', 2.0);
            INSERT INTO pairs VALUES ('x', 1);
            """)
    }

    @Test func theDumpNamesEveryValueExactly() throws {
        let dump = try file.dump()
        #expect(dump.contains(#"INSERT INTO t VALUES(1,NULL,NULL,NULL);\#nINSERT INTO t VALUES(2,'it''s',x'00ff',1.5);\#nINSERT INTO t VALUES(3,'',x'',2.0);\#n"#))
        #expect(dump.contains(#"INSERT INTO pairs VALUES('x',1);\#n"#))
        #expect(dump.hasPrefix("PRAGMA user_version=0;\nCREATE TABLE pairs (k TEXT PRIMARY KEY, v) WITHOUT ROWID;\nCREATE TABLE t (a INTEGER, b TEXT, c BLOB, d REAL);\n"))
    }

    @Test func theDumpChangesWithAnyWriteAndNotWithRowOrder() throws {
        let before = try file.dump()
        let connection = try Connection(path: database.path)
        // The same rows stored in another order dump the same.
        try connection.execute("CREATE TABLE copy AS SELECT * FROM t ORDER BY a DESC; DELETE FROM t; INSERT INTO t SELECT * FROM copy; DROP TABLE copy")
        #expect(try file.dump() == before)
        for change in ["UPDATE t SET d = 1.25 WHERE a = 2", "UPDATE pairs SET v = '1'", "PRAGMA user_version = 3", "CREATE INDEX t_a ON t (a)"] {
            let unchanged = try file.dump()
            try connection.execute(change)
            #expect(try file.dump() != unchanged, "\(change)")
        }
    }

    @Test func queriesPrintAsTheShellDoes() throws {
        #expect(try file.query("SELECT a, b FROM t ORDER BY a; SELECT count(*) FROM pairs") == "1|\n2|it's\n3|\n1")
        #expect(try file.query("SELECT 'a;b' AS \"x;y\"") == "a;b")
        #expect(try file.query("UPDATE t SET a = a + 10") == "")
        #expect(try file.query("SELECT min(a) FROM t") == "11")
    }
}
