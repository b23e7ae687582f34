/// A catalogue a book's details came from. The library remembers it per field, so `show` can say
/// where a value came from and a refresh from another catalogue can fill only what is missing.
public enum MetadataSource: String, Sendable, CaseIterable {
    /// Google Books.
    case googleBooks = "google"
    /// Open Library.
    case openLibrary = "openlibrary"
}
