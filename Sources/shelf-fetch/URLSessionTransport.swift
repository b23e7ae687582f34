import Foundation
import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Performs one GET with URLSession and waits for it, turning the callback into a synchronous
/// result (the CLI is synchronous). URLSession's own cache and cookies are off: the DiskCache
/// decides. This is the only code that links FoundationNetworking; `shelf-fetch` runs it in its own
/// process so `shelf` itself starts without libcurl.
public final class URLSessionTransport: HTTPTransport {
    /// Makes a transport; it holds no state, each request gets its own session.
    public init() {}

    /// A session for one request. Made only when the network is really used: setting up
    /// URLSession (and libcurl under it) costs more than a whole answer from the cache.
    private func makeSession(timeout: TimeInterval) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        return URLSession(configuration: configuration)
    }

    public func get(_ url: URL, headers: [String: String], timeout: TimeInterval) -> Result<
        HTTPResponse, TransportFailure
    > {
        let session = makeSession(timeout: timeout)
        defer { session.finishTasksAndInvalidate() }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = "GET"
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }

        let outcome = LockedValue<Result<HTTPResponse, TransportFailure>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let task = session.dataTask(with: request) { data, response, error in
            outcome.set(Self.result(data: data, response: response, error: error))
            done.signal()
        }
        task.resume()
        // URLSession enforces the timeout itself; this bound only guards against a callback that
        // never comes, so a command can never hang.
        if done.wait(timeout: .now() + timeout + 2) == .timedOut {
            task.cancel()
            return .failure(.timedOut)
        }
        return outcome.get() ?? .failure(.connectionLost)
    }

    private static func result(data: Data?, response: URLResponse?, error: (any Error)?) -> Result<
        HTTPResponse, TransportFailure
    > {
        if let error { return .failure(failure(for: error)) }
        guard let http = response as? HTTPURLResponse else { return .failure(.notHTTP) }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
        }
        let body = data ?? Data()
        // A body shorter than its Content-Length means the connection dropped mid-transfer.
        if let length = headers["content-length"].flatMap({ Int($0) }), body.count < length {
            return .failure(.truncated)
        }
        return .success(HTTPResponse(status: http.statusCode, headers: headers, body: body))
    }

    /// Maps URLSession's errors, which differ by platform: on Linux (libcurl) an empty reply is
    /// `badServerResponse`, a body cut short is `unknown` with curl's "transfer closed with N bytes
    /// remaining" text, and bytes that are not HTTP are `unsupportedURL` ("Received HTTP/0.9").
    private static func failure(for error: any Error) -> TransportFailure {
        guard let urlError = error as? URLError else { return .connectionLost }
        switch urlError.code {
        case .timedOut:
            return .timedOut
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet,
            .internationalRoamingOff, .dataNotAllowed, .secureConnectionFailed,
            .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid,
            .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            return .cannotConnect
        case .unsupportedURL, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData:
            return .notHTTP
        case .unknown where urlError.localizedDescription.contains("transfer closed with"):
            return .truncated
        default:
            // networkConnectionLost, badServerResponse (an empty reply) and anything unforeseen:
            // a dropped connection is the reading that leads to a bounded retry.
            return .connectionLost
        }
    }
}
