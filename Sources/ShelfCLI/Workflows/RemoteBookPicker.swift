import Essentials
import Foundation
import Library
import Networking

/// Finds the one catalogue record a reader means by `shelf add QUERY|VOLUME_ID|OL_ID|ISBN`, fetches
/// its full record and adds it. Google Books answers first unless `--source` says otherwise, with
/// Open Library behind it (see `CatalogueLookup`); an Open Library id goes to Open Library. On a
/// terminal with several results the reader chooses; otherwise result `--pick N` (default 1) is
/// taken and the choice is said out loud.
struct RemoteBookPicker {
    let context: Context
    /// The catalogues to ask.
    let lookup: CatalogueLookup
    /// The result number from `--pick`, nil when not given.
    let pick: Int?

    /// Adds the volume `text` finds, on `status`, joined to the lists at `addedAt` (nil for now).
    /// The notes on the way (an answer from the cache, Open Library asked instead of Google) are
    /// printed once the book is added: a lookup that fails after them says only why, in one line.
    func add(_ text: String, status: BookStatus, addedAt: Date? = nil, allowingSameTitleAndAuthor: Bool = false) throws -> Book {
        try context.console.holdingMessages {
            try add(choosing: text, status: status, addedAt: addedAt, allowingSameTitleAndAuthor: allowingSameTitleAndAuthor)
        }
    }

    private func add(choosing text: String, status: BookStatus, addedAt: Date?, allowingSameTitleAndAuthor: Bool) throws -> Book {
        // Opened once the volume is chosen, and made only when the add succeeds: a lookup that
        // fails (offline, nothing found), or a book refused once its full record is in (a work
        // record that fails, a title too long), leaves no library behind at a mistyped SHELF_HOME.
        let volume = try choose(text)
        return try context.withLibrary(madeOnlyOnSuccess: { library in
            if let existing = try library.existingBook(
                volumeID: volume.googleVolumeID, openLibraryID: volume.openLibraryID, isbn13: volume.isbn13)
            {
                throw LibraryError.duplicateBook(id: existing.id, title: existing.title)
            }
            // A search record is thinner than the full one (page counts, descriptions): store the full one.
            let full = try lookup.fullRecord(of: volume)
            if let existing = try library.existingBook(volumeID: nil, openLibraryID: full.openLibraryID, isbn13: full.isbn13) {
                throw LibraryError.duplicateBook(id: existing.id, title: existing.title)
            }
            var new = NewBook(volume: full, status: status)
            new.addedAt = addedAt
            new.allowsSameTitleAndAuthor = allowingSameTitleAndAuthor
            do {
                return try library.add(new)
            } catch LibraryError.tooLong(let field, let limit) {
                // The catalogue's text, which the reader cannot shorten: the way left is by hand.
                throw CLIError.failure(
                    "\(full.catalogue.displayName) gives this book's \(field) in more than \(limit) characters — add it by hand with --title instead")
            }
        })
    }

    private func choose(_ text: String) throws -> Volume {
        let trimmed = Whitespace.trimmed(text, newlines: false)
        if let isbn = ISBN(trimmed) {
            // The catalogues that answered, to name them when none has the edition.
            var answered: [Catalogue] = []
            let match = try lookup.ask({ catalogue in
                let edition = try edition(isbn: isbn, in: catalogue)
                answered.append(catalogue)
                return edition
            }, isEmpty: { $0 == nil }, nothingIsRefused: true)
            guard let match else {
                throw CLIError.failure(
                    "no edition with ISBN \(isbn.isbn13) in \(answered.map(\.displayName).joined(separator: " or "))"
                        + " — try `shelf search \(trimmed)` or add it by hand with --title")
            }
            return match
        }
        if OpenLibraryClient.isBookID(trimmed.uppercased()) {
            return try context.openLibrary().book(id: trimmed.uppercased())
        }
        if Self.looksLikeVolumeID(trimmed), let volume = try volumeIfExists(trimmed, client: context.googleBooks()) {
            return volume
        }
        let results = try lookup.search(VolumeQuery(text: trimmed), nothingIsRefused: true)
        guard !results.isEmpty else {
            throw CLIError.failure("no books found for \(trimmed.quotedInMessage) — try other words, or add it by hand with --title")
        }
        return try pickResult(results, query: trimmed)
    }

    /// The edition with `isbn` in `catalogue`, or nil when it has none: Google's search by ISBN can
    /// answer with editions carrying other ISBNs, which do not count.
    private func edition(isbn: ISBN, in catalogue: Catalogue) throws -> Volume? {
        let results = catalogue == .googleBooks
            ? try context.googleBooks().search(VolumeQuery(isbn: isbn.isbn13))
            : try context.openLibrary().search(VolumeQuery(isbn: isbn.isbn13))
        return results.first { $0.isbn13 == isbn.isbn13 || ($0.isbn10 != nil && $0.isbn10 == isbn.isbn10) }
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
            // The notes say where the results come from: above them, whatever happens next.
            console.releaseHeldMessages()
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
        if let year = volume.plausibleYear { text += " (\(year))" }
        return text + " [\(volume.volumeId.terminalSafe)]"
    }
}
