internal import JSON

/// Why a file cannot be restored as a shelf backup. Nothing is imported from a file with one of these.
public enum BackupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not JSON (or not UTF-8); `line` is the line where the parser stopped.
    case notJSON(line: Int?, problem: String)
    /// The JSON has no `"format": "shelf-backup"` marker.
    case notABackup
    /// The backup was written by a newer shelf, in a version this one cannot read.
    case unsupportedVersion(Int)
    /// A value inside the backup is missing or of the wrong kind; `path` locates it (`books[3].title`).
    case invalidContent(path: String, problem: String)

    /// The line of the file the problem is on, when known.
    public var line: Int? {
        if case .notJSON(let line, _) = self { return line }
        return nil
    }

    public var description: String {
        switch self {
        case .notJSON(let line?, let problem):
            "line \(line): not valid JSON (\(problem)) — restore from an unmodified `shelf export` file"
        case .notJSON(nil, let problem):
            "not valid JSON (\(problem)) — restore from an unmodified `shelf export` file"
        case .notABackup:
            "this JSON is not a shelf backup (no \"format\": \"shelf-backup\") — give a file written by `shelf export`"
        case .unsupportedVersion(let version):
            "backup version \(version) is newer than this shelf reads (\(BackupFile.currentVersion)) — upgrade shelf, then import it"
        case .invalidContent(let path, let problem):
            "\(path): \(problem) — restore from an unmodified `shelf export` file"
        }
    }

    /// A value the typed reader refused, at its full path.
    init(_ error: JSONFieldError) {
        self = .invalidContent(path: error.path, problem: error.problem)
    }
}
