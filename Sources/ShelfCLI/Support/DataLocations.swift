import Essentials
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

    /// Creates `directory` and its parents, private to the user (0700), in the words of a command.
    static func makePrivateDirectory(_ directory: URL) throws(CLIError) {
        do {
            try PrivateDirectory.create(directory)
        } catch {
            switch error {
            case .notAFolder(let path):
                throw .failure("cannot use \(path) as a folder: it is a file — move the file, or set SHELF_HOME to a folder")
            case .cannotCreate(let path, let reason):
                throw .failure("cannot create \(path): \(reason) — check permissions, or set SHELF_HOME to a writable folder")
            }
        }
    }
}
