import CProcessControl
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ties the helper's life to shelf's. A helper left behind after Ctrl-C or a kill of shelf would
/// keep its connection open and wait out its timeout for nobody.
enum ParentWatch {
    /// How often a system without a parent-death signal looks whether the parent is still there.
    private static let checkInterval: TimeInterval = 0.25

    /// Arranges for the helper to end when its parent does, and ends it at once if that has
    /// already happened.
    static func start() {
        let parent = getppid()
        guard parent != 1, !isAnswerUnread else { exit(1) }
        #if os(Linux)
            // The kernel sends the signal when the thread that started the helper exits; shelf starts
            // it from the thread that then waits for it.
            if cprocess_signal_on_parent_death(SIGKILL) == 0 {
                // A parent that died just before the request was already gone: the helper was handed
                // to another process, which is all there is to see.
                if getppid() != parent { exit(1) }
                return
            }
        #endif
        Thread.detachNewThread {
            while getppid() == parent { Thread.sleep(forTimeInterval: checkInterval) }
            exit(1)
        }
    }

    /// True when nobody holds the read end of stdout any more: the parent that would read the
    /// answer is gone. A terminal or a file never reports this.
    private static var isAnswerUnread: Bool {
        var output = pollfd(fd: STDOUT_FILENO, events: 0, revents: 0)
        return poll(&output, 1, 0) > 0 && output.revents & Int16(POLLERR) != 0
    }
}
