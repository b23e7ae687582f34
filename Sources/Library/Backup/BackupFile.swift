import Foundation

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

    /// The document as read: the marker and version are checked before any section is decoded,
    /// so a newer backup is refused by its version rather than by whichever field changed shape,
    /// and the text is parsed once.
    private struct Document: Decodable {
        var books: [BackupBook]
        var words: [BackupWord]
        var dictionaryEntries: [BackupDictionaryEntry]

        private enum CodingKeys: String, CodingKey {
            case format, version, books, words, dictionaryEntries
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard try container.decodeIfPresent(String.self, forKey: .format) == BackupFile.format else {
                throw BackupError.notABackup
            }
            guard let version = try container.decodeIfPresent(Int.self, forKey: .version) else {
                throw BackupError.invalidContent(path: "version", problem: "missing")
            }
            guard version <= BackupFile.currentVersion, version >= 1 else { throw BackupError.unsupportedVersion(version) }
            books = try container.decode([BackupBook].self, forKey: .books)
            words = try container.decode([BackupWord].self, forKey: .words)
            dictionaryEntries = try container.decode([BackupDictionaryEntry].self, forKey: .dictionaryEntries)
        }
    }

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
    /// of the problem.
    static func decode(_ data: Data) throws(BackupError) -> BackupFile {
        do {
            let document = try JSONDecoder().decode(Document.self, from: data)
            return BackupFile(books: document.books, words: document.words, dictionaryEntries: document.dictionaryEntries)
        } catch {
            throw Self.error(from: error)
        }
    }

    private static func error(from error: any Error) -> BackupError {
        if let error = error as? BackupError { return error }
        guard let error = error as? DecodingError else {
            return .notJSON(line: nil, problem: "\(error)")
        }
        switch error {
        case .keyNotFound(let key, let context):
            return .invalidContent(path: path(context.codingPath + [key]), problem: "missing")
        case .valueNotFound(_, let context):
            return .invalidContent(path: path(context.codingPath), problem: "null where a value is needed")
        case .typeMismatch(let type, let context):
            return .invalidContent(path: path(context.codingPath), problem: "not \(typeName(type))")
        case .dataCorrupted(let context) where !context.codingPath.isEmpty:
            return .invalidContent(path: path(context.codingPath), problem: context.debugDescription)
        case .dataCorrupted(let context):
            let detail = context.underlyingError.map { "\($0)" } ?? context.debugDescription
            return .notJSON(line: line(in: detail), problem: oneLine(detail))
        @unknown default:
            return .notJSON(line: nil, problem: "\(error)")
        }
    }

    /// `books[3].title`: where a value sits, as a person would point at it.
    private static func path(_ keys: [any CodingKey]) -> String {
        var result = ""
        for key in keys {
            if let index = key.intValue {
                result += "[\(index)]"
            } else {
                result += result.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return result.isEmpty ? "the top level" : result
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "text"
        case is Int.Type, is Double.Type: "a number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "a list"
        default: "the expected kind of value"
        }
    }

    /// The line the JSON parser names ("… around line 3, column 5"), if it does.
    private static func line(in message: String) -> Int? {
        guard let range = message.range(of: "line ") else { return nil }
        return Int(message[range.upperBound...].prefix(while: \.isASCIIDigit))
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
