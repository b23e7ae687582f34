import Foundation

/// The kinds of file `shelf import` reads.
public enum ImportFormat: String, CaseIterable, Sendable {
    /// A Goodreads library export (CSV).
    case goodreads
    /// A StoryGraph library export (CSV).
    case storyGraph = "storygraph"
    /// A shelf JSON backup.
    case json

    /// True for an SQLite database file, which shelf imports as an e-reader's vocabulary
    /// (`importEReaderVocabulary` tells Kindle's from KOReader's by its tables).
    public static func isSQLiteDatabase(_ data: Data) -> Bool {
        data.starts(with: Array("SQLite format 3\u{0}".utf8))
    }

    /// Recognises a file by its content: a Goodreads or StoryGraph header row, or JSON (which the backup reader
    /// then checks for its format marker). Nil when it is neither.
    public static func detect(_ data: Data) -> ImportFormat? {
        let start = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        let first = start.first { ![UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains($0) }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") { return .json }
        if GoodreadsCSV.isGoodreadsCSV(data) { return .goodreads }
        return ExportCSV<StoryGraphColumn>.starts(data, withHeaderNaming: StoryGraphColumn.distinctive) ? .storyGraph : nil
    }
}
