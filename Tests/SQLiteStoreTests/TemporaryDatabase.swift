import Foundation
import SQLiteStore
import TestSupport

/// A database file in a fresh temporary folder, removed when the value is released, so every
/// test starts from nothing and leaves nothing behind.
final class TemporaryDatabase {
    let folder: TemporaryDirectory
    let path: String

    init() throws {
        folder = try TemporaryDirectory(prefix: "sqlitestore-tests")
        path = folder.file("test.sqlite").path
    }

    /// A connection to the database that has run `sql` (the tables a suite starts from).
    func connection(running sql: String) throws -> Connection {
        let connection = try Connection(path: path)
        try connection.execute(sql)
        return connection
    }

    /// The bytes of the database file, to prove a refused operation wrote nothing.
    func fileBytes() throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// True when SQLite's `-wal` file sits next to the database.
    var hasWriteAheadLogFile: Bool {
        FileManager.default.fileExists(atPath: path + "-wal")
    }
}
