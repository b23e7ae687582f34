import Foundation
import SQLiteStore
import Testing

/// `Connection.beforeFirstWrite(to:)`: the handler hears of each main-database table before the
/// first statement that writes it runs, however the write comes (the statement itself, a trigger,
/// a foreign key's action, a statement of an `execute` script), once, and again after a rollback.
@Suite struct FirstWriteTests {
    let database: TemporaryDatabase
    let connection: Connection
    /// What the handler was handed, in order.
    let heard = Heard()

    /// The tables handed over, kept by reference so the handler can add to them.
    final class Heard {
        var tables: [String] = []
    }

    init() throws {
        database = try TemporaryDatabase()
        connection = try database.connection(
            running: """
            CREATE TABLE parents (id INTEGER PRIMARY KEY, name TEXT);
            CREATE TABLE children (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES parents(id) ON DELETE CASCADE);
            CREATE TABLE log (entry TEXT);
            CREATE TABLE marks (id INTEGER PRIMARY KEY, at TEXT, note TEXT);
            CREATE TRIGGER parents_named AFTER UPDATE OF name ON parents BEGIN INSERT INTO log VALUES (NEW.name); END;
            INSERT INTO parents VALUES (1, 'a');
            INSERT INTO children VALUES (1, 1);
            """)
        let heard = heard
        connection.beforeFirstWrite { table in heard.tables.append(table) }
    }

    @Test func readsAreNotHeardAndEachWrittenTableIsHeardOnce() throws {
        _ = try connection.scalarInt("SELECT count(*) FROM parents")
        #expect(heard.tables.isEmpty)
        try connection.run("INSERT INTO marks (at) VALUES (?)", ["one"])
        try connection.run("INSERT INTO marks (at) VALUES (?)", ["two"])
        try connection.run("UPDATE marks SET at = 'three' WHERE id = 1")
        try connection.run("UPDATE marks SET at = 'four' WHERE id = 2")
        try connection.run("INSERT INTO marks (at) VALUES (?)", ["five"])
        #expect(heard.tables == ["marks"])
    }

    @Test func writesThroughTriggersAndForeignKeysAreHeardBeforeTheStatementRuns() throws {
        try connection.run("UPDATE parents SET name = 'b' WHERE id = 1")
        #expect(heard.tables == ["parents", "log"])
        try connection.run("DELETE FROM parents WHERE id = 1")
        #expect(heard.tables == ["parents", "log", "children"])
        #expect(try connection.scalarInt("SELECT count(*) FROM children") == 0)
    }

    @Test func theHandlerRunsBeforeTheRowIsWrittenAndWhatItMakesTakesEffect() throws {
        // A handler that adds a trigger to the table it is handed: the statement that was
        // prepared before the trigger existed must still fire it.
        let connection = self.connection
        connection.beforeFirstWrite { [unowned connection] table in
            guard table == "marks" else { return }
            #expect(try connection.scalarInt("SELECT count(*) FROM marks") == 0)
            try connection.execute(
                "CREATE TEMP TRIGGER marks_logged AFTER INSERT ON main.marks BEGIN INSERT INTO log VALUES ('marked'); END")
        }
        try connection.run("INSERT INTO marks (at) VALUES (?)", ["one"])
        #expect(try connection.scalarString("SELECT entry FROM log") == "marked")
    }

    @Test func statementsOfAnExecuteScriptAreHeardOneByOne() throws {
        try connection.execute(
            """
            INSERT INTO marks (at) VALUES ('one'); -- a comment between statements
            SELECT * FROM parents;
            DELETE FROM log;
            """)
        #expect(heard.tables == ["marks", "log"])
        #expect(try connection.scalarInt("SELECT count(*) FROM marks") == 1)
    }

    @Test func aFailingStatementOfAnExecuteScriptStopsItWithItsError() throws {
        let error = #expect(throws: SQLiteError.self) {
            try connection.execute("INSERT INTO marks (at) VALUES ('one'); INSERT INTO nowhere VALUES (1); INSERT INTO log VALUES ('x');")
        }
        #expect(error?.message.contains("nowhere") == true)
        #expect(heard.tables == ["marks"])
        #expect(try connection.scalarInt("SELECT count(*) FROM log") == 0)
    }

    @Test func temporaryTablesAreNotHeard() throws {
        try connection.execute("CREATE TEMP TABLE scratch (x); INSERT INTO scratch VALUES (1);")
        try connection.run("INSERT INTO temp.scratch VALUES (2)")
        #expect(heard.tables.isEmpty)
    }

    @Test func aRollbackMakesEveryTableHeardAgain() throws {
        #expect(throws: SQLiteError.self) {
            try connection.transaction {
                try connection.run("INSERT INTO marks (at) VALUES ('one')")
                try connection.run("INSERT INTO nowhere VALUES (1)")
            }
        }
        try connection.transaction {
            try connection.run("INSERT INTO marks (at) VALUES ('two')")
        }
        try connection.run("INSERT INTO marks (at) VALUES ('three')")
        #expect(heard.tables == ["marks", "marks"])
    }

    @Test func aHandlerErrorStopsTheStatementUnrun() throws {
        struct Refusal: Error {}
        connection.beforeFirstWrite { _ in throw Refusal() }
        #expect(throws: SQLiteError.self) { try connection.run("INSERT INTO marks (at) VALUES ('one')") }
        #expect(try connection.scalarInt("SELECT count(*) FROM marks") == 0)
    }
}
