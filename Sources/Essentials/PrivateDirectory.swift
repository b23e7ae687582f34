import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Folders only their owner may enter (mode 0700): the library's, the cache's and the config's.
public enum PrivateDirectory {
    /// Why a folder could not be made.
    public enum Failure: Error, Equatable, Sendable {
        /// A file stands where the folder or one of its parents should be: `file` is its path.
        case notAFolder(file: String)
        /// The folder could not be created; `reason` is the system's explanation ("Permission denied").
        case cannotCreate(reason: String)
    }

    /// Creates `directory` and its missing parents with mode 0700; an existing folder is kept as it is.
    public static func create(_ directory: URL) throws(Failure) {
        // The usual case, the folder already there, takes one system call instead of a look at
        // every parent.
        if FilePath.isFolder(directory.path) { return }
        if let file = firstFile(onPathTo: directory) { throw .notAFolder(file: file.path) }
        var path = URL(fileURLWithPath: "/")
        for component in directory.standardizedFileURL.pathComponents.dropFirst() {
            let parent = path
            path.appendPathComponent(component)
            // POSIX mkdir rather than FileManager: its errno says why in words shelf chooses,
            // where Foundation's message ("The file doesn’t exist.") would reach the reader.
            guard mkdir(path.path, 0o700) != 0 else { continue }
            let failure = errno
            if failure == EEXIST { continue }
            throw .cannotCreate(reason: reason(for: failure, in: parent.path))
        }
    }

    /// The first of `directory` and its parents that exists but is not a folder, if any: what
    /// makes creating it fail, and what makes reading it as a folder meaningless.
    public static func firstFile(onPathTo directory: URL) -> URL? {
        var path = URL(fileURLWithPath: "/")
        for component in directory.standardizedFileURL.pathComponents.dropFirst() {
            path.appendPathComponent(component)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) else { return nil }
            if !isFolder.boolValue { return path }
        }
        return nil
    }

    /// Why no folder could be made in `parent`, for a reader who must decide what to change.
    private static func reason(for failure: Int32, in parent: String) -> String {
        switch failure {
        case EACCES, EPERM: "you may not create folders in \(parent)"
        case EROFS: "\(parent) is on a read-only disk"
        case ENOSPC, EDQUOT: "the disk holding \(parent) is full"
        // The parent exists (a missing one is made first), so the system itself refuses new
        // folders there, as /proc and /sys do.
        case ENOENT, ENOTDIR: "\(parent) cannot hold new folders"
        default: "\(parent) refused a new folder (\(String(cString: strerror(failure))))"
        }
    }
}
