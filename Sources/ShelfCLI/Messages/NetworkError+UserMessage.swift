import Essentials
import Foundation
import Networking

extension NetworkError {
    /// The line shown after `shelf: `: what went wrong, then what to do (an option or setting to
    /// use, or to wait).
    var userMessage: String {
        switch self {
        case .offlineCacheMiss(let service):
            "nothing from \(service.displayName) is cached for this request and --offline is set"
                + " — run the command again without --offline"
        case .cannotConnect(let service, let host):
            // Reaching this error means the cache had nothing to fall back on, so --offline would not help.
            "cannot connect to \(service.displayName) at \(host) and nothing for this is cached yet — check the network connection and try again"
        case .timedOut(let service, let host):
            "\(service.displayName) (\(host)) did not answer in time and nothing for this is cached yet — try again later"
        case .connectionLost(let service, let host):
            "the connection to \(service.displayName) (\(host)) kept dropping — try again later"
        case .helperMissing(let service, let path):
            "cannot reach \(service.displayName) — the helper \(URL(fileURLWithPath: path).lastPathComponent) is missing from"
                + " \(URL(fileURLWithPath: path).deletingLastPathComponent().path); reinstall shelf with shelf-fetch beside it"
        case .helperFailed(let service, let path, let reason):
            "cannot reach \(service.displayName) — the helper \(path) failed (\(reason));"
                + " reinstall shelf with shelf-fetch from the same build beside it"
        case .badRequest(let service, let message):
            "\(service.displayName) rejected the request as malformed\(Self.quoted(message)) — check the search terms"
        // A daily quota is `dailyQuotaUsedUp`: this is a limit per minute, or one Google does not name.
        case .rateLimited(.googleBooks, let message):
            "Google Books is limiting requests\(Self.quoted(message)) — wait a minute and try again, or \(Self.apiKeyHint)"
        case .rateLimited(.dictionary, let message):
            "the dictionary service is limiting requests\(Self.quoted(message))"
                + " — wait a minute and try again, or give the meaning with --definition"
        case .rateLimited(.openLibrary, let message):
            "Open Library is limiting requests\(Self.quoted(message)) — wait a minute and try again"
        case .dailyQuotaUsedUp(let service, let message, _):
            "\(service.displayName)' daily quota is used up\(Self.quoted(message)) — \(Self.apiKeyHint), or try again tomorrow"
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
        case .invalidResponse(let service, .endlessRedirects):
            "\(service.displayName) redirected again and again without an answer — check \(service.baseURLVariable) if you set it, else try again later"
        case .invalidResponse(let service, let problem):
            "\(service.displayName) sent something that is not usable JSON (\(problem.rawValue)) — try again later"
        case .wordNotFound(let word):
            "the dictionary has no entry for \(word.quotedInMessage) — check the spelling, or add it with --definition"
        case .invalidVolumeID(let id):
            "\(id.quotedInMessage) is not a Google Books volume id or Open Library id — use an id shown by shelf search"
                + " (a volume id is letters, digits, _ and -; an Open Library id is OL, digits and M or W)"
        case .invalidWord(let word):
            "\(word.quotedInMessage) is not a word that can be looked up — give a word or short phrase with at least one letter, of at most \(DictionaryRules.wordLength) characters"
        case .invalidLanguage(let language):
            "\(language.quotedInMessage) is not a language code — use \(ArgumentForms.language)"
        case .emptySearch:
            "nothing to search for — give search words, --title, --author or --isbn"
        case .invalidLimit(let limit):
            "\(limit) results per page is out of range — choose a limit from 1 to 40"
        case .invalidPage(let page):
            "page \(page) of results is out of range — give a page from 1 to \(VolumeQuery.maximumPage)"
        case .invalidBaseURL(let variable, let value):
            "\(variable) is not an http(s) base URL: \(value.quotedInMessage) — set it to a URL such as"
                + " http://127.0.0.1:8080/books/v1, or unset it"
        case .cacheUnwritable(let path):
            "cannot write the cache at \(path) — check its permissions, or set SHELF_CACHE_DIR"
        case .cacheDiskFull(let path):
            "the disk holding the cache at \(path) is full — free some space on it, or set SHELF_CACHE_DIR to a folder on another disk"
        }
    }

    /// Why the network could not answer, in the few words a notice about cached data starts with.
    func shortReason(service: NetworkService) -> String {
        switch self {
        case .cannotConnect(_, let host): "cannot connect to \(host)"
        case .timedOut(_, let host): "\(host) did not answer in time"
        case .connectionLost(_, let host): "the connection to \(host) dropped"
        case .rateLimited: "\(service.displayName) is limiting requests"
        case .dailyQuotaUsedUp: "\(service.displayName)' daily quota is used up"
        case .serverError(_, let status): "\(service.displayName) failed with server error \(status)"
        case .invalidResponse(_, let problem): "\(service.displayName) sent \(problem.rawValue)"
        case .helperMissing: "the helper shelf-fetch is missing"
        case .helperFailed: "the helper shelf-fetch failed"
        default: "\(service.displayName) is unavailable"
        }
    }

    /// How to get past Google's shared quota for good.
    static let apiKeyHint = "set GOOGLE_BOOKS_API_KEY, or google-books-api-key in the config file, to your own API key"

    private static func quoted(_ message: String?) -> String {
        guard let message, !message.isEmpty else { return "" }
        return ": \(message)"
    }
}
