import Library
import Networking

/// Fetching books' catalogue records again and updating what they say, keeping the fields the
/// reader edited; lists, progress and history are never touched. A book from Google Books is asked
/// of Google with Open Library behind it (see `CatalogueLookup`), a book from Open Library of Open
/// Library; `--source openlibrary` asks Open Library for any book it can find there (by its Open
/// Library id, else its ISBN). Open Library's answer for a book Google gave only fills what Google
/// left empty: a second opinion, not a replacement.
struct MetadataRefresh {
    /// Which books to refresh.
    enum Selection {
        /// The one book a reference names; it must have come from a catalogue.
        case book(String)
        /// Every book added from a catalogue.
        case catalogued
    }

    /// One book asked for: its id, its title before, the catalogue that answered (nil when none
    /// could find it) and the fields that changed.
    struct Outcome {
        var id: Int
        var title: String
        var answeredBy: Catalogue?
        var changedFields: [String]
    }

    let context: Context
    let lookup: CatalogueLookup

    /// Refreshes the selected books in id order, handing each to `report` when it is done (so a
    /// failure later on still shows what was refreshed); returns how many books were selected.
    func run(_ selection: Selection, report: (Outcome) -> Void) throws -> Int {
        let library = try context.existingLibrary()
        let ids: [Int]
        switch selection {
        case .book(let reference):
            let book = try library.resolve(reference)
            if let problem = refusal(for: book) { throw CLIError.failure(problem) }
            ids = [book.id]
        case .catalogued:
            ids = try library.booksFromCatalogues()
        }
        for id in ids {
            let book = try library.book(id: id)
            guard refusal(for: book) == nil, let volume = try record(of: book) else {
                report(Outcome(id: id, title: book.title, answeredBy: nil, changedFields: []))
                continue
            }
            let fillingGapsOnly = volume.catalogue == .openLibrary && book.googleVolumeID != nil
            let changed = try library.refreshMetadata(id: id, with: .refresh(from: volume), fillingGapsOnly: fillingGapsOnly)
            report(Outcome(id: id, title: book.title, answeredBy: volume.catalogue, changedFields: changed))
        }
        return ids.count
    }

    /// Why `book` cannot be refreshed from the catalogue asked, or nil when it can.
    private func refusal(for book: Book) -> String? {
        let name = "#\(book.id) \(book.title.shownName)"
        switch lookup.chosen {
        case .googleBooks where book.googleVolumeID == nil:
            return "\(name) was not added from Google Books, so there is nothing to refresh there — try --source openlibrary"
        case .openLibrary where book.openLibraryID == nil && book.isbn13 == nil:
            return "\(name) has no Open Library id or ISBN to look it up by — add an ISBN with `shelf edit \(book.id) --isbn N`"
        case nil where book.googleVolumeID == nil && book.openLibraryID == nil:
            return "\(name) was not added from a catalogue, so there is nothing to refresh — edit it with `shelf edit`"
        default:
            return nil
        }
    }

    /// The book's record, fetched again (a refresh accepts no cached answer younger than now);
    /// nil when Open Library has no edition with its ISBN.
    private func record(of book: Book) throws -> Volume? {
        guard let volumeID = book.googleVolumeID, lookup.chosen != .openLibrary else {
            return try openLibraryRecord(of: book)
        }
        if lookup.chosen == .googleBooks { return try context.googleBooks().volume(id: volumeID, maxAge: 0) }
        return try lookup.ask(
            { catalogue -> Volume? in
                catalogue == .googleBooks ? try context.googleBooks().volume(id: volumeID, maxAge: 0) : try openLibraryRecord(of: book)
            }, isEmpty: { $0 == nil }, action: "refreshing from Open Library")
    }

    private func openLibraryRecord(of book: Book) throws -> Volume? {
        let client = try context.openLibrary()
        if let id = book.openLibraryID { return try client.book(id: id, maxAge: 0) }
        guard let isbn = book.isbn13 else { return nil }
        return try client.edition(isbn: isbn, maxAge: 0)
    }
}
