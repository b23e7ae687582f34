import Foundation

/// What a file `shelf import` cannot read looks like, so the refusal can say what it is and what
/// to do instead of only that it is not an export.
public enum FileAppearance: Equatable, Sendable {
    /// Nothing in it, or only spaces and line breaks.
    case empty
    /// A zip archive: Goodreads and StoryGraph exports sometimes arrive zipped.
    case zip
    /// A gzip-compressed file.
    case gzip
    /// A PDF document.
    case pdf
    /// An image, with its format's name (`PNG`, `JPEG`, `GIF`, `WebP`).
    case image(String)
    /// Text in UTF-16, as a spreadsheet saves "Unicode text": its byte-order mark says so.
    case utf16
    /// Bytes that are not text (not UTF-8, or holding NUL bytes).
    case binary
    /// A Goodreads or StoryGraph export (`format`) whose header has `separator` (`;` or a tab)
    /// between its columns instead of commas: a spreadsheet set to a language whose decimal
    /// point is a comma saves CSV that way.
    case otherSeparator(ImportFormat, separator: Character)
    /// Text whose first line has commas or tabs: a table with a header shelf does not know,
    /// whose first few column names are given.
    case table(firstColumns: [String])
    /// Other text.
    case text

    /// How many of a table's column names are quoted: enough to recognise the file.
    static let columnsQuoted = 4

    /// Looks at the start of `data`.
    public static func of(_ data: Data) -> FileAppearance {
        let head = Array(data.prefix(4096))
        func starts(_ bytes: [UInt8]) -> Bool { head.starts(with: bytes) }
        if starts([0x50, 0x4B, 0x03, 0x04]) || starts([0x50, 0x4B, 0x05, 0x06]) { return .zip }
        if starts([0x1F, 0x8B]) { return .gzip }
        if starts(Array("%PDF".utf8)) { return .pdf }
        if starts([0x89, 0x50, 0x4E, 0x47]) { return .image("PNG") }
        if starts([0xFF, 0xD8, 0xFF]) { return .image("JPEG") }
        if starts(Array("GIF8".utf8)) { return .image("GIF") }
        if starts(Array("RIFF".utf8)), head.count >= 12, Array(head[8..<12]) == Array("WEBP".utf8) { return .image("WebP") }
        if starts([0xFF, 0xFE]) || starts([0xFE, 0xFF]) { return .utf16 }
        if head.contains(0) { return .binary }
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let textBytes = starts(bom) ? Array(head.dropFirst(3)) : head
        // The prefix may end inside a character; only what comes before the last line break is judged.
        let complete = textBytes.lastIndex(of: UInt8(ascii: "\n")).map { Array(textBytes[...$0]) } ?? textBytes
        guard let text = String(validating: complete, as: UTF8.self) else { return .binary }
        guard let firstLine = text.split(whereSeparator: \.isNewline).first(where: { !$0.allSatisfy(\.isWhitespace) })
        else { return .empty }
        if !firstLine.contains(","), let export = exportHeader(firstLine) { return export }
        let separator: Character? = firstLine.contains(",") ? "," : firstLine.contains("\t") ? "\t" : nil
        guard let separator else { return .text }
        var reader = CSVReader(Data(firstLine.utf8))
        let quoted = separator == "," ? (try? reader.nextRecord())?.fields : nil
        let names = quoted ?? firstLine.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
        return .table(firstColumns: Array(names.prefix(columnsQuoted)).map { $0.trimmingCharacters(in: .whitespaces) })
    }

    /// `line` as a Goodreads or StoryGraph header split on `;` or a tab, if it is one: the
    /// columns that tell the format (`GoodreadsColumn.required`, `StoryGraphColumn.distinctive`)
    /// are all there once split, quotes around the names aside.
    private static func exportHeader(_ line: Substring) -> FileAppearance? {
        for separator: Character in [";", "\t"] where line.contains(separator) {
            let names = line.split(separator: separator, omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
            }
            if CSVHeaderPositions<GoodreadsColumn>(header: names).missing(GoodreadsColumn.required).isEmpty {
                return .otherSeparator(.goodreads, separator: separator)
            }
            if CSVHeaderPositions<StoryGraphColumn>(header: names).missing(StoryGraphColumn.distinctive).isEmpty {
                return .otherSeparator(.storyGraph, separator: separator)
            }
        }
        return nil
    }
}
