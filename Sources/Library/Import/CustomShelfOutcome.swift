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

    /// Counts `record` into `outcomes`, which hold one entry per custom exclusive shelf in the
    /// order the file first names them; spellings that differ only in case, accents, `-`, `_` or
    /// spaces are one shelf, as they are when mapped. Counted row by row, as an import streams.
    static func count(_ record: GoodreadsRecord, shelfMap: ShelfStatusMap, into outcomes: inout [CustomShelfOutcome]) {
        guard let shelf = record.customExclusiveShelf else { return }
        let key = GoodreadsShelf.matchingKey(shelf)
        if let position = outcomes.firstIndex(where: { GoodreadsShelf.matchingKey($0.shelf) == key }) {
            outcomes[position].books += 1
        } else {
            outcomes.append(CustomShelfOutcome(shelf: shelf, status: record.status(using: shelfMap), books: 1))
        }
    }
}
