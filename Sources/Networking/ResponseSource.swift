import Foundation

/// Where a response came from, so callers and tests can tell a cache hit from a network fetch.
public enum ResponseSource: Equatable, Sendable {
    /// Fetched from the network just now.
    case network
    /// A fresh cache entry; the network was not used.
    case freshCache
    /// A cache entry the server confirmed unchanged (304); it is fresh again.
    case revalidated
    /// An expired entry served because the network failed or `--offline` was given.
    case staleCache(age: TimeInterval)
}
