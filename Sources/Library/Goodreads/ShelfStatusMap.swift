/// The lists a reader says their own exclusive shelves stand for (`--shelf-map on-hold=dnf`),
/// which win over the names shelf recognises by itself.
public struct ShelfStatusMap: Equatable, Sendable {
    /// Statuses by `GoodreadsShelf.matchingKey`, so `On Hold` and `on-hold` are one shelf.
    private var statuses: [String: BookStatus] = [:]
    /// The shelves as the reader typed them, in order, for saying which were never used.
    private var typed: [String] = []

    /// An empty map: every shelf goes where its name says.
    public init() {}

    /// Sends books on `shelf` to `status`. Returns the other status an earlier mapping gave the
    /// same shelf (`Abandoned` and `abandoned` are one), which the caller refuses rather than let
    /// the later one win unseen; nil when there was none or it was the same.
    public mutating func map(_ shelf: String, to status: BookStatus) -> BookStatus? {
        let key = GoodreadsShelf.matchingKey(shelf)
        if let earlier = statuses[key], earlier != status { return earlier }
        statuses[key] = status
        typed.append(shelf)
        return nil
    }

    /// The reader's own shelves mapped here that none of `found` (a file's custom exclusive
    /// shelves) is, as typed: most likely a typo, which the summary points out. Goodreads'
    /// built-in shelves are left out, since a file's use of them is not listed in `found`.
    public func unused(among found: [String]) -> [String] {
        let foundKeys = Set(found.map(GoodreadsShelf.matchingKey))
        var seen: Set<String> = []
        return typed.filter { shelf in
            let key = GoodreadsShelf.matchingKey(shelf)
            return !GoodreadsShelf.isStandard(shelf) && !foundKeys.contains(key) && seen.insert(key).inserted
        }
    }

    /// The status the reader gave `shelf`, nil when they did not map it.
    public func status(ofShelf shelf: String) -> BookStatus? {
        // Without a map (the usual import) there is nothing to look up, and the name's key is
        // not worked out: an import asks for every row.
        guard !statuses.isEmpty else { return nil }
        return statuses[GoodreadsShelf.matchingKey(shelf)]
    }
}
