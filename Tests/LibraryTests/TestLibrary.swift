import Foundation
import Library

/// A Bookshelf in a fresh temporary folder with a clock the test sets, so every timestamp the
/// library records is known exactly. The folder is removed when the value is released.
final class TestLibrary {
    /// 2026-11-20T18:00:00Z, the moment every test starts at.
    static let start = Date(timeIntervalSince1970: 1_795_197_600)

    let folder: URL
    let shelf: Bookshelf
    private let clock: Clock

    /// The clock as a reference, so the Bookshelf's closure sees the test move it.
    private final class Clock {
        var now = TestLibrary.start
    }

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("library-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let clock = Clock()
        self.clock = clock
        shelf = try Bookshelf(path: folder.appendingPathComponent("library.sqlite").path) { clock.now }
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// What the library's clock says now.
    var now: Date { clock.now }

    /// Moves the clock forward by `seconds`.
    func advance(_ seconds: TimeInterval) {
        clock.now += seconds
    }

    /// `start` plus `seconds`: the instants tests expect to see recorded.
    static func at(_ seconds: TimeInterval) -> Date {
        start + seconds
    }

    /// Adds a book with the common fields and returns it.
    @discardableResult
    func add(
        _ title: String, authors: [String] = [], pages: Int? = nil, isbn: String? = nil,
        status: BookStatus = .toRead
    ) throws -> Book {
        var new = NewBook(title: title, authors: authors, status: status)
        new.pageCount = pages
        new.isbn = isbn.flatMap(ISBN.init)
        return try shelf.add(new)
    }

    /// Every book with its full history: what must not change when the library refuses a command.
    func snapshot() throws -> [BookDetails] {
        try shelf.books().map { try shelf.details(id: $0.id) }
    }
}
