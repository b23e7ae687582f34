import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How much room the disk under a folder has left, so a failure there can be named "disk full"
/// instead of the "disk I/O error" SQLite reports when it cannot grow a file.
public enum DiskSpace {
    /// The bytes an unprivileged writer may still use on the filesystem holding `folder`; nil
    /// when the system cannot say.
    public static func available(at folder: String) -> UInt64? {
        var figures = statvfs()
        guard statvfs(folder, &figures) == 0 else { return nil }
        return UInt64(figures.f_bavail) * UInt64(figures.f_frsize)
    }

    /// True when the filesystem holding `folder` has less room than one SQLite page cache grows
    /// by (64 KiB): too little for the library's journal or shared-memory file.
    public static func isExhausted(at folder: String) -> Bool {
        guard let available = available(at: folder) else { return false }
        return available < 64 * 1024
    }
}
