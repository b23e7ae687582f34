/// The lists a reader says their own exclusive shelves stand for (`--shelf-map on-hold=dnf`),
/// which win over the names shelf recognises by itself.
public struct ShelfStatusMap: Equatable, Sendable {
    /// Statuses by `GoodreadsShelf.matchingKey`, so `On Hold` and `on-hold` are one shelf.
    private var statuses: [String: BookStatus] = [:]

    /// An empty map: every shelf goes where its name says.
    public init() {}

    /// Sends books on `shelf` to `status`; a later mapping of the same shelf replaces an earlier one.
    public mutating func map(_ shelf: String, to status: BookStatus) {
        statuses[GoodreadsShelf.matchingKey(shelf)] = status
    }

    /// The status the reader gave `shelf`, nil when they did not map it.
    public func status(ofShelf shelf: String) -> BookStatus? {
        statuses[GoodreadsShelf.matchingKey(shelf)]
    }
}
