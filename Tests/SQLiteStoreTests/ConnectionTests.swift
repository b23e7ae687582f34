import Foundation
import SQLiteStore
import Testing

/// How a connection sets a database up and lets it go: foreign keys on, WAL on request, and the
/// file closed (its `-wal` checkpointed away) once the connection is released.
@Suite struct ConnectionTests {
    /// Held by the suite instance (one per test) so the file outlives every use of it.
    let database: TemporaryDatabase

    init() throws {
        database = try TemporaryDatabase()
    }

    @Test func foreignKeysAreEnforced() throws {
        let connection = try Connection(path: database.path)
        try connection.execute("""
            CREATE TABLE parents (id INTEGER PRIMARY KEY);
            CREATE TABLE children (parent INTEGER NOT NULL REFERENCES parents(id) ON DELETE CASCADE);
            INSERT INTO parents VALUES (1);
            INSERT INTO children VALUES (1);
            """)
        let error = #expect(throws: SQLiteError.self) {
            try connection.run("INSERT INTO children VALUES (?)", [2])
        }
        #expect(error?.code == ResultCode.constraintForeignKey)
        try connection.run("DELETE FROM parents")
        #expect(try connection.scalarInt("SELECT count(*) FROM children") == 0)
    }

    @Test func theWriteAheadLogIsOnlyUsedWhenAskedFor() throws {
        let connection = try Connection(path: database.path)
        try connection.execute("CREATE TABLE t (x)")
        #expect(try connection.scalarString("PRAGMA journal_mode") == "delete")
        try connection.useWriteAheadLog()
        #expect(try connection.scalarString("PRAGMA journal_mode") == "wal")
        // The mode is stored in the file: a new connection finds it.
        let other = try Connection(path: database.path)
        #expect(try other.scalarString("PRAGMA journal_mode") == "wal")
    }

    @Test func releasingTheConnectionClosesTheFile() throws {
        do {
            let connection = try Connection(path: database.path)
            try connection.useWriteAheadLog()
            try connection.execute("CREATE TABLE t (x)")
            // Cached statements must not keep the connection alive.
            try connection.run("INSERT INTO t VALUES (?)", [1])
            _ = try connection.query("SELECT x FROM t") { $0.int(0) }
            #expect(database.hasWriteAheadLogFile)
        }
        // The last connection to close checkpoints and deletes the -wal file.
        #expect(!database.hasWriteAheadLogFile)
        let reopened = try Connection(path: database.path)
        #expect(try reopened.scalarInt("SELECT x FROM t") == 1)
    }

    @Test func aStatementOutlivingItsConnectionStillFinalizesSafely() throws {
        var statement: Statement?
        do {
            let connection = try Connection(path: database.path)
            try connection.execute("CREATE TABLE t (x)")
            statement = try connection.prepare("INSERT INTO t VALUES (?)")
        }
        // The connection is gone; the statement still runs against the (zombie) handle.
        try statement?.run([5])
        statement = nil
        let reopened = try Connection(path: database.path)
        #expect(try reopened.scalarInt("SELECT x FROM t") == 5)
    }
}
