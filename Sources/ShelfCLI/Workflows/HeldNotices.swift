import Networking
import Synchronization

/// Network notes kept back while a command decides whether what they describe is shown at all.
final class HeldNotices: Sendable {
    private let notices = Mutex<[NetworkNotice]>([])

    /// Keeps `notice`; pass as a network manager's `notify`.
    @Sendable func hold(_ notice: NetworkNotice) {
        notices.withLock { $0.append(notice) }
    }

    /// The notes kept, in the order they came.
    var held: [NetworkNotice] {
        notices.withLock { $0 }
    }
}
