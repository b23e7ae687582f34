internal import Essentials
import Foundation

/// Everything the networking layer needs from the outside: where the services live, the optional
/// API key, where the cache is, and the limits that keep a command from waiting forever.
public struct NetworkSettings: Sendable {
    /// The Google Books API v1 base URL; requests go to `BASE/volumes…`.
    public var googleBooksBaseURL: URL
    /// The Free Dictionary API base URL; requests go to `BASE/{lang}/{word}`.
    public var dictionaryBaseURL: URL
    /// The Open Library base URL; requests go to `BASE/search.json`, `BASE/api/books`, `BASE/works/…`.
    public var openLibraryBaseURL: URL
    /// Sent as `key=` to Google Books when present; never written to disk or shown.
    public var googleBooksAPIKey: String?
    /// The directory holding one file per cached response.
    public var cacheDirectory: URL
    /// When true, only the cache is used and the network is never touched.
    public var offline: Bool
    /// Seconds allowed for connecting and for the whole of one request.
    public var timeout: TimeInterval
    /// How many times a request is retried after a 5xx, a 429 or a dropped connection.
    public var maxRetries: Int
    /// The longest `Retry-After` honoured; a server asking for longer is not retried.
    public var maxRetryDelay: TimeInterval
    /// The cache is trimmed to this size, least recently used entries first.
    public var cacheSizeLimitBytes: Int

    /// The public Google Books endpoint.
    public static let defaultGoogleBooksBaseURL = URL(string: "https://www.googleapis.com/books/v1")
    /// The public Free Dictionary endpoint.
    public static let defaultDictionaryBaseURL = URL(string: "https://api.dictionaryapi.dev/api/v2/entries")

    /// The public Open Library endpoint.
    public static let defaultOpenLibraryBaseURL = URL(string: "https://openlibrary.org")

    /// Makes settings with the production defaults for everything not given.
    public init(
        googleBooksBaseURL: URL? = nil,
        dictionaryBaseURL: URL? = nil,
        openLibraryBaseURL: URL? = nil,
        googleBooksAPIKey: String? = nil,
        cacheDirectory: URL,
        offline: Bool = false,
        timeout: TimeInterval = 10,
        maxRetries: Int = 2,
        maxRetryDelay: TimeInterval = 10,
        cacheSizeLimitBytes: Int = 50 * 1024 * 1024
    ) {
        // The defaults are literals that always parse; the fallback only satisfies the type checker.
        let fallback = URL(fileURLWithPath: "/")
        self.googleBooksBaseURL = googleBooksBaseURL ?? Self.defaultGoogleBooksBaseURL ?? fallback
        self.dictionaryBaseURL = dictionaryBaseURL ?? Self.defaultDictionaryBaseURL ?? fallback
        self.openLibraryBaseURL = openLibraryBaseURL ?? Self.defaultOpenLibraryBaseURL ?? fallback
        self.googleBooksAPIKey = googleBooksAPIKey
        self.cacheDirectory = cacheDirectory
        self.offline = offline
        self.timeout = timeout
        self.maxRetries = maxRetries
        self.maxRetryDelay = maxRetryDelay
        self.cacheSizeLimitBytes = cacheSizeLimitBytes
    }

    /// Reads `SHELF_GOOGLE_BOOKS_URL`, `SHELF_DICTIONARY_URL`, `SHELF_OPEN_LIBRARY_URL` and `GOOGLE_BOOKS_API_KEY` from the
    /// given environment; empty values count as unset. Throws when a base URL is not http(s).
    public static func fromEnvironment(
        _ env: [String: String], cacheDirectory: URL, offline: Bool
    ) throws(NetworkError) -> NetworkSettings {
        let apiKey = env["GOOGLE_BOOKS_API_KEY"].map { Whitespace.trimmed($0, newlines: true) }
        return NetworkSettings(
            googleBooksBaseURL: try baseURL(env, "SHELF_GOOGLE_BOOKS_URL"),
            dictionaryBaseURL: try baseURL(env, "SHELF_DICTIONARY_URL"),
            openLibraryBaseURL: try baseURL(env, "SHELF_OPEN_LIBRARY_URL"),
            googleBooksAPIKey: apiKey?.isEmpty == false ? apiKey : nil,
            cacheDirectory: cacheDirectory,
            offline: offline
        )
    }

    private static func baseURL(_ env: [String: String], _ variable: String) throws(NetworkError) -> URL? {
        guard let value = env[variable].map({ Whitespace.trimmed($0, newlines: false) }), !value.isEmpty else { return nil }
        guard let url = URL(string: value), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", url.host?.isEmpty == false,
            url.query == nil, url.fragment == nil
        else { throw .invalidBaseURL(variable: variable, value: value) }
        return url
    }

    /// The base URL of one service.
    public func baseURL(for service: NetworkService) -> URL {
        switch service {
        case .googleBooks: googleBooksBaseURL
        case .dictionary: dictionaryBaseURL
        case .openLibrary: openLibraryBaseURL
        }
    }
}
