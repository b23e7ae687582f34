import Foundation
import SQLiteStore
import Testing
import TestSupport

/// Connections that only read: they see what is stored, refuse to begin a write, and leave the
/// file as it was; an immutable one opens a file whose name holds URI characters.
@Suite struct ReadOnlyConnectionTests {
    let database: TemporaryDatabase

    init() throws {
        database = try TemporaryDatabase()
        let writer = try Connection(path: database.path)
        try writer.useWriteAheadLog()
        try writer.execute("CREATE TABLE books (title TEXT); INSERT INTO books VALUES ('Dune')")
    }

    @Test(arguments: [Connection.Access.readOnly, .immutable])
    func aReaderReadsAndRefusesEveryWrite(access: Connection.Access) throws {
        let before = try database.fileBytes()
        let reader = try Connection(path: database.path, access: access)
        #expect(reader.isReadOnly)
        #expect(try reader.scalarString("SELECT title FROM books") == "Dune")
        let error = #expect(throws: SQLiteError.self) {
            try reader.transaction { try reader.run("INSERT INTO books VALUES ('Emma')") }
        }
        #expect(error?.isReadOnly == true)
        #expect(try reader.scalarInt("SELECT count(*) FROM books") == 1)
        #expect(try database.fileBytes() == before)
    }

    @Test func aReadWriteConnectionIsNotReadOnly() throws {
        #expect(try Connection(path: database.path).isReadOnly == false)
    }

    @Test func anImmutableOpenTakesAPathWithURICharacters() throws {
        let folder = try TemporaryDirectory(prefix: "odd?name#100%")
        let path = folder.file("a?b#c%20d.sqlite").path
        try FileManager.default.copyItem(atPath: database.path, toPath: path)
        let reader = try Connection(path: path, access: .immutable)
        #expect(try reader.scalarString("SELECT title FROM books") == "Dune")
    }

    @Test func aMissingFileIsNotCreatedByAReader() throws {
        let missing = database.folder.file("missing.sqlite").path
        #expect(throws: SQLiteError.self) { try Connection(path: missing, access: .readOnly) }
        #expect(!FileManager.default.fileExists(atPath: missing))
    }
}
