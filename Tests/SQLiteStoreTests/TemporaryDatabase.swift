import Foundation

/// A database file in a fresh temporary folder, removed when the value is released, so every
/// test starts from nothing and leaves nothing behind.
final class TemporaryDatabase {
    let folder: URL
    let path: String

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("sqlitestore-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent("test.sqlite").path
    }

    /// The bytes of the database file, to prove a refused operation wrote nothing.
    func fileBytes() throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// True when SQLite's `-wal` file sits next to the database.
    var hasWriteAheadLogFile: Bool {
        FileManager.default.fileExists(atPath: path + "-wal")
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }
}
