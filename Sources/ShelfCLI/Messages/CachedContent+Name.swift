import Networking

extension CachedContent {
    /// The service it came from.
    var service: NetworkService {
        switch self {
        case .searchResults, .bookRecord: .googleBooks
        case .dictionaryEntry: .dictionary
        case .openLibraryResults, .openLibraryRecord: .openLibrary
        }
    }

    /// What it is, as a notice names it.
    var name: String {
        switch self {
        case .searchResults: "Google Books results"
        case .bookRecord: "the Google Books record"
        case .dictionaryEntry: "the dictionary entry"
        case .openLibraryResults: "Open Library results"
        case .openLibraryRecord: "the Open Library record"
        }
    }
}
