import Foundation

/// Everything that can go wrong between a command and the remote services, each with a one-line
/// message of the form `<what went wrong> — <what to do>`. Messages never contain the API key or
/// raw response bodies; remote messages are reduced to one line before they get here.
public enum NetworkError: Error, CustomStringConvertible, Equatable, Sendable {
    /// `--offline` was given and the cache holds nothing for the request.
    case offlineCacheMiss(NetworkService)
    /// No connection could be made (refused, unknown host, no network).
    case cannotConnect(host: String)
    /// The server did not answer within the timeout.
    case timedOut(host: String)
    /// The connection dropped mid-response on every attempt.
    case connectionLost(host: String)
    /// The `shelf-fetch` helper that performs requests is not where shelf expects it.
    case helperMissing(NetworkService, path: String)
    /// The `shelf-fetch` helper ran but gave no usable answer; `reason` says how it failed.
    case helperFailed(NetworkService, path: String, reason: String)
    /// HTTP 400: the service found the request malformed.
    case badRequest(NetworkService, message: String?)
    /// HTTP 429, or 403 with a quota reason: the shared quota is used up.
    case rateLimited(NetworkService, message: String?)
    /// HTTP 400/401/403 naming a key problem: the configured API key was refused.
    case invalidAPIKey(message: String?)
    /// HTTP 401/403 for another reason (for example an unsupported location).
    case forbidden(NetworkService, message: String?)
    /// HTTP 404 from a service where that means "no such record".
    case notFound(NetworkService, message: String?)
    /// HTTP 5xx after the allowed retries.
    case serverError(NetworkService, status: Int)
    /// Any other unexpected HTTP status.
    case httpStatus(NetworkService, status: Int, message: String?)
    /// A success status whose body could not be used.
    case invalidResponse(NetworkService, ResponseProblem)
    /// The dictionary has no entry for the word.
    case wordNotFound(String)
    /// A string that cannot be a Google Books volume id.
    case invalidVolumeID(String)
    /// A word that cannot be looked up (empty, or only spaces and punctuation).
    case invalidWord(String)
    /// A language code that is not two or three letters.
    case invalidLanguage(String)
    /// A search with no terms at all.
    case emptySearch
    /// A page size outside 1...40.
    case invalidLimit(Int)
    /// A page number below 1 or past `VolumeQuery.maximumPage`.
    case invalidPage(Int)
    /// A base URL from the environment that is not an http(s) URL.
    case invalidBaseURL(variable: String, value: String)
    /// The cache directory could not be created or written.
    case cacheUnwritable(path: String)

    public var description: String {
        switch self {
        case .offlineCacheMiss(let service):
            "nothing from \(service.displayName) is cached for this request and --offline is set"
                + " — run the command again without --offline"
        case .cannotConnect(let host):
            // Reaching this error means the cache had nothing to fall back on, so --offline would not help.
            "cannot connect to \(host) and nothing for this is cached yet — check the network connection and try again"
        case .timedOut(let host):
            "\(host) did not answer in time and nothing for this is cached yet — try again later"
        case .connectionLost(let host):
            "the connection to \(host) kept dropping — try again later"
        case .helperMissing(let service, let path):
            "cannot reach \(service.displayName) — the helper \(Self.helperName(path)) is missing from"
                + " \(Self.helperFolder(path)); reinstall shelf with shelf-fetch beside it"
        case .helperFailed(let service, let path, let reason):
            "cannot reach \(service.displayName) — the helper \(path) failed (\(reason));"
                + " reinstall shelf with shelf-fetch from the same build beside it"
        case .badRequest(let service, let message):
            "\(service.displayName) rejected the request as malformed\(Self.quoted(message)) — check the search terms"
        case .rateLimited(.googleBooks, let message):
            "Google Books refused the request because its quota is used up\(Self.quoted(message))"
                + " — set GOOGLE_BOOKS_API_KEY to your own API key, or try again later"
        case .rateLimited(.dictionary, let message):
            "the dictionary service is limiting requests\(Self.quoted(message))"
                + " — wait a minute and try again, or give the meaning with --definition"
        case .invalidAPIKey(let message):
            "Google Books refused the API key\(Self.quoted(message)) — check GOOGLE_BOOKS_API_KEY"
        case .forbidden(let service, let message):
            "\(service.displayName) refused the request\(Self.quoted(message)) — try again later"
        case .notFound(let service, let message):
            "\(service.displayName) has no such record\(Self.quoted(message)) — check the id or search again"
        case .serverError(let service, let status):
            "\(service.displayName) failed with server error \(status) — try again later"
        case .httpStatus(let service, let status, let message):
            "\(service.displayName) answered with HTTP status \(status)\(Self.quoted(message)) — try again later"
        case .invalidResponse(let service, let problem):
            "\(service.displayName) sent something that is not usable JSON (\(problem.rawValue)) — try again later"
        case .wordNotFound(let word):
            "the dictionary has no entry for \u{201C}\(word)\u{201D} — check the spelling, or add it with --definition"
        case .invalidVolumeID(let id):
            "\u{201C}\(id)\u{201D} is not a Google Books volume id — use an id shown by shelf search"
                + " (letters, digits, _ and -)"
        case .invalidWord(let word):
            "\u{201C}\(word)\u{201D} is not a word that can be looked up — give a word with at least one letter"
        case .invalidLanguage(let language):
            "\u{201C}\(language)\u{201D} is not a language code — use a two-letter code such as en"
        case .emptySearch:
            "nothing to search for — give search words, --title, --author or --isbn"
        case .invalidLimit(let limit):
            "\(limit) results per page is out of range — choose a limit from 1 to 40"
        case .invalidPage(let page):
            "page \(page) is out of range — choose a page from 1 to \(VolumeQuery.maximumPage)"
        case .invalidBaseURL(let variable, let value):
            "\(variable) is not an http(s) base URL: \u{201C}\(value)\u{201D} — set it to a URL such as"
                + " http://127.0.0.1:8080/books/v1, or unset it"
        case .cacheUnwritable(let path):
            "cannot write the cache at \(path) — check its permissions, or set SHELF_CACHE_DIR"
        }
    }

    /// True for failures where an older cached copy is better than nothing: the service may be
    /// fine again later, and the request itself was not wrong.
    var allowsStaleFallback: Bool {
        switch self {
        case .cannotConnect, .timedOut, .connectionLost, .rateLimited, .serverError, .invalidResponse, .helperMissing,
            .helperFailed:
            true
        default: false
        }
    }

    private static func helperName(_ path: String) -> String {
        URL(fileURLWithPath: path).lastPathComponent
    }

    private static func helperFolder(_ path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    private static func quoted(_ message: String?) -> String {
        guard let message, !message.isEmpty else { return "" }
        return ": \(message)"
    }
}
