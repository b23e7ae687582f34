import Foundation

/// Reads a child's stdout (when it is a pipe) and stderr to the end on background threads, so the
/// child never blocks on a full pipe while the test waits for it.
final class PipeCollector: @unchecked Sendable {
    // Unchecked Sendable: `out` and `err` are written once each, before `group` is left, and read
    // only after waiting on it.
    private let group = DispatchGroup()
    private var out = Data()
    private var err = Data()

    init(stdout: Pipe?, stderr: Pipe) {
        if let stdout {
            group.enter()
            DispatchQueue.global().async {
                self.out = stdout.fileHandleForReading.readDataToEndOfFile()
                self.group.leave()
            }
        }
        group.enter()
        DispatchQueue.global().async {
            self.err = stderr.fileHandleForReading.readDataToEndOfFile()
            self.group.leave()
        }
    }

    /// Both streams as text, once both have closed.
    func wait() -> (stdout: String, stderr: String) {
        group.wait()
        return (String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }
}
