/// The book catalogues shelf can search and add from. Each book field remembers which one gave it,
/// and a search can be sent to one or fall back from Google Books to Open Library.
public enum Catalogue: String, Sendable, CaseIterable {
    /// Google Books, the default: rich records, but a shared quota that often runs out.
    case googleBooks = "google"
    /// Open Library: no key and no daily quota, a second opinion on page counts.
    case openLibrary = "openlibrary"

    /// The service that answers for the catalogue, which names its cache entries and errors.
    public var service: NetworkService {
        switch self {
        case .googleBooks: .googleBooks
        case .openLibrary: .openLibrary
        }
    }

    /// The catalogue's name in messages and tables.
    public var displayName: String { service.displayName }

    /// The catalogue a `--source` value or `source =` setting names (`google`, `openlibrary`), or nil.
    public init?(argument: String) {
        switch argument.lowercased() {
        case "google", "googlebooks", "google-books": self = .googleBooks
        case "openlibrary", "open-library", "ol": self = .openLibrary
        default: return nil
        }
    }
}
