internal import Essentials
import Foundation
internal import SQLiteStore

/// The e-reader's database as shelf reads it, without ever writing the reader's files.
///
/// A database in rollback-journal mode is read where it is, opened immutable. One in WAL mode
/// (KOReader sets `journal_mode=WAL`) may hold recent rows only in its `-wal` file, which an
/// immutable open ignores and any other open would write to (recovering the log, creating the
/// `-shm` index). So the file and its log are copied into a private temporary folder and the copy
/// is opened instead.
struct EReaderSnapshot {
    /// The database to open.
    let path: String
    /// How to open it: immutable for the reader's own file, read-write for a private copy.
    let access: Connection.Access
    /// The private folder holding the copy, removed by `remove()`; nil when reading in place.
    private let folder: URL?

    /// Reads `path` in place, or copies it with its `-wal` file when that holds anything.
    init(of path: String) throws(EReaderImportError) {
        let log = path + "-wal"
        let logSize = (try? FileManager.default.attributesOfItem(atPath: log))?[.size] as? Int ?? 0
        guard logSize > 0 else {
            self.path = path
            access = .immutable
            folder = nil
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shelf-ereader-\(UUID().uuidString)")
        let copy = folder.appendingPathComponent("vocabulary.sqlite3")
        do {
            try PrivateDirectory.create(folder)
            try FileManager.default.copyItem(atPath: path, toPath: copy.path)
            try FileManager.default.copyItem(atPath: log, toPath: copy.path + "-wal")
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw .cannotCopy(Self.reason(error))
        }
        self.path = copy.path
        access = .readWrite
        self.folder = folder
    }

    /// Deletes the private copy, if one was made.
    func remove() {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// The system's words for a failed copy, without Foundation's error numbers.
    private static func reason(_ error: any Error) -> String {
        if let failure = error as? PrivateDirectory.Failure {
            switch failure {
            case .notAFolder(let file): return "\(file) is a file"
            case .cannotCreate(let reason): return reason
            }
        }
        return (error as NSError).localizedDescription
    }
}
