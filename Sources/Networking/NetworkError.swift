/// Everything that can go wrong between a command and the remote services, with what it was about
/// (service, host, status, the server's message); the command line words it. Nothing here holds the
/// API key or a raw response body; remote messages are reduced to one line before they get here.
public enum NetworkError: Error, Equatable, Sendable {
    /// `--offline` was given and the cache holds nothing for the request.
    case offlineCacheMiss(NetworkService)
    /// No connection could be made to the service at `host` (refused, unknown host, no network).
    case cannotConnect(NetworkService, host: String)
    /// The service's server did not answer within the timeout.
    case timedOut(NetworkService, host: String)
    /// The connection to the service dropped mid-response on every attempt.
    case connectionLost(NetworkService, host: String)
    /// The `shelf-fetch` helper that performs requests is not where shelf expects it.
    case helperMissing(NetworkService, path: String)
    /// The `shelf-fetch` helper ran but gave no usable answer; `reason` says how it failed.
    case helperFailed(NetworkService, path: String, reason: String)
    /// HTTP 400: the service found the request malformed.
    case badRequest(NetworkService, message: String?)
    /// HTTP 429, or 403 with a quota reason: the shared quota is used up.
    case rateLimited(NetworkService, message: String?)
    /// HTTP 429 whose quota limit is a daily one (`defaultPerDayPerProject`): retrying cannot help
    /// before the day is over. `remembered` is true when an earlier answer today said so and the
    /// request was not sent at all.
    case dailyQuotaUsedUp(NetworkService, message: String?, remembered: Bool)
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
    /// A string that cannot be a Google Books volume id or an Open Library edition or work id.
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
    /// The disk holding the cache directory is full: no permission would help.
    case cacheDiskFull(path: String)

    /// True for failures where an older cached copy is better than nothing: the service may be
    /// fine again later, and the request itself was not wrong.
    var allowsStaleFallback: Bool {
        switch self {
        case .cannotConnect, .timedOut, .connectionLost, .rateLimited, .dailyQuotaUsedUp, .serverError, .invalidResponse,
            .helperMissing, .helperFailed:
            true
        default: false
        }
    }
}

extension NetworkError {
    /// True for failures of the catalogue itself (down, refusing, out of quota, answering
    /// nonsense), after which another catalogue may well answer; false for requests that were
    /// wrong in themselves (an empty search, a bad id or setting), which would be wrong there too.
    /// The error as a search meets it: a search has no record to miss, so a 404 is the service
    /// (or the base URL it was given) failing, an outage another catalogue may answer through.
    var asSearchFailure: NetworkError {
        guard case .notFound(let service, let message) = self else { return self }
        return .httpStatus(service, status: 404, message: message)
    }

    public var isCatalogueOutage: Bool {
        switch self {
        case .cannotConnect, .timedOut, .connectionLost, .badRequest, .rateLimited, .dailyQuotaUsedUp, .invalidAPIKey,
            .forbidden, .serverError, .httpStatus, .invalidResponse, .offlineCacheMiss:
            true
        // A missing or broken `shelf-fetch` breaks every catalogue alike: the installation needs fixing.
        case .helperMissing, .helperFailed, .notFound, .wordNotFound, .invalidVolumeID, .invalidWord, .invalidLanguage, .emptySearch, .invalidLimit,
            .invalidPage, .invalidBaseURL, .cacheUnwritable, .cacheDiskFull:
            false
        }
    }
}
