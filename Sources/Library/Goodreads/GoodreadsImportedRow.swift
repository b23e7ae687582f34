internal import Essentials
import Foundation

/// A book's row of the Goodreads export it was imported from, every column as written, with what
/// shelf would have exported for the book just after that import.
///
/// An export writes a column as imported when the book's value for it is still what it was then
/// (shelf writes now what its `mark` says it wrote then), so values the reader never changed go back
/// out exactly (`=""` ISBNs, an empty Read Count, `0` pages, trailing spaces, the older form's
/// columns, the Spoiler flag), and values they did change go out as they are now.
struct GoodreadsImportedRow: Equatable {
    /// The file's header names and this row's values, in file order.
    let names: [String]
    var values: [String]
    /// Where each column of `names` is (`positions(of:)`) when the row was made with them: the
    /// rows of one file share their header, so reading stored rows works them out once rather
    /// than again for every book an export writes. A row made without them (a backup's, which is
    /// only stored) works them out when asked.
    private let knownPositions: [String: Int]?
    /// What shelf exported for the book just after the import, for telling the columns the reader
    /// has changed since from those they have not.
    var mark: ExportMark

    /// Stands for a column the import did not take from the row (the reader's own edit won), so
    /// that column never goes out as imported: a Unicode noncharacter, which no field shelf
    /// writes holds on its own.
    static let keptMark = "\u{FFFF}"

    /// The value of column `name` (compared ignoring case and surrounding spaces, as on reading),
    /// nil when the file had no such column.
    func value(of name: String) -> String? {
        guard let index = (knownPositions ?? Self.positions(of: names))[name.lowercased()], index < values.count else { return nil }
        return values[index]
    }

    /// Where each column of `names` is, by its name trimmed and lowercased; when a name repeats,
    /// the first column wins, as on reading.
    static func positions(of names: [String]) -> [String: Int] {
        var positions: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            let key = Whitespace.trimmed(name, newlines: false).lowercased()
            if positions[key] == nil { positions[key] = index }
        }
        return positions
    }

    /// `names` as stored: one CSV record, which the rows of one file share (`goodreads_headers`).
    static func storedNames(_ names: [String]) -> String {
        var writer = CSVWriter()
        writer.append(names)
        return writer.text
    }

    /// A row's `values` as stored: one CSV record.
    static func storedValues(_ values: [String]) -> String {
        var writer = CSVWriter()
        writer.append(values)
        return writer.text
    }

    /// `mark` as stored in `goodreads_rows.exported`: "" for none, `ExportMark.storedUnchanged`,
    /// or the columns as one CSV record (which ends in a line break, so is never the other two).
    var storedMark: String {
        switch mark {
        case .none: return ""
        case .unchanged: return ExportMark.storedUnchanged
        case .columns(let columns):
            var writer = CSVWriter()
            writer.append(columns)
            return writer.text
        }
    }

    /// The mark stored as `text` (see `storedMark`); nil when the text is damaged.
    static func mark(stored text: String) -> ExportMark? {
        if text.isEmpty { return ExportMark.none }
        if text == ExportMark.storedUnchanged { return .unchanged }
        guard let records = try? CSVReader.records(in: Data(text.utf8)), records.count == 1 else { return nil }
        return .columns(records[0].fields)
    }

    /// Reads a row back from its stored text, its header and values together, with its mark read
    /// already; nil when the text is damaged.
    init?(storedColumns: String, mark: ExportMark) {
        guard let columns = try? CSVReader.records(in: Data(storedColumns.utf8)), columns.count == 2 else { return nil }
        self.init(names: columns[0].fields, values: columns[1].fields, mark: mark)
    }

    /// Reads a row back from its stored values, its header `names` read already with their
    /// `positions` (the rows of one file share them) and its mark; nil when the text is damaged.
    init?(names: [String], positions: [String: Int], storedValues: String, mark: ExportMark) {
        guard let values = Self.record(storedValues) else { return nil }
        self.init(names: names, values: values, mark: mark, positions: positions)
    }

    /// The fields of `text`, one CSV record as `storedNames` and `storedValues` write it; nil when
    /// it is not exactly one.
    static func record(_ text: String) -> [String]? {
        guard let records = try? CSVReader.records(in: Data(text.utf8)), records.count == 1 else { return nil }
        return records[0].fields
    }

    /// Makes one from its parts; `positions`, when given, are `positions(of: names)` worked out
    /// already.
    init(names: [String], values: [String], mark: ExportMark = .none, positions: [String: Int]? = nil) {
        self.names = names
        self.values = values
        self.mark = mark
        knownPositions = positions
    }

    /// Equal when names, values and marks are: the positions follow from the names.
    static func == (left: Self, right: Self) -> Bool {
        left.names == right.names && left.values == right.values && left.mark == right.mark
    }
}
