import Foundation

/// Folders only their owner may enter (mode 0700): the library's, the cache's and the config's.
public enum PrivateDirectory {
    /// Why a folder could not be made.
    public enum Failure: Error, Equatable, Sendable {
        /// Something that is not a folder is at `path`.
        case notAFolder(path: String)
        /// The folder at `path` could not be created; `reason` is the system's explanation.
        case cannotCreate(path: String, reason: String)
    }

    /// Creates `directory` and its missing parents with mode 0700; an existing folder is kept as it is.
    public static func create(_ directory: URL) throws(Failure) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw .notAFolder(path: directory.path)
        }
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .cannotCreate(path: directory.path, reason: error.localizedDescription)
        }
    }
}
