import Library

extension BackupError {
    /// The line shown after the file's name: what is wrong with it, then what to do.
    var userMessage: String {
        switch self {
        case .notJSON(let line?, let problem):
            "line \(line): not valid JSON (\(problem)) — restore from an unmodified `shelf export` file"
        case .notJSON(nil, let problem):
            "not valid JSON (\(problem)) — restore from an unmodified `shelf export` file"
        case .notABackup:
            "this JSON is not a shelf backup (no \"format\": \"shelf-backup\") — give a file written by `shelf export`"
        case .unsupportedVersion(let version):
            "backup version \(version) is newer than this shelf reads (\(Self.newestReadableVersion)) — upgrade shelf, then import it"
        case .invalidContent(let path, let problem):
            "\(path): \(problem) — restore from an unmodified `shelf export` file"
        }
    }
}
