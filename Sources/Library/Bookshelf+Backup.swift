import Foundation
internal import JSON
internal import SQLiteStore

/// The JSON backup: everything the library knows, out and back in.
extension Bookshelf {
    /// Hands the whole library as a shelf backup (see `BackupFile` and the README's "Backup
    /// format") to `write`, a chunk of UTF-8 at a time, so a large library is never one huge
    /// string. The same library always gives the same bytes; errors `write` throws pass through.
    public func exportBackup(to write: ([UInt8]) throws -> Void) throws {
        // One read transaction, so a write landing between the table scans cannot tear the backup.
        let backup = try read(inOneTransaction: true) {
            try BackupExporter.backup(from: connection, marks: try goodreadsMarks(ofBooksIn: GoodreadsRowTable.unchangedBooks))
        }
        try backup.write(to: write)
    }

    /// Restores a backup: all of it into an empty library (ids kept), or into a library that has
    /// books, only the books it does not have; a goal only for a year the library has none for.
    /// All or nothing.
    public func importBackup(_ data: Data, options: ImportOptions = ImportOptions()) throws(ImportError) -> ImportSummary {
        // Its books counted for the progress bar, and its version found, before they are parsed
        // and restored.
        let outline = JSONOutline(scanning: data)
        // Restored books get ids above every book the library had (its own when it had none), as
        // imported ones do: each is journaled for undo as one step.
        return try importingBooks(dryRun: options.dryRun) {
            do {
                let importer = try BackupImporter(
                    library: self, bookCount: outline.elementCounts["books"] ?? 0, progress: options.progress)
                return try BackupFile.restore(data, outline: outline, with: importer)
            } catch let error as BackupError {
                throw ImportError.backup(error)
            }
        }
    }
}
