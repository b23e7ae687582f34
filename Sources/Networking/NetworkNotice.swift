import Foundation

/// Something the reader should know while a request still succeeds; the command line words it.
public enum NetworkNotice: Equatable, Sendable {
    /// A cached `content` answers, `age` seconds old, instead of a fresh one: because of
    /// `--offline` when `failure` is nil, else because the network failed with `failure`.
    case showingCached(CachedContent, age: TimeInterval, failure: NetworkError?)
    /// A fresh answer could not be kept in the cache; it costs only speed next time.
    case notCached(NetworkError)
}
