import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File paths as text, for the few a command needs on every start. Foundation's URL builds a set
/// the first time a path is appended to one or read back from one (`appendingPathComponent`,
/// `path`), and making that set had the runtime search every protocol conformance in the
/// process: 0.35 M instructions a command, a few per cent of a short one. An absolute path is
/// joined and split here as URL joins and splits it; anything else is left to URL.
public enum FilePath {
    /// `name` inside `folder`, as `URL(fileURLWithPath: folder).appendingPathComponent(name).path`
    /// gives it.
    public static func joined(_ folder: String, _ name: String) -> String {
        guard folder.hasPrefix("/") else { return URL(fileURLWithPath: folder).appendingPathComponent(name).path }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The folder holding `path`, as `URL(fileURLWithPath: path).deletingLastPathComponent().path`
    /// gives it, for a path written as `joined(_:_:)` writes them (absolute, its last component a
    /// name).
    public static func folder(of path: String) -> String {
        guard path.hasPrefix("/"), !path.hasSuffix("/"), let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else {
            return URL(fileURLWithPath: path).deletingLastPathComponent().path
        }
        let name = path[path.index(after: slash)...]
        let doubled = slash > path.startIndex && path.utf8[path.utf8.index(before: slash)] == UInt8(ascii: "/")
        guard name != ".", name != "..", !doubled else { return URL(fileURLWithPath: path).deletingLastPathComponent().path }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// True when `path` names a folder (following symbolic links).
    public static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
