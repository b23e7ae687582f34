import Foundation
import SQLiteStore
import Testing

/// Errors carry SQLite's extended result code, its message and the SQL, and classify themselves
/// so callers can tell a constraint from a busy or broken database.
@Suite struct SQLiteErrorTests {
    /// Held by the suite instance (one per test) so the file outlives every use of it.
    let database: TemporaryDatabase

    init() throws {
        database = try TemporaryDatabase()
    }

    private func open() throws -> Connection {
        let connection = try Connection(path: database.path)
        try connection.execute("""
            CREATE TABLE books (
                id INTEGER PRIMARY KEY,
                isbn TEXT UNIQUE,
                title TEXT NOT NULL,
                pages INTEGER CHECK (pages > 0)
            );
            INSERT INTO books (id, isbn, title) VALUES (1, '9780441013593', 'Dune');
            """)
        return connection
    }

    @Test(arguments: [
        ("INSERT INTO books (isbn, title) VALUES ('9780441013593', 'Copy')", ResultCode.constraintUnique),
        ("INSERT INTO books (title) VALUES (NULL)", ResultCode.constraintNotNull),
        ("INSERT INTO books (title, pages) VALUES ('x', 0)", ResultCode.constraintCheck),
        ("INSERT INTO books (id, title) VALUES (1, 'again')", ResultCode.constraintPrimaryKey),
    ])
    func constraintViolationsCarryTheirExtendedCode(sql: String, code: Int32) throws {
        let connection = try open()
        let error = #expect(throws: SQLiteError.self) { try connection.run(sql) }
        #expect(error?.code == code)
        #expect(error?.primaryCode == ResultCode.constraint)
        #expect(error?.isConstraintViolation == true)
        #expect(error?.isBusy == false)
        #expect(error?.isCorrupt == false)
        #expect(error?.sql == sql)
        #expect(try connection.scalarInt("SELECT count(*) FROM books") == 1)
    }

    @Test func aSyntaxErrorNamesTheStatementOnOneLine() throws {
        let connection = try open()
        let error = #expect(throws: SQLiteError.self) { try connection.prepare("SELEC title FROM books") }
        #expect(error?.code == ResultCode.error)
        #expect(error?.message.contains("syntax error") == true)
        #expect(error?.description.contains("SELEC title FROM books") == true)
        #expect(error?.description.contains("\n") == false)
    }

    @Test func aFileThatIsNotADatabaseIsReportedAsSuch() throws {
        try Data("these are my reading notes, not a database\n".utf8)
            .write(to: URL(fileURLWithPath: database.path))
        let before = try database.fileBytes()
        let error = #expect(throws: SQLiteError.self) {
            let connection = try Connection(path: database.path)
            _ = try connection.scalarInt("SELECT count(*) FROM sqlite_master")
        }
        #expect(error?.code == ResultCode.notADatabase)
        #expect(error?.isCorrupt == true)
        #expect(try database.fileBytes() == before)
    }

    /// SQLite on its own takes a file shorter than its header for an empty database and writes
    /// a new one over it.
    @Test(arguments: ["x", "S", "SQLite format 3"])
    func aFileShorterThanTheHeaderIsNotADatabaseAndIsKept(content: String) throws {
        try Data(content.utf8).write(to: URL(fileURLWithPath: database.path))
        let error = #expect(throws: SQLiteError.self) {
            let connection = try Connection(path: database.path)
            try connection.execute("CREATE TABLE books (id INTEGER PRIMARY KEY)")
        }
        #expect(error?.code == ResultCode.notADatabase)
        #expect(try database.fileBytes() == Data(content.utf8))
    }

    @Test func anEmptyFileIsAnEmptyDatabase() throws {
        try Data().write(to: URL(fileURLWithPath: database.path))
        let connection = try Connection(path: database.path)
        try connection.execute("CREATE TABLE books (id INTEGER PRIMARY KEY)")
        #expect(try connection.scalarInt("SELECT count(*) FROM sqlite_schema") == 1)
    }

    @Test func anUnopenablePathIsAnError() throws {
        try FileManager.default.createDirectory(
            atPath: database.path, withIntermediateDirectories: false)
        #expect(throws: SQLiteError.self) {
            let connection = try Connection(path: database.path)
            _ = try connection.scalarInt("SELECT 1")
        }
    }

    @Test func errorsCompareByCodeMessageAndSQL() {
        let error = SQLiteError(code: ResultCode.busy, message: "database is locked", sql: "BEGIN IMMEDIATE")
        #expect(error == SQLiteError(code: ResultCode.busy, message: "database is locked", sql: "BEGIN IMMEDIATE"))
        #expect(error != SQLiteError(code: ResultCode.busy, message: "database is locked"))
        #expect(error.isBusy)
        #expect(error.description == "database is locked (SQLite code 5, in: BEGIN IMMEDIATE)")
    }
}
