import Essentials
import Foundation
import Networking

/// Settings a reader sets once in the config file (`$SHELF_HOME/config`, else
/// `$XDG_CONFIG_HOME/shelf/config`), one `key = value` per line, `#` for comments:
///
///     new-per-day = 10
///     reviews-per-day = 100
///     google-books-api-key = AIza…
///     source = openlibrary
struct Configuration {
    var newWordsPerDay = 10
    var reviewsPerDay = 100
    var googleBooksAPIKey: String?
    /// The catalogue searches and additions ask; nil for Google Books with Open Library behind it.
    var source: Catalogue?

    /// Reads the file at `url`; a missing file means the defaults. A setting given twice is
    /// refused rather than the later winning unseen, and so is a folder where the file belongs.
    /// A file saved by a Windows editor (a byte-order mark, CRLF line ends) reads as any other.
    init(contentsOf url: URL) throws(CLIError) {
        if FilePath.isFolder(url.path) {
            throw .failure("\(url.path) is a folder where the config file should be — rename or remove it (the config is a file of key = value lines)")
        }
        // What the name leads to: a device or a pipe would read as no file (or never end), and a
        // file larger than any config as minutes of parsing.
        if let attributes = try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path) {
            guard attributes[.type] as? FileAttributeType == .typeRegular else {
                throw .failure("\(url.path) is not a regular file — make the config a file of key = value lines, or remove it")
            }
            if let size = attributes[.size] as? Int, size > Self.largestFile {
                throw .failure("\(url.path) is larger than a config file can be (\(Self.largestFile / 1024) KB) — keep its key = value lines only")
            }
        }
        guard let data = FileManager.default.contents(atPath: url.path) else { return }
        guard let decoded = String(bytes: data, encoding: .utf8) else {
            throw .failure("\(url.path) is not UTF-8 text — save it as UTF-8 (the config is a file of key = value lines)")
        }
        // A byte-order mark, at the start or pasted in with a value, is invisible in any message.
        let text = decoded.replacingOccurrences(of: "\u{FEFF}", with: "")
        var lineOfKey: [String: Int] = [:]
        // `isNewline`: "\r\n" is one Character, which a split at "\n" would not see.
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = Whitespace.trimmed(String(rawLine), newlines: false)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let place = "\(url.path) line \(index + 1)"
            guard let equals = line.firstIndex(of: "=") else {
                throw .failure("\(place): expected key = value — fix or remove the line")
            }
            let key = Whitespace.trimmed(String(line[..<equals]), newlines: false)
            let value = Whitespace.trimmed(String(line[line.index(after: equals)...]), newlines: false)
            if let first = lineOfKey[key] {
                throw .failure("\(place): \(key.quotedInMessage) is set again (first on line \(first)) — keep one of them")
            }
            lineOfKey[key] = index + 1
            switch key {
            case "new-per-day": newWordsPerDay = try Self.count(value, place: place)
            case "reviews-per-day": reviewsPerDay = try Self.count(value, place: place)
            case "google-books-api-key": googleBooksAPIKey = value.isEmpty ? nil : value
            case "source":
                guard let catalogue = Catalogue(argument: value) else {
                    throw .failure("\(place): \(value.quotedInMessage) is not a catalogue — give google or openlibrary")
                }
                source = catalogue
            default:
                throw .failure(
                    "\(place): unknown setting \(key.quotedInMessage) — known: new-per-day, reviews-per-day, google-books-api-key, source")
            }
        }
    }

    /// The largest config file read: four settings fit in a few hundred bytes.
    static let largestFile = 64 * 1024

    private static func count(_ text: String, place: String) throws(CLIError) -> Int {
        guard let value = Int(text), value >= 0 else {
            throw .failure("\(place): \(text.quotedInMessage) is not a count — give a whole number, 0 or more")
        }
        return value
    }
}
