import Essentials
import Foundation
import Library

/// A library in a fresh temporary folder with a fixed clock, and the import fixtures next to this file.
struct ImportTestLibrary {
    /// 2026-11-20T18:00:00Z.
    static let now = Date(timeIntervalSince1970: 1_795_197_600)
    /// A zone west of Greenwich, so a calendar day's local midnight is not 00:00 UTC.
    static let newYork = TimeZone(identifier: "America/New_York") ?? .current

    let directory: URL
    let library: Bookshelf

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("shelf-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        library = try Bookshelf(path: directory.appendingPathComponent("library.sqlite").path, now: { Self.now })
    }

    /// Options for a real import in New York time.
    static func options(dryRun: Bool = false) -> ImportOptions {
        ImportOptions(dryRun: dryRun, timeZone: newYork)
    }

    /// The instant `text` (`2019-08-12`) starts in New York.
    static func midnight(_ text: String) -> Date? {
        CalendarDate(parsing: text)?.start(in: newYork)
    }

    /// Everything a test can see of the library, to prove an import changed nothing.
    func snapshot() throws -> String {
        try library.backupText()
    }

    func book(goodreadsID: String) throws -> Book? {
        // `books()` lists without the long texts; the book itself has them all.
        try library.books().first { $0.goodreadsID == goodreadsID }.map { try library.book(id: $0.id) }
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}
