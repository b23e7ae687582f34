import Foundation
import SQLiteStore
import Testing

/// Prepared statements: reused by SQL text, rebound cleanly on every run, and read back with
/// NULL kept apart from zero and the empty string.
@Suite struct StatementTests {
    /// Held by the suite instance (one per test) so the file outlives every use of it.
    let database: TemporaryDatabase
    let connection: Connection

    init() throws {
        database = try TemporaryDatabase()
        connection = try database.connection(
            running: "CREATE TABLE cells (id INTEGER PRIMARY KEY, number INTEGER, real REAL, text TEXT, bytes BLOB)")
    }

    @Test func theSameSQLGivesTheSamePreparedStatement() throws {
        let sql = "INSERT INTO cells (number) VALUES (?)"
        let first = try connection.prepare(sql)
        #expect(first === (try connection.prepare(sql)))
        #expect(first !== (try connection.prepare("SELECT number FROM cells")))
        #expect(first.sql == sql)
    }

    @Test func aReusedStatementTakesNewBindingsEachRun() throws {
        for number in 1...50 {
            try connection.run("INSERT INTO cells (number, text) VALUES (?, ?)", [number, "n\(number)"])
        }
        let select = "SELECT text FROM cells WHERE number = ?"
        #expect(try connection.query(select, [7]) { $0.string(0) } == ["n7"])
        #expect(try connection.query(select, [42]) { $0.string(0) } == ["n42"])
        #expect(try connection.query(select, [99]) { $0.string(0) }.isEmpty)
        #expect(try connection.scalarInt("SELECT sum(number) FROM cells") == 1275)
    }

    @Test func aWrongParameterCountIsAnErrorAndTheStatementStillWorksAfter() throws {
        let sql = "INSERT INTO cells (number, text) VALUES (?, ?)"
        let error = #expect(throws: SQLiteError.self) { try connection.run(sql, [1]) }
        #expect(error?.code == ResultCode.range)
        #expect(error?.sql == sql)
        #expect(try connection.scalarInt("SELECT count(*) FROM cells") == 0)
        try connection.run(sql, [2, "two"])
        #expect(try connection.scalarInt("SELECT count(*) FROM cells") == 1)
    }

    @Test func nullIsNeverReadAsZeroOrEmpty() throws {
        try connection.run(
            "INSERT INTO cells (id, number, real, text, bytes) VALUES (?, ?, ?, ?, ?)",
            [1, Int?.none, Double?.none, String?.none, SQLiteValue.null])
        try connection.run(
            "INSERT INTO cells (id, number, real, text, bytes) VALUES (?, ?, ?, ?, ?)",
            [2, 0, 0.0, "", SQLiteValue.blob([])])
        let rows = try connection.query("SELECT number, real, text, bytes FROM cells ORDER BY id") { row in
            (row.isNull(0), row.int(0), row.double(1), row.string(2), row.blob(3))
        }
        #expect(rows.count == 2)
        #expect(rows[0].0)
        #expect(rows[0].1 == nil && rows[0].2 == nil && rows[0].3 == nil && rows[0].4 == nil)
        #expect(!rows[1].0)
        #expect(rows[1].1 == 0 && rows[1].2 == 0 && rows[1].3 == "" && rows[1].4 == [])
    }

    @Test func scalarsAreNilForNoRowAndForNull() throws {
        #expect(try connection.scalarInt("SELECT number FROM cells") == nil)
        #expect(try connection.scalarString("SELECT text FROM cells") == nil)
        try connection.run("INSERT INTO cells (number, text) VALUES (NULL, NULL)")
        #expect(try connection.scalarInt("SELECT number FROM cells") == nil)
        #expect(try connection.scalarString("SELECT text FROM cells") == nil)
        #expect(try connection.scalarInt("SELECT count(*) FROM cells") == 1)
    }

    @Test func valuesRoundTripExactly() throws {
        let text = "Zoë “quoted” 📚 שלום \u{1B}[31m kept as data"
        let bytes: [UInt8] = [0, 1, 2, 255, 0, 128]
        let values: [(Int, Double, String, [UInt8])] = [
            (Int.max, 0.1, text, bytes),
            (Int.min, -1e300, "", [7]),
            // An embedded NUL is data too: text is bound and read by length.
            (0, 0, "before\u{0}after", []),
        ]
        for (number, real, string, blob) in values {
            try connection.run(
                "INSERT INTO cells (number, real, text, bytes) VALUES (?, ?, ?, ?)",
                [number, real, string, SQLiteValue.blob(blob)])
        }
        let read = try connection.query("SELECT number, real, text, bytes FROM cells ORDER BY id") { row in
            (row.int(0), row.double(1), row.string(2), row.blob(3))
        }
        #expect(read.count == values.count)
        for (got, expected) in zip(read, values) {
            #expect(got.0 == expected.0)
            #expect(got.1 == expected.1)
            #expect(got.2 == expected.2)
            #expect(got.3 == expected.3)
        }
    }

    @Test func booleansAndInt64BindAsIntegers() throws {
        // `bytes` has no type affinity, so typeof() shows what was bound.
        try connection.run("INSERT INTO cells (number, bytes) VALUES (?, ?)", [true, Int64(-5)])
        try connection.run("INSERT INTO cells (number, bytes) VALUES (?, ?)", [false, Int64.max])
        #expect(try connection.query("SELECT number, typeof(bytes), bytes FROM cells ORDER BY id") { row in
            "\(row.int(0) ?? -1) \(row.string(1) ?? "") \(row.int(2) ?? 0)"
        } == ["1 integer -5", "0 integer \(Int64.max)"])
    }

    @Test func lastInsertedRowIDAndChangesReportTheLastStatement() throws {
        try connection.run("INSERT INTO cells (id, number) VALUES (10, 1)")
        #expect(connection.lastInsertedRowID == 10)
        try connection.run("INSERT INTO cells (number) VALUES (2), (3)")
        #expect(connection.lastInsertedRowID == 12)
        try connection.run("UPDATE cells SET text = 'x' WHERE number >= ?", [2])
        #expect(connection.changes == 2)
    }

    @Test func anErrorThrownWhileReadingRowsLeavesTheStatementReusable() throws {
        struct Stop: Error {}
        try connection.run("INSERT INTO cells (number) VALUES (1), (2), (3)")
        let sql = "SELECT number FROM cells ORDER BY number"
        #expect(throws: Stop.self) {
            _ = try connection.query(sql) { row -> Int in
                if row.int(0) == 2 { throw Stop() }
                return row.int(0) ?? 0
            }
        }
        #expect(try connection.query(sql) { $0.int(0) } == [1, 2, 3])
        // A statement reset after the throw holds no read lock, so a write transaction commits.
        try connection.transaction { try connection.run("DELETE FROM cells") }
        #expect(try connection.scalarInt("SELECT count(*) FROM cells") == 0)
    }
}
