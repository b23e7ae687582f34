import Foundation
import Synchronization

/// Reads a child's stdout (when it is a pipe) and stderr to the end, each on a thread of its own,
/// so the child never blocks on a full pipe while the test waits for it. Threads of their own, not
/// the global dispatch queue: that queue adds a thread only every half second or so once its
/// threads are all blocked in reads, and a test waiting on it would wait as long.
final class PipeCollector: Sendable {
    private let received = Mutex((stdout: Data(), stderr: Data()))
    private let closed = DispatchGroup()

    init(stdout: Pipe?, stderr: Pipe) {
        if let stdout { drain(stdout) { received, chunk in received.stdout.append(chunk) } }
        drain(stderr) { received, chunk in received.stderr.append(chunk) }
    }

    private func drain(_ pipe: Pipe, keeping keep: @escaping @Sendable (inout (stdout: Data, stderr: Data), Data) -> Void) {
        closed.enter()
        let reader = pipe.fileHandleForReading
        Thread { [self] in
            while let chunk = try? reader.read(upToCount: 1 << 16), !chunk.isEmpty {
                received.withLock { keep(&$0, chunk) }
            }
            closed.leave()
        }.start()
    }

    /// True once both streams have closed, false when `deadline` came first.
    func waitForEnd(until deadline: DispatchTime) -> Bool {
        closed.wait(timeout: deadline) == .success
    }

    /// What each stream gave so far, as text.
    var text: (stdout: String, stderr: String) {
        received.withLock { (String(decoding: $0.stdout, as: UTF8.self), String(decoding: $0.stderr, as: UTF8.self)) }
    }
}
