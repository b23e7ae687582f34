/// What a cached answer holds, so a notice can say what it is showing.
public enum CachedContent: Equatable, Sendable {
    /// Google Books search results.
    case searchResults
    /// One Google Books volume's record.
    case bookRecord
    /// A dictionary entry.
    case dictionaryEntry

    /// What `request` asks for: a search, one volume (`volumes/{id}`), or a word.
    init(of request: NetworkRequest) {
        switch request.service {
        case .googleBooks: self = request.pathSegments.count > 1 ? .bookRecord : .searchResults
        case .dictionary: self = .dictionaryEntry
        }
    }
}
