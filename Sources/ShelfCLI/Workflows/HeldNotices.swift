import Networking
import Synchronization

/// Network notes kept back while a command decides whether what they describe is shown at all.
final class HeldNotices: Sendable {
    private let notices = Mutex<[NetworkNotice]>([])

    /// Keeps `notice`; pass as a network manager's `notify`.
    @Sendable func hold(_ notice: NetworkNotice) {
        notices.withLock { $0.append(notice) }
    }

    /// Keeps `notice` unless one that reads the same is kept already (records cached together
    /// differ by seconds of age, not in their line); true when it was new.
    func holdOnce(_ notice: NetworkNotice) -> Bool {
        notices.withLock { held in
            guard !held.contains(where: { $0.userMessage == notice.userMessage }) else { return false }
            held.append(notice)
            return true
        }
    }

    /// The notes kept, in the order they came.
    var held: [NetworkNotice] {
        notices.withLock { $0 }
    }
}
