import Essentials
import Networking

extension NetworkNotice {
    /// The line printed on stderr, `shelf: ` included: why cached data is shown and how old it is,
    /// or why an answer was not cached.
    var userMessage: String {
        switch self {
        case .showingCached(let content, let age, let failure):
            "shelf: \(failure.map { $0.shortReason(service: content.service) } ?? "offline") — showing \(content.name)"
                + " cached \(RelativeTime.age(age))"
        case .notCached(let error):
            "shelf: \(error.userMessage)"
        }
    }
}
