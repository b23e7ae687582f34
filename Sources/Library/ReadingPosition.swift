/// Where a reader is in a book: what both a full `Book` and a list line know, and the one place
/// progress in percent is worked out.
public protocol ReadingPosition {
    var status: BookStatus { get }
    var pageCount: Int? { get }
    var currentPage: Int? { get }
}

extension ReadingPosition {
    /// Progress through the current read-through in percent (0-100, one decimal), or nil without a
    /// page count; a read book is at 100.
    public var percent: Double? {
        guard let pageCount, pageCount > 0 else { return nil }
        if status == .read { return 100 }
        let page = Double(currentPage ?? 0)
        return (page / Double(pageCount) * 1000).rounded() / 10
    }
}
