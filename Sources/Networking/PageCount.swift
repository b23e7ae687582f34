/// One catalogue's page count for a book, with where it was read.
public struct PageCount: Equatable, Sendable {
    /// The number of pages, above zero.
    public var pages: Int
    /// The catalogue field it was read from.
    public var origin: PageCountOrigin

    /// Makes a candidate count.
    public init(pages: Int, origin: PageCountOrigin) {
        self.pages = pages
        self.origin = origin
    }
}
