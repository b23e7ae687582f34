import Library
import Networking

/// A catalogue's numbers as the library could keep them: a page count or year outside
/// `BookLimits` (Google's 10,000,000 pages, a first publication in the year 10^15) is a slip of the
/// catalogue, dropped as a page count of 0 is, so it neither blocks an add nor shows in a search.
extension Volume {
    /// The page counts from 1 to `BookLimits.pages`, in order of preference.
    var plausiblePageCounts: [PageCount] {
        pageCounts.filter { Self.isPlausible(pages: $0.pages) }
    }

    /// The page count to show and store: the preferred one when it is plausible, else the next
    /// plausible candidate.
    var plausiblePageCount: Int? {
        if let pageCount, Self.isPlausible(pages: pageCount) { return pageCount }
        return plausiblePageCounts.first?.pages
    }

    /// The year of publication, when within `BookLimits.years`.
    var plausibleYear: Int? {
        year.flatMap { BookLimits.years.contains($0) ? $0 : nil }
    }

    /// The year of first publication, when within `BookLimits.years`.
    var plausibleOriginalYear: Int? {
        originalYear.flatMap { BookLimits.years.contains($0) ? $0 : nil }
    }

    private static func isPlausible(pages: Int) -> Bool {
        (1...BookLimits.pages).contains(pages)
    }
}
