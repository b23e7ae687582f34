import Foundation
internal import JSON

/// The whole library as one JSON document: shelf's lossless, versioned backup.
///
/// The layout (README, "Backup format") is an object with, in this order, `"format":
/// "shelf-backup"`, `"version": 6`, then `books` (every column, with `authors`, `shelves`,
/// `statusChanges`, `readThroughs`, `progress` and `notes`), `words` (vocabulary with memory state and
/// `reviews`; `bookId` refers to a book of the same file, absent for global words),
/// `dictionaryEntries`, `goals`, `lastBookId` and `lastWordId`. Every list is in id order (goals by year) and the keys of
/// every object are sorted, absent values are left out, and times are UTC ISO 8601: the same
/// library always gives the same bytes.
struct BackupFile {
    /// The marker that identifies a backup.
    static let format = "shelf-backup"
    /// The version this shelf writes and the newest it reads. Version 2 spells the book ids
    /// `googleVolumeId` and `goodreadsId`, as `--json` does; version 3 added books' dated `notes`;
    /// version 4 each move's, page's and read-through's `sequence`, its place among its book's
    /// events at one instant; version 5 the reading `goals`, so that a shelf that would drop them
    /// unread refuses the file as newer instead; version 6 `lastBookId` and `lastWordId`. Older files are read as
    /// well (without notes, goals or the last id; their events numbered once restored, in the
    /// order their history listed them).
    static let currentVersion = 6

    var books: [BackupBook]
    var words: [BackupWord]
    var dictionaryEntries: [DictionaryEntryRow]
    /// The reading goals, by year.
    var goals: [ReadingGoal]
    /// The highest ids the library ever gave a book and a word, above its books' and words' when
    /// the last added were removed: restored with the ids, so that the new library does not give
    /// a removed book's or word's id to another.
    var lastIDs: LastIDs

    /// Hands the JSON text to `write` a piece at a time. The top level is written by hand so the
    /// marker comes first (a reader can recognise the file from its first line); each list is
    /// streamed record by record in `JSONLayout.file`, so a library with 200,000 progress entries
    /// never exists as one JSON tree or one string.
    func write(to write: ([UInt8]) throws -> Void) throws {
        try write(Array("{\n  \"format\" : \"\(Self.format)\",\n  \"version\" : \(Self.currentVersion),\n  \"books\" : ".utf8))
        try JSONValue.writeArray(books, \.json, indent: 1, layout: .file, to: write)
        try write(Array(",\n  \"words\" : ".utf8))
        try JSONValue.writeArray(words, \.json, indent: 1, layout: .file, to: write)
        try write(Array(",\n  \"dictionaryEntries\" : ".utf8))
        try JSONValue.writeArray(dictionaryEntries, \.backupJSON, indent: 1, layout: .file, to: write)
        try write(Array(",\n  \"goals\" : ".utf8))
        try JSONValue.writeArray(goals, \.backupJSON, indent: 1, layout: .file, to: write)
        try write(Array(",\n  \"lastBookId\" : \(lastIDs.books),\n  \"lastWordId\" : \(lastIDs.words)\n}\n".utf8))
    }

    /// The versions this shelf reads.
    static let readableVersions = 1...currentVersion

    /// Reads a backup, whose `outline` was scanned, and restores it through `importer` as it is
    /// read (`BackupSections`), refusing other JSON, newer versions and malformed content with the
    /// place of the problem; gives back what was restored. The marker and version are checked before any section is
    /// reported on, so a newer backup is refused by its version rather than by whichever field
    /// changed shape. What a refused file restored is rolled back with the caller's transaction.
    ///
    /// `JSONReader` rather than `JSONDecoder`: Codable's generic containers spent three quarters
    /// of a 30 MB import inside the decoder. The fields are read in the order the types declare
    /// them, so a broken backup reports the first problem in that order. Reading is strict: only
    /// shelf writes backups, so a key twice in an object or a lone surrogate escape means damage
    /// (the first would silently drop a value, the second turn text into U+FFFD).
    static func restore(_ data: Data, outline: JSONOutline, with importer: BackupImporter) throws -> ImportSummary {
        var sections = BackupSections(restoringWith: importer, outline: outline)
        let root: JSONNode
        do {
            root = try JSONReader.parse(data, options: .strict) { part in sections.take(part) }
        } catch {
            throw BackupError.notJSON(line: line(ofByte: error.offset, in: data), problem: error.problem)
        }
        guard let document = JSONFields(root), root["format"]?.stringValue == format else { throw BackupError.notABackup }
        let version: Int?
        do {
            version = try document.optionalInt("version")
        } catch {
            throw BackupError(error)
        }
        guard let version else { throw BackupError.invalidContent(path: "version", problem: "missing") }
        guard version >= readableVersions.lowerBound else {
            throw BackupError.invalidContent(path: "version", problem: "is \(version), but backup versions begin at 1")
        }
        guard readableVersions.contains(version) else { throw BackupError.unsupportedVersion(version) }
        // The lists' records were read during parsing; the tree still tells whether each is there
        // (`goals` may not be: backups before version 5 have none).
        for member in ["books", "words", "dictionaryEntries", "goals"] {
            do {
                _ = member == "goals" ? try document.optionalList(member) : try document.list(member)
            } catch {
                throw BackupError(error)
            }
            if let problem = sections.problem(in: member) { throw problem }
        }
        var lastIDs = LastIDs()
        do {
            lastIDs.books = try document.optionalInt("lastBookId", atLeast: 0) ?? 0
            lastIDs.words = try document.optionalInt("lastWordId", atLeast: 0) ?? 0
        } catch {
            throw BackupError(error)
        }
        return try sections.finish(lastIDs: lastIDs)
    }

    /// The 1-based line holding the byte at `offset`.
    private static func line(ofByte offset: Int, in data: Data) -> Int {
        data.prefix(offset).reduce(1) { lines, byte in byte == UInt8(ascii: "\n") ? lines + 1 : lines }
    }
}
