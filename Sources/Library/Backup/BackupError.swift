internal import JSON

/// Why a file cannot be restored as a shelf backup. Nothing is imported from a file with one of these.
public enum BackupError: Error, Equatable, Sendable {
    /// The text is not JSON (or not UTF-8); `line` is the line where the parser stopped.
    case notJSON(line: Int?, problem: String)
    /// The JSON has no `"format": "shelf-backup"` marker.
    case notABackup
    /// The backup was written by a newer shelf, in a version this one cannot read.
    case unsupportedVersion(Int)
    /// A value inside the backup is missing or of the wrong kind; `path` locates it (`books[3].title`).
    case invalidContent(path: String, problem: String)

    /// The newest backup version this shelf reads, to compare with an `unsupportedVersion`.
    public static let newestReadableVersion = BackupFile.currentVersion

    /// The line of the file the problem is on, when known.
    public var line: Int? {
        if case .notJSON(let line, _) = self { return line }
        return nil
    }

    /// A value the typed reader refused, at its full path.
    init(_ error: JSONFieldError) {
        self = .invalidContent(path: error.path, problem: error.problem)
    }
}
