import Foundation

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
        if let file = firstFile(onPathTo: directory) { throw .notAFolder(file: file.path) }
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .cannotCreate(reason: reason(for: error))
        }
    }

    /// The first of `directory` and its parents that exists but is not a folder, if any: what
    /// makes creating it fail, named plainly instead of as a Cocoa error number.
    private static func firstFile(onPathTo directory: URL) -> URL? {
        var path = URL(fileURLWithPath: "/")
        for component in directory.standardizedFileURL.pathComponents.dropFirst() {
            path.appendPathComponent(component)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) else { return nil }
            if !isFolder.boolValue { return path }
        }
        return nil
    }

    /// The system's words for why a folder could not be made (for example "Permission denied").
    private static func reason(for error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return error.localizedDescription
    }
}
