import Foundation
import SQLiteStore
import Testing

/// `transaction { }`: committed on return, rolled back on a throw, and BEGIN IMMEDIATE so a
/// second writer waits for (or, with no timeout, is refused by) the first.
@Suite struct TransactionTests {
    /// Held by the suite instance (one per test) so the file outlives every use of it.
    let database: TemporaryDatabase

    init() throws {
        database = try TemporaryDatabase()
    }

    struct Refusal: Error {}

    private func openWithTable() throws -> Connection {
        let connection = try Connection(path: database.path)
        try connection.useWriteAheadLog()
        try connection.execute("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
        return connection
    }

    @Test func aReturningBodyIsCommittedAndVisibleToAnotherConnection() throws {
        let writer = try openWithTable()
        let returned = try writer.transaction {
            try writer.run("INSERT INTO items (name) VALUES (?)", ["first"])
            try writer.run("INSERT INTO items (name) VALUES (?)", ["second"])
            return writer.lastInsertedRowID
        }
        #expect(returned == 2)
        let reader = try Connection(path: database.path)
        #expect(try reader.query("SELECT name FROM items ORDER BY id") { $0.string(0) } == ["first", "second"])
    }

    @Test func aThrowingBodyIsRolledBackAndTheErrorPassesThrough() throws {
        let connection = try openWithTable()
        try connection.run("INSERT INTO items (name) VALUES (?)", ["kept"])
        #expect(throws: Refusal.self) {
            try connection.transaction {
                try connection.run("INSERT INTO items (name) VALUES (?)", ["dropped"])
                try connection.run("UPDATE items SET name = 'changed'")
                throw Refusal()
            }
        }
        #expect(try connection.query("SELECT name FROM items") { $0.string(0) } == ["kept"])
        // The rollback ended the transaction: a new one can begin on the same connection.
        try connection.transaction { try connection.run("INSERT INTO items (name) VALUES ('after')") }
        #expect(try connection.scalarInt("SELECT count(*) FROM items") == 2)
    }

    @Test func aFailingStatementRollsBackEarlierStatementsOfTheSameTransaction() throws {
        let connection = try openWithTable()
        let error = #expect(throws: SQLiteError.self) {
            try connection.transaction {
                try connection.run("INSERT INTO items (name) VALUES ('half')")
                try connection.run("INSERT INTO items (name) VALUES (?)", [String?.none])
            }
        }
        #expect(error?.code == ResultCode.constraintNotNull)
        #expect(try connection.scalarInt("SELECT count(*) FROM items") == 0)
    }

    @Test func aSecondWriterIsRefusedWhileTheFirstHoldsTheLockButReadersAreNot() throws {
        let first = try openWithTable()
        try first.run("INSERT INTO items (name) VALUES ('before')")
        let second = try Connection(path: database.path, busyTimeoutMilliseconds: 0)
        try first.transaction {
            try first.run("INSERT INTO items (name) VALUES ('pending')")
            // BEGIN IMMEDIATE takes the write lock at once, so the second writer fails at BEGIN
            // instead of deadlocking later when both upgrade a read lock.
            let error = #expect(throws: SQLiteError.self) {
                try second.transaction { try second.run("INSERT INTO items (name) VALUES ('other')") }
            }
            #expect(error?.isBusy == true)
            #expect(error?.primaryCode == ResultCode.busy)
            // WAL: a reader sees the last committed state while the write is open.
            #expect(try second.scalarInt("SELECT count(*) FROM items") == 1)
        }
        #expect(try second.query("SELECT name FROM items ORDER BY id") { $0.string(0) } == ["before", "pending"])
    }

    @Test func aWriterWaitsOnTheBusyTimeoutForAnotherConnectionToCommit() throws {
        let setup = try openWithTable()
        try setup.run("INSERT INTO items (name) VALUES ('first')")
        let path = database.path
        let locked = DispatchSemaphore(value: 0)
        // The holder lives on its own thread (connections are not shared across threads) and
        // keeps the write lock for a moment before committing.
        let holder = Thread {
            let connection = try? Connection(path: path)
            let began = (try? connection?.execute("BEGIN IMMEDIATE; INSERT INTO items (name) VALUES ('held')")) != nil
            locked.signal()
            guard began, let connection else { return }
            Thread.sleep(forTimeInterval: 0.3)
            try? connection.execute("COMMIT")
        }
        holder.start()
        locked.wait()
        let waiter = try Connection(path: path, busyTimeoutMilliseconds: 10_000)
        try waiter.transaction { try waiter.run("INSERT INTO items (name) VALUES ('waited')") }
        #expect(try waiter.query("SELECT name FROM items ORDER BY id") { $0.string(0) } == ["first", "held", "waited"])
    }
}
