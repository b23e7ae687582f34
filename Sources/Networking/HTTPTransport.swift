import Foundation

/// Performs one HTTP GET and waits for it. `NetworkManager` owns caching, retries and error
/// messages; a transport only moves bytes, so the manager can use libcurl in-process (tests) or
/// the `shelf-fetch` helper (the CLI, which keeps libcurl out of its own process).
public protocol HTTPTransport: Sendable {
    /// Sends a GET for `url` with `headers` and returns what came back, or why nothing usable did,
    /// giving up after about `timeout` seconds.
    func get(_ url: URL, headers: [String: String], timeout: TimeInterval) -> Result<HTTPResponse, TransportFailure>
}
