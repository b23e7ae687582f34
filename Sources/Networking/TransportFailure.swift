/// Why an attempt produced no HTTP response at all.
enum TransportFailure: Error, Equatable, Sendable {
    /// Refused, unknown host, or no network: retrying at once will not help.
    case cannotConnect
    /// Nothing, or not everything, arrived within the timeout.
    case timedOut
    /// The connection closed early: worth a retry.
    case connectionLost
    /// The response ended before its announced length: worth a retry.
    case truncated
    /// The server sent bytes that are not HTTP.
    case notHTTP
}
