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

    /// Takes book `id` off the shelves `names`. Naming a shelf the book is not on refuses the whole
    /// change, listing the shelves it is on, so a typo never passes for success.
    public func untag(id: Int, shelves names: [String]) throws(LibraryError) -> ShelfChange {
        let names = try BookValidation.shelfNames(names)
        let removed: [String] = try write {
            let book = try book(id: id)
            let onShelves = Set(book.shelves.map(ShelfLinks.key(of:)))
            let missing = names.filter { !onShelves.contains(ShelfLinks.key(of: $0)) }
            if !missing.isEmpty {
                throw LibraryError.notOnShelf(title: book.title, missing: missing, shelves: book.shelves)
            }
            return try ShelfLinks.remove(names, from: id, in: connection)
        }
        return ShelfChange(book: try book(id: id), changed: removed, unchanged: [])
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
