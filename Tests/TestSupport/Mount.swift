import Foundation

/// A filesystem mounted for one test, for faults only a real mount shows: a full device (a small
/// tmpfs) or read-only media (a folder bound read-only over itself; permission bits would not do,
/// as tests may run as root, which ignores them). Mounting needs privileges a test machine may
/// not grant: then no mount comes back, a note saying what was skipped is printed, and the test
/// returns without checking. Unmounted on `unmount()` or when released.
public final class Mount {
    /// Where the filesystem is mounted.
    public let point: URL
    private var mounted = true

    private init(point: URL) {
        self.point = point
    }

    /// A tmpfs of `size` (as mount spells it: `64k`) at `point`, which is created when missing;
    /// nil where mounting is not permitted, with a note naming `skipping`.
    public static func tmpfs(at point: URL, size: String, skipping: String) throws -> Mount? {
        try FileManager.default.createDirectory(at: point, withIntermediateDirectories: true)
        guard try run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", point.path], skipping: skipping) else {
            return nil
        }
        return Mount(point: point)
    }

    /// `folder` bound over itself read-only, so nothing in it can be written or created; nil
    /// where mounting is not permitted, with a note naming `skipping`.
    public static func readOnly(_ folder: URL, skipping: String) throws -> Mount? {
        guard try run("/bin/mount", ["--bind", folder.path, folder.path], skipping: skipping) else { return nil }
        let mount = Mount(point: folder)
        guard try run("/bin/mount", ["-o", "remount,bind,ro", folder.path], skipping: skipping) else { return nil }
        return mount
    }

    /// Unmounts now; later calls do nothing.
    public func unmount() {
        guard mounted else { return }
        mounted = false
        _ = try? ChildProcess.run(URL(fileURLWithPath: "/bin/umount"), [point.path])
    }

    deinit {
        unmount()
    }

    /// Runs a mount command; false, with the note, when it fails.
    private static func run(_ tool: String, _ arguments: [String], skipping: String) throws -> Bool {
        let result = try ChildProcess.run(URL(fileURLWithPath: tool), arguments)
        guard result.status == 0 else {
            print("note: skipping \(skipping): cannot mount here (\(result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)))")
            return false
        }
        return true
    }
}
