import Foundation
internal import JSON

/// The whole library as one JSON document: shelf's lossless, versioned backup.
///
/// The layout (README, "Backup format") is an object with, in this order, `"format":
/// "shelf-backup"`, `"version": 1`, then `books` (every column, with `authors`, `shelves`,
/// `statusChanges`, `readThroughs` and `progress`), `words` (vocabulary with memory state and
/// `reviews`; `bookId` refers to a book of the same file, absent for global words) and
/// `dictionaryEntries`. Every list is in id order and the keys of every object are sorted, absent
/// values are left out, and times are UTC ISO 8601: the same library always gives the same bytes.
struct BackupFile: Equatable {
    /// The marker that identifies a backup.
    static let format = "shelf-backup"
    /// The version this shelf writes and the newest it reads.
    static let currentVersion = 1

    var books: [BackupBook]
    var words: [BackupWord]
    var dictionaryEntries: [BackupDictionaryEntry]

    /// Hands the JSON text to `write` a piece at a time. The top level is written by hand so the
    /// marker comes first (a reader can recognise the file from its first line); each book, word
    /// and dictionary entry is encoded on its own with sorted keys and indented as it is copied.
    /// Encoding the sections whole and re-indenting the text took seconds and hundreds of
    /// megabytes on a library with 200,000 progress entries.
    func write(to write: ([UInt8]) throws -> Void) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var chunk = Array("{\n  \"format\" : \"\(Self.format)\",\n  \"version\" : \(Self.currentVersion),\n".utf8)
        try Self.append(section: "books", books, encoder: encoder, to: &chunk, flushingTo: write)
        chunk.append(contentsOf: ",\n".utf8)
        try Self.append(section: "words", words, encoder: encoder, to: &chunk, flushingTo: write)
        chunk.append(contentsOf: ",\n".utf8)
        try Self.append(section: "dictionaryEntries", dictionaryEntries, encoder: encoder, to: &chunk, flushingTo: write)
        chunk.append(contentsOf: "\n}\n".utf8)
        try write(chunk)
    }

    /// `  "name" : [ … ]`, one element per encoding, handing full chunks to `write` as it goes.
    private static func append(
        section name: String, _ elements: [some Encodable], encoder: JSONEncoder, to chunk: inout [UInt8],
        flushingTo write: ([UInt8]) throws -> Void
    ) throws {
        chunk.append(contentsOf: "  \"\(name)\" : ".utf8)
        guard !elements.isEmpty else {
            chunk.append(contentsOf: "[]".utf8)
            return
        }
        chunk.append(contentsOf: "[\n".utf8)
        for (index, element) in elements.enumerated() {
            chunk.append(contentsOf: "    ".utf8)
            appendIndented(try encoder.encode(element), to: &chunk)
            chunk.append(contentsOf: (index == elements.count - 1 ? "\n" : ",\n").utf8)
            if chunk.count >= 1 << 16 {
                try write(chunk)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        chunk.append(contentsOf: "  ]".utf8)
    }

    /// Copies an encoded element indented four spaces (it sits in a list inside the top-level
    /// object), writing the encoder's empty lists (`[`, a blank line, `]`) as `[]`. Encoded text
    /// has no raw line breaks inside strings, so every line break is structure.
    private static func appendIndented(_ encoded: Data, to chunk: inout [UInt8]) {
        let newline = UInt8(ascii: "\n")
        encoded.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "["), index + 1 < bytes.count, bytes[index] == newline, bytes[index + 1] == newline {
                    var end = index + 2
                    while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
                    if end < bytes.count, bytes[end] == UInt8(ascii: "]") {
                        chunk.append(contentsOf: "[]".utf8)
                        index = end + 1
                        continue
                    }
                }
                chunk.append(byte)
                if byte == newline { chunk.append(contentsOf: "    ".utf8) }
            }
        }
    }

    /// Reads a backup, refusing other JSON, newer versions and malformed content with the place
    /// of the problem. The marker and version are checked before any section is read, so a newer
    /// backup is refused by its version rather than by whichever field changed shape.
    ///
    /// `JSONReader` rather than `JSONDecoder`: Codable's generic containers spent three quarters
    /// of a 30 MB import inside the decoder. The fields are read in the order the types declare
    /// them, so a broken backup reports the same first problem as before.
    static func decode(_ data: Data) throws(BackupError) -> BackupFile {
        var sections = BackupSections()
        let root: JSONNode
        do {
            root = try JSONReader.parse(data) { member, index, element in sections.take(element, at: index, of: member) }
        } catch {
            throw .notJSON(line: line(ofByte: error.offset, in: data), problem: error.problem)
        }
        guard let document = BackupObject(root), root["format"]?.stringValue == format else { throw .notABackup }
        guard let version = try document.optionalInt("version") else {
            throw .invalidContent(path: "version", problem: "missing")
        }
        guard version <= currentVersion, version >= 1 else { throw .unsupportedVersion(version) }
        // The lists' records were read during parsing; the tree still tells whether each is there.
        for member in ["books", "words", "dictionaryEntries"] {
            try document.checkList(member)
            if let problem = sections.problem(in: member) { throw problem }
        }
        return BackupFile(books: sections.books, words: sections.words, dictionaryEntries: sections.dictionaryEntries)
    }

    /// The 1-based line holding the byte at `offset`.
    private static func line(ofByte offset: Int, in data: Data) -> Int {
        data.prefix(offset).reduce(1) { lines, byte in byte == UInt8(ascii: "\n") ? lines + 1 : lines }
    }
}
