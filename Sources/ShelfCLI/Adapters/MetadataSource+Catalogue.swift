import Library
import Networking

/// The library's name for a catalogue and the network's are the same two catalogues.
extension MetadataSource {
    init(_ catalogue: Catalogue) {
        switch catalogue {
        case .googleBooks: self = .googleBooks
        case .openLibrary: self = .openLibrary
        }
    }

    /// The catalogue's name in messages and tables.
    var displayName: String {
        switch self {
        case .googleBooks: Catalogue.googleBooks.displayName
        case .openLibrary: Catalogue.openLibrary.displayName
        }
    }
}
