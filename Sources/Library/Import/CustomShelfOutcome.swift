/// Where the books on one of the reader's own exclusive shelves went: a file's `owned-unread` or
/// `abgebrochen` shelf has no list of the same name in shelf, so the summary says which list its
/// books joined, and the reader can correct it with `--shelf-map` before importing for real.
public struct CustomShelfOutcome: Equatable, Sendable {
    /// The shelf's name as the file first spells it.
    public var shelf: String
    /// The list its books were put on.
    public var status: BookStatus
    /// How many rows of the file were on it.
    public var books: Int

    /// Makes one from its parts.
    public init(shelf: String, status: BookStatus, books: Int) {
        self.shelf = shelf
        self.status = status
        self.books = books
    }

    /// One entry per custom exclusive shelf of `records`, in the order the file first names them;
    /// spellings that differ only in case, accents, `-`, `_` or spaces are one shelf, as they are
    /// when mapped.
    static func grouping(_ records: [GoodreadsRecord], shelfMap: ShelfStatusMap) -> [CustomShelfOutcome] {
        var outcomes: [CustomShelfOutcome] = []
        var positions: [String: Int] = [:]
        for record in records {
            guard let shelf = record.customExclusiveShelf else { continue }
            let key = GoodreadsShelf.matchingKey(shelf)
            if let position = positions[key] {
                outcomes[position].books += 1
            } else {
                positions[key] = outcomes.count
                outcomes.append(CustomShelfOutcome(shelf: shelf, status: record.status(using: shelfMap), books: 1))
            }
        }
        return outcomes
    }
}
