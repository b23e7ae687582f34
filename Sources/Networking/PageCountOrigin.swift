/// Which count in which catalogue a page count was read from. Catalogues disagree (Google's own
/// two counts can differ by half), so every candidate keeps its origin for the reader to judge.
public enum PageCountOrigin: String, Sendable, CaseIterable {
    /// Google Books' `printedPageCount`, the count of the printed edition.
    case googlePrinted = "google.printedPageCount"
    /// Google Books' `pageCount`, often of the e-book.
    case googleCount = "google.pageCount"
    /// An Open Library edition's `number_of_pages`.
    case openLibraryPages = "openlibrary.number_of_pages"
    /// The number in an Open Library edition's `pagination` text (`335p. ;`).
    case openLibraryPagination = "openlibrary.pagination"
    /// Open Library search's `number_of_pages_median` over a work's editions.
    case openLibraryMedian = "openlibrary.number_of_pages_median"

    /// The catalogue the count came from.
    public var catalogue: Catalogue {
        switch self {
        case .googlePrinted, .googleCount: .googleBooks
        case .openLibraryPages, .openLibraryPagination, .openLibraryMedian: .openLibrary
        }
    }
}
