import Foundation

/// The kinds of file `shelf import` reads.
public enum ImportFormat: String, CaseIterable, Sendable {
    /// A Goodreads library export (CSV).
    case goodreads
    /// A shelf JSON backup.
    case json

    /// Recognises a file by its content: a Goodreads header row, or JSON (which the backup reader
    /// then checks for its format marker). Nil when it is neither.
    public static func detect(_ data: Data) -> ImportFormat? {
        let start = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        let first = start.first { ![UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains($0) }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") { return .json }
        return GoodreadsCSV.isGoodreadsCSV(data) ? .goodreads : nil
    }
}
