/// Which long texts `Bookshelf.loadBooks` reads with each book. `Book` holds no catalogue record,
/// so those are never read; the others are left out where nothing shows them, which keeps a list
/// of the whole library, or a whole library's Goodreads export, fast and small.
enum BookTexts {
    /// The description, the review and the private notes: what `show` and `--json` print.
    case all
    /// None of them: a list shows titles, lists and numbers.
    case listed
    /// The review and the private notes, which a Goodreads export writes; not the description.
    case goodreads

    /// False for a column of `books` this choice leaves out.
    func reads(_ column: BookRow.Column) -> Bool {
        switch column {
        case .googleRecord, .openLibraryRecord: false
        case .description: self == .all
        case .review, .privateNotes: self != .listed
        default: true
        }
    }
}
