import Essentials
import Foundation
import Library
import Networking

/// Finds the one Google Books volume a reader means by `shelf add QUERY|VOLUME_ID|ISBN`, fetches
/// its full record and adds it. On a terminal with several results the reader chooses; otherwise
/// result `--pick N` (default 1) is taken and the choice is said out loud.
struct RemoteBookPicker {
    let context: Context
    /// The result number from `--pick`, nil when not given.
    let pick: Int?

    /// Adds the volume `text` finds, on `status`, joined to the lists at `addedAt` (nil for now).
    func add(_ text: String, status: BookStatus, addedAt: Date? = nil, allowingSameTitleAndAuthor: Bool = false) throws -> Book {
        let client = try context.googleBooks()
        let library = try context.library()
        let volume = try choose(text, client: client)
        if let existing = try library.existingBook(volumeID: volume.volumeId, isbn13: volume.isbn13) {
            throw LibraryError.duplicateBook(id: existing.id, title: existing.title)
        }
        // The search record is thinner than `volumes/{id}` (page counts, descriptions): store the full one.
        let full = try client.volume(id: volume.volumeId)
        var new = NewBook(volume: full, status: status)
        new.addedAt = addedAt
        new.allowsSameTitleAndAuthor = allowingSameTitleAndAuthor
        return try library.add(new)
    }

    private func choose(_ text: String, client: GoogleBooksClient) throws -> Volume {
        let trimmed = Whitespace.trimmed(text, newlines: false)
        if let isbn = ISBN(trimmed) {
            let results = try client.search(VolumeQuery(isbn: isbn.isbn13))
            guard let match = results.first(where: { $0.isbn13 == isbn.isbn13 || ($0.isbn10 != nil && $0.isbn10 == isbn.isbn10) })
            else {
                throw CLIError.failure(
                    "Google Books has no edition with ISBN \(isbn.isbn13)"
                        + (results.isEmpty ? "" : " (its \(results.count) results carry other ISBNs)")
                        + " — try `shelf search \(trimmed)` or add it by hand with --title")
            }
            return match
        }
        if Self.looksLikeVolumeID(trimmed), let volume = try volumeIfExists(trimmed, client: client) {
            return volume
        }
        let results = try client.search(VolumeQuery(text: trimmed))
        guard !results.isEmpty else {
            throw CLIError.failure("no books found for \"\(trimmed.terminalSafe)\" — try other words, or add it by hand with --title")
        }
        return try pickResult(results, query: trimmed)
    }

    /// The volume with this id, or nil when Google has none (then the text is searched as words).
    private func volumeIfExists(_ id: String, client: GoogleBooksClient) throws -> Volume? {
        do {
            return try client.volume(id: id)
        } catch {
            if case .notFound = error { return nil }
            throw error
        }
    }

    private func pickResult(_ results: [Volume], query: String) throws -> Volume {
        let console = context.console
        if let pick {
            // Compared before subtracting: the number is typed, and Int.min - 1 would trap.
            guard (1...results.count).contains(pick) else {
                throw CLIError.failure("--pick \(pick) is outside the \(results.count) results — give 1 to \(results.count)")
            }
            return results[pick - 1]
        }
        if results.count > 1, console.isTerminal, console.isInteractive {
            for (index, volume) in results.enumerated() {
                console.line("  \(index + 1)) \(Self.describe(volume))")
            }
            let reader = AnswerReader(console: console)
            guard let chosen = reader.ask(
                "Which one? [1] ", expected: "give a number from 1 to \(results.count)",
                parse: { $0.isEmpty ? 1 : Int($0).flatMap { (1...results.count).contains($0) ? $0 : nil } })
            else { throw CLIError.failure("nothing added — run the command again to choose") }
            return results[chosen - 1]
        }
        if results.count > 1 {
            console.line(
                "Took result 1 of \(results.count): \(Self.describe(results[0])). Choose another with --pick N (see them with: shelf search \"\(query.terminalSafe)\").")
        }
        return results[0]
    }

    /// Google volume ids are 12 characters of letters, digits, `_` and `-`, with at least one
    /// digit or upper-case letter after the first (so ordinary words are searched instead).
    static func looksLikeVolumeID(_ text: String) -> Bool {
        guard text.count == 12 else { return false }
        let allowed = text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-")
        }
        let mixed = text.dropFirst().contains { $0.isUppercase || $0.isNumber }
        return allowed && mixed
    }

    private static func describe(_ volume: Volume) -> String {
        var text = volume.title.shownName
        if !volume.authors.isEmpty { text += " — " + volume.authors.map(\.shownName).joined(separator: ", ") }
        if let year = volume.year { text += " (\(year))" }
        return text + " [\(volume.volumeId.terminalSafe)]"
    }
}
