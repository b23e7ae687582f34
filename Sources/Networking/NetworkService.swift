/// The remote services shelf talks to. The service names the cache entries and the error
/// messages, so a message can say which service failed and what the user can do about it.
public enum NetworkService: String, Sendable, CaseIterable {
    /// The Google Books API v1.
    case googleBooks = "googlebooks"
    /// The Free Dictionary API (dictionaryapi.dev).
    case dictionary = "dictionary"
    /// Open Library's search, Books, works and authors APIs (openlibrary.org).
    case openLibrary = "openlibrary"

    /// The name used in messages to the user.
    public var displayName: String {
        switch self {
        case .googleBooks: "Google Books"
        case .dictionary: "the dictionary service"
        case .openLibrary: "Open Library"
        }
    }

    /// The environment variable that points the service at another base URL (a mirror, a test
    /// server), which a message names when the answers suggest a wrong one.
    public var baseURLVariable: String {
        switch self {
        case .googleBooks: "SHELF_GOOGLE_BOOKS_URL"
        case .dictionary: "SHELF_DICTIONARY_URL"
        case .openLibrary: "SHELF_OPEN_LIBRARY_URL"
        }
    }
}
