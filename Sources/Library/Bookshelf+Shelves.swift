import Foundation
internal import SQLiteStore

/// Shelves (tags): putting books on them, taking them off, and listing them. Imported Goodreads
/// shelves are the same shelves (see `ShelfLinks`).
extension Bookshelf {
    /// Puts book `id` on the shelves `names`, making the ones that do not exist yet under the name
    /// as typed. A shelf that exists is used under its stored name, whatever the case typed.
    public func tag(id: Int, shelves names: [String]) throws(LibraryError) -> ShelfChange {
        let names = try BookValidation.shelfNames(names)
        let added: [String] = try write {
            _ = try book(id: id)
            return try ShelfLinks.add(names, to: id, in: connection)
        }
        let tagged = try book(id: id)
        let addedKeys = Set(added.map(ShelfLinks.key(of:)))
        let unchanged = tagged.shelves.filter { shelf in
            !addedKeys.contains(ShelfLinks.key(of: shelf)) && names.contains { ShelfLinks.key(of: $0) == ShelfLinks.key(of: shelf) }
        }
        return ShelfChange(book: tagged, changed: added, unchanged: unchanged)
    }

    /// Takes book `id` off the shelves `names`. A shelf that exists but does not hold the book
    /// needs no change (the book is already off it); a name no shelf has refuses the whole change,
    /// listing the shelves the book is on, so a typo never passes for success.
    public func untag(id: Int, shelves names: [String]) throws(LibraryError) -> ShelfChange {
        let names = try BookValidation.shelfNames(names)
        let (removed, alreadyOff): ([String], [String]) = try write {
            let book = try book(id: id)
            let onShelves = Set(book.shelves.map(ShelfLinks.key(of:)))
            var alreadyOff: [String] = []
            var unknown: [String] = []
            for name in names where !onShelves.contains(ShelfLinks.key(of: name)) {
                if let shelf = try ShelfLinks.existing(name, in: connection) {
                    alreadyOff.append(shelf.name)
                } else {
                    unknown.append(name)
                }
            }
            if !unknown.isEmpty {
                throw LibraryError.noSuchShelf(title: book.title, names: unknown, shelves: book.shelves)
            }
            return (try ShelfLinks.remove(names, from: id, in: connection), alreadyOff)
        }
        return ShelfChange(book: try book(id: id), changed: removed, unchanged: alreadyOff)
    }

    /// Every shelf with the number of books on it, by name (case ignored).
    public func shelves() throws(LibraryError) -> [ShelfCount] {
        try read {
            try connection.query(
                """
                SELECT s.name, count(*) FROM shelves s JOIN book_shelves l ON l.shelf_id = s.id
                GROUP BY s.id ORDER BY s.name_key, s.id
                """
            ) { row in ShelfCount(name: row.string(0) ?? "", count: row.int(1) ?? 0) }
        }
    }
}
