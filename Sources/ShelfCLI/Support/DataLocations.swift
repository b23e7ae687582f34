import Foundation

/// Where shelf keeps its files, from the environment: `SHELF_HOME` first, then the XDG base
/// directories, then the XDG defaults under the home directory.
struct DataLocations {
    var libraryFile: URL
    var cacheDirectory: URL
    var configFile: URL

    init(environment: [String: String]) {
        let home = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory())
        func directory(_ variable: String, default fallback: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") {
                return URL(fileURLWithPath: value).appendingPathComponent("shelf")
            }
            return home.appendingPathComponent(fallback).appendingPathComponent("shelf")
        }
        if let shelfHome = environment["SHELF_HOME"], !shelfHome.isEmpty {
            let base = URL(fileURLWithPath: shelfHome)
            libraryFile = base.appendingPathComponent("library.sqlite")
            cacheDirectory = base.appendingPathComponent("cache")
            configFile = base.appendingPathComponent("config")
        } else {
            libraryFile = directory("XDG_DATA_HOME", default: ".local/share")
                .appendingPathComponent("library.sqlite")
            cacheDirectory = directory("XDG_CACHE_HOME", default: ".cache")
            configFile = directory("XDG_CONFIG_HOME", default: ".config").appendingPathComponent("config")
        }
        if let cache = environment["SHELF_CACHE_DIR"], !cache.isEmpty {
            cacheDirectory = URL(fileURLWithPath: cache)
        }
    }

    /// Creates `directory` and its parents, private to the user (0700).
    static func makePrivateDirectory(_ directory: URL) throws(CLIError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw .failure("cannot use \(directory.path) as a folder: it is a file — move the file, or set SHELF_HOME to a folder")
        }
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            throw .failure(
                "cannot create \(directory.path): \(error.localizedDescription) — check permissions, or set SHELF_HOME to a writable folder")
        }
    }
}
