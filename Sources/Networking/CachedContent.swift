/// What a cached answer holds, so a notice can say what it is showing.
public enum CachedContent: Equatable, Sendable {
    /// Google Books search results.
    case searchResults
    /// One Google Books volume's record.
    case bookRecord
    /// A dictionary entry.
    case dictionaryEntry
    /// Open Library search results.
    case openLibraryResults
    /// An Open Library edition, work or author record.
    case openLibraryRecord

    /// What `request` asks for: a search, one volume (`volumes/{id}`) or Open Library record, or a word.
    /// An Open Library search for one work's key is part of reading that work's record (which
    /// edition stands for it), and is named as the record, not as results nobody searched for.
    init(of request: NetworkRequest) {
        switch request.service {
        case .googleBooks: self = request.pathSegments.count > 1 ? .bookRecord : .searchResults
        case .dictionary: self = .dictionaryEntry
        case .openLibrary:
            let isSearch = request.pathSegments == ["search.json"]
                && request.query.first { $0.name == "q" }?.value?.hasPrefix(OpenLibraryClient.workKeyQuery) != true
            self = isSearch ? .openLibraryResults : .openLibraryRecord
        }
    }
}
