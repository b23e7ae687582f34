import Essentials
import Foundation

/// Where shelf keeps its files, from the environment: `SHELF_HOME` first, then the XDG base
/// directories, then the XDG defaults under the home directory.
struct DataLocations {
    var libraryFile: URL
    /// `libraryFile` as a path, the way the library is opened (see `FilePath`).
    var libraryPath: String
    var cacheDirectory: URL
    var configFile: URL
    /// The variable that placed the library's folder, named in messages about it: SHELF_HOME,
    /// or XDG_DATA_HOME, or SHELF_HOME (the one to set) when the default was used.
    var libraryVariable: String
    /// The variable that placed the cache folder, named in messages about it: SHELF_CACHE_DIR,
    /// SHELF_HOME or XDG_CACHE_HOME, or SHELF_CACHE_DIR (the one to set) for the default.
    var cacheVariable: String

    init(environment: [String: String]) {
        // An empty or relative HOME would put the library under whatever folder the command runs
        // in, a different one each time; the user database knows the real home.
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
        func directory(_ variable: String, default fallback: String) -> String {
            if let value = environment[variable], value.hasPrefix("/") {
                return FilePath.joined(value, "shelf")
            }
            return FilePath.joined(FilePath.joined(home, fallback), "shelf")
        }
        func placing(_ variable: String, or fallback: String) -> String {
            environment[variable]?.hasPrefix("/") == true ? variable : fallback
        }
        if let shelfHome = environment["SHELF_HOME"], !shelfHome.isEmpty {
            libraryPath = FilePath.joined(shelfHome, "library.sqlite")
            cacheDirectory = URL(fileURLWithPath: FilePath.joined(shelfHome, "cache"))
            configFile = URL(fileURLWithPath: FilePath.joined(shelfHome, "config"))
            libraryVariable = "SHELF_HOME"
            cacheVariable = "SHELF_HOME"
        } else {
            libraryPath = FilePath.joined(directory("XDG_DATA_HOME", default: ".local/share"), "library.sqlite")
            cacheDirectory = URL(fileURLWithPath: directory("XDG_CACHE_HOME", default: ".cache"))
            configFile = URL(fileURLWithPath: FilePath.joined(directory("XDG_CONFIG_HOME", default: ".config"), "config"))
            libraryVariable = placing("XDG_DATA_HOME", or: "SHELF_HOME")
            cacheVariable = placing("XDG_CACHE_HOME", or: "SHELF_CACHE_DIR")
        }
        libraryFile = URL(fileURLWithPath: libraryPath)
        if let cache = environment["SHELF_CACHE_DIR"], !cache.isEmpty {
            cacheDirectory = URL(fileURLWithPath: cache)
            cacheVariable = "SHELF_CACHE_DIR"
        }
    }

    /// Refuses a relative `SHELF_HOME` or `SHELF_CACHE_DIR`, as a relative `HOME` or `XDG_…` is
    /// passed over: it would name another folder in every folder a command runs in, where a read
    /// finds no library (or cache) and a write leaves one behind.
    static func requireAbsolutePaths(in environment: [String: String]) throws(CLIError) {
        for variable in ["SHELF_HOME", "SHELF_CACHE_DIR"] {
            guard let path = environment[variable], !path.isEmpty, !path.hasPrefix("/") else { continue }
            throw .failure(
                "\(variable)=\(path.quotedInMessage) is not an absolute path — give the folder's whole path, starting with /")
        }
    }

    /// Refuses a `directory` that a file stands in the way of, without creating anything: for
    /// commands that only read a folder, where a file would otherwise read as an empty folder.
    static func requireNoFileInTheWay(of directory: URL, role: String, variable: String) throws(CLIError) {
        guard let file = PrivateDirectory.firstFile(onPathTo: directory) else { return }
        throw notAFolder(directory, file: file.path, role: role, variable: variable)
    }

    private static func notAFolder(_ directory: URL, file: String, role: String, variable: String) -> CLIError {
        let what = file == directory.standardizedFileURL.path ? "it is a file" : "\(file) is a file"
        return .failure(
            "cannot use \(directory.path) as the \(role) (\(variable)): \(what) — move the file, or set \(variable) to a folder")
    }

    /// Creates `directory` and its parents, private to the user (0700). `role` names the folder
    /// ("library folder", "cache folder") and `variable` is what placed it, so a refusal says
    /// which setting to change.
    static func makePrivateDirectory(_ directory: URL, role: String, variable: String) throws(CLIError) {
        do {
            try PrivateDirectory.create(directory)
        } catch {
            switch error {
            case .notAFolder(let file):
                throw notAFolder(directory, file: file, role: role, variable: variable)
            case .cannotCreate(let reason):
                throw .failure(
                    "cannot create the \(role) \(directory.path) (\(variable)): \(reason) — set \(variable) to a folder"
                        + " you can write")
            }
        }
    }
}
