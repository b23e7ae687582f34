import Foundation

/// A response the loopback server sends for a route: a status, headers and a body, optionally
/// after a delay (a slow server) or replaced by a fault.
public struct StubResponse: Sendable {
    /// The HTTP status code.
    public var status: Int
    /// Extra headers; `Content-Length` (unless the fault leaves it out) and `Connection: close` are
    /// added by the server.
    public var headers: [String: String]
    /// The body bytes.
    public var body: Data
    /// Seconds to wait before sending anything, to provoke client timeouts.
    public var delay: TimeInterval
    /// A misbehaviour that replaces or cuts the normal response.
    public var fault: ResponseFault?

    /// Makes a response; the body defaults to empty and the content type is not set for you.
    public init(
        status: Int = 200, headers: [String: String] = [:], body: Data = Data(), delay: TimeInterval = 0,
        fault: ResponseFault? = nil
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
        self.fault = fault
    }

    /// A JSON response with `Content-Type: application/json; charset=UTF-8`.
    public static func json(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> StubResponse {
        var all = headers
        all["Content-Type"] = "application/json; charset=UTF-8"
        return StubResponse(status: status, headers: all, body: Data(text.utf8))
    }

    /// An HTML page, as a proxy or captive portal would send.
    public static func html(_ text: String, status: Int = 200) -> StubResponse {
        StubResponse(status: status, headers: ["Content-Type": "text/html; charset=UTF-8"], body: Data(text.utf8))
    }

    /// A fault with no regular response at all.
    public static func fault(_ fault: ResponseFault, delay: TimeInterval = 0) -> StubResponse {
        StubResponse(delay: delay, fault: fault)
    }
}
