import Foundation
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

    /// The bytes of the database file, to prove a refused operation wrote nothing.
    func fileBytes() throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// True when SQLite's `-wal` file sits next to the database.
    var hasWriteAheadLogFile: Bool {
        FileManager.default.fileExists(atPath: path + "-wal")
    }
}
