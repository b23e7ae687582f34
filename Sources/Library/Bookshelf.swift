import Foundation
internal import SQLiteStore

/// The library: every book, its lists, history and progress, stored in one SQLite file.
/// Each public method that writes runs in one transaction, so a refused or interrupted command
/// leaves the library as it was.
public final class Bookshelf {
    let connection: Connection
    /// The clock; `SHELF_NOW` replaces it in tests and reproducible examples.
    let now: () -> Date

    /// Opens (creating on first use) the library at `path`, migrating an older schema forward.
    /// A file written by a newer shelf, or whose header is damaged, is refused untouched.
    public init(path: String, now: @escaping () -> Date = Date.init) throws(LibraryError) {
        self.now = now
        if !FileManager.default.fileExists(atPath: path) {
            // Create the file ourselves so it is private from the first byte.
            _ = FileManager.default.createFile(
                atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
        }
        do {
            connection = try Connection(path: path)
            try Migrator(migrations: Schema.migrations).migrate(connection)
            // Only after the migrator accepted the file: a newer shelf's file stays untouched.
            try connection.useWriteAheadLog()
        } catch let error as Migrator.NewerSchemaError {
            throw .newerDatabase(found: error.found, supported: error.supported)
        } catch let error as Migrator.DamagedVersionError {
            throw .damagedSchemaVersion(path: path, found: error.found)
        } catch let error as SQLiteError {
            throw .databaseUnusable(path: path, reason: error.message)
        } catch {
            throw .databaseUnusable(path: path, reason: "\(error)")
        }
    }

    /// The record of every book's lists, which every move between lists goes through.
    var history: ReadingHistory { ReadingHistory(connection: connection) }

    /// Runs `body` in one write transaction, turning storage failures into a `LibraryError`.
    func write<T>(_ body: () throws -> T) throws(LibraryError) -> T {
        do {
            return try connection.transaction(body)
        } catch let error as LibraryError {
            throw error
        } catch {
            throw Self.storageError(error)
        }
    }

    /// Runs a read, turning storage failures into a `LibraryError`.
    func read<T>(_ body: () throws -> T) throws(LibraryError) -> T {
        do {
            return try body()
        } catch let error as LibraryError {
            throw error
        } catch {
            throw Self.storageError(error)
        }
    }

    static func storageError(_ error: Error) -> LibraryError {
        if let error = error as? SQLiteError, error.isBusy {
            return .storage("another shelf kept the library busy for over 10 seconds")
        }
        if let error = error as? SQLiteError { return .storage(error.message) }
        return .storage("\(error)")
    }
}
