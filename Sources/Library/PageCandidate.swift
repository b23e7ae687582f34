/// One catalogue's page count for a book, kept beside the one the book shows: catalogues (and
/// Google's own two counts) disagree, and the reader settles it with `shelf edit --pages`.
public struct PageCandidate: Equatable, Sendable {
    /// Where the count was read, as `catalogue.field`: `google.printedPageCount`,
    /// `openlibrary.number_of_pages`, ….
    public var origin: String
    /// The number of pages.
    public var pages: Int

    /// Makes a candidate.
    public init(origin: String, pages: Int) {
        self.origin = origin
        self.pages = pages
    }

    /// The catalogue named at the start of `origin`, when it is one shelf knows.
    public var source: MetadataSource? {
        origin.split(separator: ".", maxSplits: 1).first.flatMap { MetadataSource(rawValue: String($0)) }
    }

    /// The field after the catalogue in `origin` (`printedPageCount`).
    public var field: String {
        origin.split(separator: ".", maxSplits: 1).dropFirst().first.map(String.init) ?? origin
    }

    /// True when candidates differ by more than 10 % of the smaller one, which is more than
    /// front matter or a different count of blank pages explains.
    public static func disagree(_ candidates: [PageCandidate]) -> Bool {
        guard let low = candidates.map(\.pages).min(), let high = candidates.map(\.pages).max(), low > 0 else {
            return false
        }
        return Double(high) > Double(low) * 1.1
    }
}
