import Library
import Networking

/// Fetching books' Google Books records again and updating what they say, keeping the fields the
/// reader edited; lists, progress and history are never touched.
struct MetadataRefresh {
    /// Which books to refresh.
    enum Selection {
        /// The one book a reference names; it must have come from Google Books.
        case book(String)
        /// Every book added from Google Books.
        case all
    }

    /// One refreshed book: its id, its title before, and the fields that changed.
    struct Outcome {
        var id: Int
        var title: String
        var changedFields: [String]
    }

    let context: Context

    /// Refreshes the selected books in id order, handing each to `report` when it is done (so a
    /// failure later on still shows what was refreshed); returns how many books were selected.
    func run(_ selection: Selection, report: (Outcome) -> Void) throws -> Int {
        let library = try context.library()
        let ids: [Int]
        switch selection {
        case .book(let reference):
            let book = try library.resolve(reference)
            guard book.googleVolumeID != nil else {
                throw CLIError.failure(
                    "#\(book.id) \(book.title.shownName) was not added from Google Books, so there is nothing to refresh — edit it with `shelf edit`")
            }
            ids = [book.id]
        case .all:
            ids = try library.booksFromGoogle()
        }
        let client = try context.googleBooks()
        for id in ids {
            let book = try library.book(id: id)
            guard let volumeID = book.googleVolumeID else { continue }
            let volume = try client.volume(id: volumeID, maxAge: 0)
            let changed = try library.refreshMetadata(id: id, with: NewBook(volume: volume))
            report(Outcome(id: id, title: book.title, changedFields: changed))
        }
        return ids.count
    }
}
