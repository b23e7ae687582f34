import Foundation
import Library
import TestSupport

/// A private library folder for one test, and the environment that points shelf at it with a
/// fixed clock: where both the in-process and the end-to-end runners start.
struct ShelfHome {
    /// The folder; removed by `remove()`, or when the last copy of this value is released.
    let url: URL
    private let folder: TemporaryDirectory
    /// SHELF_HOME and HOME in the folder, SHELF_NOW at the fixed clock, and TZ at UTC, so what a
    /// test expects does not depend on the zone of the machine running it.
    let environment: [String: String]

    /// A new empty home named after `prefix`, whose clock stands at `now`.
    init(prefix: String, now: String) throws {
        folder = try TemporaryDirectory(prefix: prefix)
        url = folder.url
        environment = ["SHELF_HOME": url.path, "SHELF_NOW": now, "HOME": url.path, "TZ": "UTC"]
    }

    /// Adds a book whose title and authors came from outside (a catalogue, an export), which
    /// may hold what a title typed on the command line may not: control characters and escape
    /// sequences. Added through the library, at the home's clock; returns its id.
    @discardableResult
    func addFromOutside(title: String, authors: [String] = [], pages: Int? = nil) throws -> Int {
        let now = environment["SHELF_NOW"].flatMap { try? Date($0, strategy: .iso8601) } ?? Date()
        let library = try Bookshelf(path: url.appendingPathComponent("library.sqlite").path) { now }
        var book = NewBook(title: title, authors: authors)
        book.pageCount = pages
        return try library.add(book).id
    }

    /// Deletes the folder and everything in it now.
    func remove() {
        folder.remove()
    }
}
