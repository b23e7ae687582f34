import Foundation
import SQLiteStore
import Testing

/// Forward-only migrations numbered by `user_version`: a fresh file gets them all, an older one
/// only what it lacks, a failing script changes nothing, and a newer file is refused untouched.
@Suite struct MigratorTests {
    /// Held by the suite instance (one per test) so the file outlives every use of it.
    let database: TemporaryDatabase

    init() throws {
        database = try TemporaryDatabase()
    }

    private let first = "CREATE TABLE books (id INTEGER PRIMARY KEY, title TEXT NOT NULL)"
    private let second = "ALTER TABLE books ADD COLUMN year INTEGER; CREATE INDEX books_year ON books(year)"

    private func version(_ connection: Connection) throws -> Int? {
        try connection.scalarInt("PRAGMA user_version")
    }

    private func tables(_ connection: Connection) throws -> [String] {
        try connection.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") {
            $0.string(0) ?? ""
        }
    }

    @Test func aFreshDatabaseGetsEveryMigration() throws {
        let connection = try Connection(path: database.path)
        try Migrator(migrations: [first, second]).migrate(connection)
        #expect(try version(connection) == 2)
        try connection.run("INSERT INTO books (title, year) VALUES ('Dune', 1965)")
        #expect(try connection.scalarInt("SELECT year FROM books") == 1965)
    }

    @Test func anOlderDatabaseGetsOnlyTheMissingMigrationsAndKeepsItsRows() throws {
        let connection = try Connection(path: database.path)
        try Migrator(migrations: [first]).migrate(connection)
        try connection.run("INSERT INTO books (title) VALUES ('Dune')")
        // `first` is not idempotent (CREATE TABLE twice fails), so re-running it would throw.
        try Migrator(migrations: [first, second]).migrate(connection)
        #expect(try version(connection) == 2)
        #expect(try connection.query("SELECT title, year FROM books") { "\($0.string(0) ?? "?") \($0.int(1).map(String.init) ?? "nil")" }
            == ["Dune nil"])
    }

    @Test func migratingAnUpToDateDatabaseDoesNothing() throws {
        let connection = try Connection(path: database.path)
        let migrator = Migrator(migrations: [first, second])
        try migrator.migrate(connection)
        let before = try database.fileBytes()
        try migrator.migrate(connection)
        #expect(try version(connection) == 2)
        #expect(try database.fileBytes() == before)
    }

    @Test func aFailingMigrationLeavesTheDatabaseAsItWas() throws {
        let connection = try Connection(path: database.path)
        let broken = Migrator(migrations: [first, "CREATE TABLE oops (", second])
        #expect(throws: SQLiteError.self) { try broken.migrate(connection) }
        #expect(try version(connection) == 0)
        #expect(try tables(connection).isEmpty)
    }

    @Test func aNewerDatabaseIsRefusedAndNotTouched() throws {
        do {
            let writer = try Connection(path: database.path)
            try writer.execute("CREATE TABLE future (x); INSERT INTO future VALUES (1); PRAGMA user_version = 7")
        }
        let before = try database.fileBytes()
        let connection = try Connection(path: database.path)
        let error = #expect(throws: Migrator.NewerSchemaError.self) {
            try Migrator(migrations: [first, second]).migrate(connection)
        }
        #expect(error?.found == 7)
        #expect(error?.supported == 2)
        #expect(try tables(connection) == ["future"])
        #expect(try version(connection) == 7)
        #expect(try database.fileBytes() == before)
    }

    @Test(arguments: [-1, -2, Int(Int32.min)])
    func aNegativeVersionIsADamagedHeaderRefusedUntouched(version: Int) throws {
        do {
            let writer = try Connection(path: database.path)
            try writer.execute("CREATE TABLE books (id INTEGER PRIMARY KEY); PRAGMA user_version = \(version)")
        }
        let before = try database.fileBytes()
        let connection = try Connection(path: database.path)
        let error = #expect(throws: Migrator.DamagedVersionError.self) {
            try Migrator(migrations: [first, second]).migrate(connection)
        }
        #expect(error?.found == version)
        #expect(try database.fileBytes() == before)
    }
}
