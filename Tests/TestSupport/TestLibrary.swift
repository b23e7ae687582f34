import Foundation
import Library

/// A Bookshelf in a fresh temporary folder with a clock the test sets, so every timestamp the
/// library records is known exactly. The folder is removed when the value is released.
public final class TestLibrary {
    /// 2026-11-20T18:00:00Z, the moment every test starts at.
    public static let start = Date(timeIntervalSince1970: 1_795_197_600)

    /// The folder holding the library file.
    public let folder: TemporaryDirectory
    /// The library under test.
    public let shelf: Bookshelf
    private let clock: Clock

    /// The clock as a reference, so the Bookshelf's closure sees the test move it.
    private final class Clock {
        var now = TestLibrary.start
    }

    /// An empty library whose clock reads `start`.
    public init() throws {
        folder = try TemporaryDirectory(prefix: "shelf-library")
        let clock = Clock()
        self.clock = clock
        shelf = try Bookshelf(path: folder.file("library.sqlite").path) { clock.now }
    }

    /// The library file.
    public var file: URL { folder.file("library.sqlite") }

    /// What the library's clock says now.
    public var now: Date { clock.now }

    /// Moves the clock forward by `seconds`.
    public func advance(_ seconds: TimeInterval) {
        clock.now += seconds
    }

    /// `start` plus `seconds`: the instants tests expect to see recorded.
    public static func at(_ seconds: TimeInterval) -> Date {
        start + seconds
    }

    /// Adds a book with the common fields and returns it.
    @discardableResult
    public func add(
        _ title: String, authors: [String] = [], pages: Int? = nil, isbn: String? = nil,
        status: BookStatus = .toRead
    ) throws -> Book {
        var new = NewBook(title: title, authors: authors, status: status)
        new.pageCount = pages
        new.isbn = isbn.flatMap(ISBN.init)
        return try shelf.add(new)
    }

    /// Everything stored in the library file (see `DatabaseFile.dump`): what must not change
    /// when the library refuses a command.
    public func snapshot() throws -> String {
        try DatabaseFile(path: file.path).dump()
    }

    /// The snapshot without AUTOINCREMENT's counter, which undo does not take back (an undone
    /// book's id is never handed out again): what undoing a change must give back exactly.
    public func snapshotBesideIDCounter() throws -> [Substring] {
        try snapshot().split(separator: "\n").filter { !$0.hasPrefix("INSERT INTO sqlite_sequence") }
    }
}
