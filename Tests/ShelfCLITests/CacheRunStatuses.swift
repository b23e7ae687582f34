import Foundation

/// Exit statuses of `shelf` runs gathered from several threads at once.
final class CacheRunStatuses: @unchecked Sendable {
    // Unchecked Sendable: `statuses` is only touched while holding `lock`.
    private let lock = NSLock()
    private var statuses: [Int32] = []

    func append(_ status: Int32) { lock.withLock { statuses.append(status) } }
    var values: [Int32] { lock.withLock { statuses } }
}
