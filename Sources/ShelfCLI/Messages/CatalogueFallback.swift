import Networking

/// Why shelf asked Open Library instead of Google Books, worded for the one line it prints.
enum CatalogueFallback {
    /// Google Books failed with the error.
    case failed(NetworkError)
    /// Google Books answered, but found nothing.
    case foundNothing

    /// The line printed on stderr when Open Library answers instead, ending in `action`: `shelf:
    /// Google Books' daily quota is used up — showing Open Library results`. The first time the daily quota runs out it
    /// also says how to get past it; later commands that day only name it.
    func usingOpenLibrary(_ action: String) -> String {
        switch self {
        case .failed(.dailyQuotaUsedUp(_, _, let remembered)):
            "shelf: Google Books' daily quota is used up — \(action)"
                + (remembered ? "" : "; \(NetworkError.apiKeyHint) to use Google Books again today")
        case .failed(.offlineCacheMiss):
            "shelf: nothing from Google Books is cached for this — \(action)"
        case .failed(let error):
            "shelf: \(error.shortReason(service: .googleBooks)) — \(action)"
        case .foundNothing:
            "shelf: Google Books found nothing — \(action)"
        }
    }

    /// The line when Open Library failed too, naming both failures — `Google Books' daily quota
    /// is used up; Open Library: cannot connect to openlibrary.org — …` — or Google's empty
    /// answer and Open Library's failure (`Google Books found nothing; Open Library failed …`).
    func bothFailed(_ openLibrary: NetworkError) -> String {
        if case .failed(.offlineCacheMiss) = self, case .offlineCacheMiss = openLibrary {
            return "nothing from Google Books or Open Library is cached for this and --offline is set"
                + " — run the command again without --offline"
        }
        let google: String
        switch self {
        case .failed(let error): google = Self.named(.googleBooks, error)
        case .foundNothing: google = "Google Books found nothing"
        }
        let hint: String
        if case .failed(.dailyQuotaUsedUp(_, _, false)) = self {
            hint = NetworkError.apiKeyHint + ", or try again later"
        } else if case .cannotConnect = openLibrary {
            hint = "check the network connection and try again"
        } else {
            hint = "try again later"
        }
        return "\(google); \(Self.named(.openLibrary, openLibrary)) — \(hint)"
    }

    /// The failure's short reason, with the service's name in front unless the reason names it.
    private static func named(_ service: NetworkService, _ error: NetworkError) -> String {
        if case .offlineCacheMiss = error { return "nothing from \(service.displayName) is cached for this" }
        let reason = error.shortReason(service: service)
        return reason.contains(service.displayName) ? reason : "\(service.displayName): \(reason)"
    }
}
