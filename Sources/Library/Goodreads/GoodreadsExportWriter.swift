/// A Goodreads export written one book at a time (see `GoodreadsCSV.write(_:olderForm:)` for
/// what each row holds), handing its CSV over in chunks, so neither the file nor the books need be
/// held whole. Shelf positions are numbered down from each shelf's count of books, as in
/// Goodreads' newest-first files: the counts are known before the first book is written.
struct GoodreadsExportWriter {
    /// How many bytes are gathered before they are handed over: large enough that the hand-overs
    /// cost nothing, small enough that memory stays flat however large the library.
    static let chunkSize = 64 * 1024

    private var writer = CSVWriter()
    private let olderForm: Bool
    /// The position the next book on each shelf gets.
    private var remainingOnShelf: [String: Int]

    /// An export whose books are on the shelves `shelfCounts` counts (`GoodreadsCSV.countShelves`),
    /// in the older 31-column form when `olderForm`, beginning with its header.
    init(olderForm: Bool, shelfCounts: [String: Int]) {
        self.olderForm = olderForm
        remainingOnShelf = shelfCounts
        writer.append(olderForm ? GoodreadsCSV.olderHeader : GoodreadsCSV.header)
    }

    /// Writes the row of one book, with the row it was imported from when it has one, handing
    /// the CSV so far to `write` once a chunk has gathered.
    mutating func append(
        _ record: GoodreadsRecord, imported: GoodreadsImportedRow?, to write: ([UInt8]) throws -> Void
    ) rethrows {
        let shelves = GoodreadsCSV.shelves(of: record)
        let positioned = shelves.map { shelf -> String in
            let position = remainingOnShelf[shelf, default: 1]
            remainingOnShelf[shelf] = position - 1
            return "\(shelf) (#\(position))"
        }
        let current = GoodreadsCSV.fields(
            of: record, shelves: shelves.joined(separator: ", "), positionedShelves: positioned.joined(separator: ", "))
        let fields = imported.map { GoodreadsCSV.restoring(current, from: $0) } ?? current
        if olderForm {
            writer.append(GoodreadsCSV.olderHeaderColumns.map { name, column in
                column.map { fields[$0.rawValue] } ?? imported?.value(of: name) ?? ""
            })
        } else {
            writer.append(fields)
        }
        if writer.pendingByteCount >= Self.chunkSize { try write(writer.takeBytes()) }
    }

    /// Hands over what is left once every book is written.
    mutating func finish(to write: ([UInt8]) throws -> Void) rethrows {
        if writer.pendingByteCount > 0 { try write(writer.takeBytes()) }
    }
}
