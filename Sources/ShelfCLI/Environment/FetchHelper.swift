import Foundation

/// Finds `shelf-fetch`, the helper that performs HTTP for shelf, in the folder of the running
/// executable. The path is resolved through symlinks, so a `shelf` linked into `~/bin` or found
/// through `PATH` still finds the helper installed beside the real binary.
enum FetchHelper {
    /// The helper's file name.
    static let name = "shelf-fetch"

    /// Where the helper should be; it may not exist, which the transport reports clearly.
    static func location() -> URL {
        running().deletingLastPathComponent().appendingPathComponent(name)
    }

    /// The running executable with every symlink resolved. Linux names it in `/proc/self/exe`
    /// (the kernel has resolved it already); elsewhere Foundation's executable URL is resolved,
    /// with the command's own first argument as the last resort.
    private static func running() -> URL {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? name)
        return executable.resolvingSymlinksInPath()
    }
}
