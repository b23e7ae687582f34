import Foundation

/// A GET request to one of the services, described relative to its base URL so that the cache
/// key does not depend on where the service lives. Credentials are kept apart from the query so
/// they are sent but never become part of the key, a file name or a message.
public struct NetworkRequest: Equatable, Sendable {
    /// The service the request goes to.
    public var service: NetworkService
    /// Path segments below the base URL, not yet encoded, e.g. `["volumes", "abc"]`.
    public var pathSegments: [String]
    /// Query parameters, not yet encoded, in the order they are sent.
    public var query: [URLQueryItem]
    /// Parameters sent after the query but left out of the cache key (the API key).
    public var credentials: [URLQueryItem]
    /// How long a response stays fresh in the cache.
    public var maxAge: TimeInterval
    /// The oldest cached answer this one request accepts without asking the server; nil accepts any
    /// fresh entry. A refresh sets 0 and still stores the answer for `maxAge`.
    public var acceptedAge: TimeInterval?
    /// What a usable answer looks like; others are neither cached nor served from the cache.
    public var answerShape: AnswerShape

    /// Makes a request description.
    public init(
        service: NetworkService, pathSegments: [String], query: [URLQueryItem] = [],
        credentials: [URLQueryItem] = [], maxAge: TimeInterval, answerShape: AnswerShape = .anyJSON
    ) {
        self.service = service
        self.pathSegments = pathSegments
        self.query = query
        self.credentials = credentials
        self.maxAge = maxAge
        self.answerShape = answerShape
    }

    /// The encoded path and query relative to the base URL, without credentials.
    public var relativeReference: String {
        let path = pathSegments.map(PercentEncoding.encode).joined(separator: "/")
        return query.isEmpty ? path : path + "?" + Self.encodedQuery(query)
    }

    /// The key the response is cached under.
    public var cacheKey: CacheKey { CacheKey(service: service, request: relativeReference) }

    /// The full URL on `base`, credentials included; nil only if the result does not parse.
    public func url(base: URL) -> URL? {
        var text = base.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        text += "/" + relativeReference
        if !credentials.isEmpty {
            text += (query.isEmpty ? "?" : "&") + Self.encodedQuery(credentials)
        }
        return URL(string: text)
    }

    private static func encodedQuery(_ items: [URLQueryItem]) -> String {
        items.map { PercentEncoding.encode($0.name) + "=" + PercentEncoding.encode($0.value ?? "") }
            .joined(separator: "&")
    }
}
