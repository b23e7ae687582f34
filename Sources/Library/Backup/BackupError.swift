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

    /// This error as seen from the enclosing value: `key` (a member name, or `[index]`) is put
    /// in front of the path, so readers report paths relative to themselves and a full path is
    /// only built for a value that is wrong.
    func inside(_ key: String) -> BackupError {
        guard case .invalidContent(let path, let problem) = self else { return self }
        let joined = path.isEmpty ? key : path.hasPrefix("[") ? key + path : key + "." + path
        return .invalidContent(path: joined, problem: problem)
    }
}
