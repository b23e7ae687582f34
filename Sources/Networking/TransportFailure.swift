/// Why an attempt produced no HTTP response at all. The cases travel between `shelf` and the
/// `shelf-fetch` helper (see `FetchWire`); the helper cases arise only on the `shelf` side, when
/// the helper itself cannot be used.
public enum TransportFailure: Error, CustomStringConvertible, Equatable, Sendable {
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
    /// Each answer was a redirect, past the most the helper follows: a loop, or a base URL that
    /// leads nowhere.
    case endlessRedirects
    /// The body, decompressed, is larger than `HTTPResponse.maximumBodySize`; the transfer was stopped.
    case tooLarge
    /// The helper executable at `path` does not exist or cannot be run.
    case helperMissing(path: String)
    /// The helper at `path` ran but gave no usable answer (crashed, failed, or wrote garbage).
    case helperFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .cannotConnect: "no connection could be made — check the network"
        case .timedOut: "no answer in time — try again later"
        case .connectionLost: "the connection dropped — try again"
        case .truncated: "the response was cut short — try again"
        case .notHTTP: "the server did not speak HTTP — check the base URL"
        case .endlessRedirects: "the server redirected again and again — check the base URL"
        case .tooLarge: "the response was larger than any real answer — check the base URL"
        case .helperMissing(let path): "the helper \(path) is missing — reinstall shelf with shelf-fetch beside it"
        case .helperFailed(let path, let reason): "the helper \(path) failed: \(reason) — reinstall shelf with shelf-fetch beside it"
        }
    }
}
