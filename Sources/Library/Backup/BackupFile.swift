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

    /// Only the marker and version, read first so a newer backup is refused by its version
    /// rather than by whichever field changed shape.
    private struct Header: Decodable {
        var format: String?
        var version: Int?
    }

    private struct Body: Decodable {
        var books: [BackupBook]
        var words: [BackupWord]
        var dictionaryEntries: [BackupDictionaryEntry]
    }

    /// The JSON text. The top level is written by hand so the marker comes first (a reader can
    /// recognise the file from its first line); the sections are encoded with sorted keys.
    func encoded() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        func section(_ value: some Encodable) throws -> String {
            // Encoded text has no raw line breaks inside strings, so working on lines is safe:
            // the encoder's empty lists (`[`, blank line, `]`) become `[]`, and every line is
            // indented one level to sit inside the top-level object.
            String(decoding: try encoder.encode(value), as: UTF8.self)
                .replacingOccurrences(of: #"\[\n\n *\]"#, with: "[]", options: .regularExpression)
                .replacingOccurrences(of: "\n", with: "\n  ")
        }
        return """
            {
              "format" : "\(Self.format)",
              "version" : \(Self.currentVersion),
              "books" : \(try section(books)),
              "words" : \(try section(words)),
              "dictionaryEntries" : \(try section(dictionaryEntries))
            }

            """
    }

    /// Reads a backup, refusing other JSON, newer versions and malformed content with the place
    /// of the problem.
    static func decode(_ data: Data) throws(BackupError) -> BackupFile {
        let decoder = JSONDecoder()
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            throw Self.error(from: error)
        }
        guard header.format == format else { throw .notABackup }
        guard let version = header.version else {
            throw .invalidContent(path: "version", problem: "missing")
        }
        guard version <= currentVersion, version >= 1 else { throw .unsupportedVersion(version) }
        do {
            let body = try decoder.decode(Body.self, from: data)
            return BackupFile(books: body.books, words: body.words, dictionaryEntries: body.dictionaryEntries)
        } catch {
            throw Self.error(from: error)
        }
    }

    private static func error(from error: any Error) -> BackupError {
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
