import Foundation

/// One GET as `shelf` hands it to the `shelf-fetch` helper: the URL (which may hold the API key,
/// so it travels on stdin, never in the helper's arguments), the headers and the timeout.
public struct FetchRequest: Sendable, Equatable {
    /// The full URL to fetch.
    public var url: URL
    /// Request headers, such as `Accept` and the cache validators.
    public var headers: [String: String]
    /// Seconds allowed for the whole request.
    public var timeout: TimeInterval

    /// Makes a request.
    public init(url: URL, headers: [String: String], timeout: TimeInterval) {
        self.url = url
        self.headers = headers
        self.timeout = timeout
    }
}
