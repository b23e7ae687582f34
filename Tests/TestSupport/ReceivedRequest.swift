/// One request the loopback server received, kept so tests can check what the client sent.
public struct ReceivedRequest: Sendable, Equatable {
    /// The raw request line, e.g. `GET /books/v1/volumes?q=dune&key=SECRET HTTP/1.1`.
    public var requestLine: String
    /// The request target's path, without the query.
    public var path: String
    /// The request target's query (after `?`), or the empty string.
    public var query: String
    /// The headers, names lowercased.
    public var headers: [String: String]
}
