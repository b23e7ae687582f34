internal import Essentials

/// Where each known column stands in one file, found by its header name, so that exports whose
/// columns were added, dropped or reordered over the years read the same.
struct CSVHeaderPositions<Column: CSVColumn> {
    /// For each column (by raw value), its field index in this file, if present.
    private let positions: [Int?]

    /// Header names are matched ignoring case and surrounding spaces (some tools pad them); when a
    /// name repeats, the first column wins; a column the header lacks by its name is looked for
    /// by its former names. Unknown columns are ignored.
    init(header: [String]) {
        var byName: [String: Int] = [:]
        for (index, name) in header.enumerated() {
            let key = name.trimmingWhitespace.lowercased()
            if byName[key] == nil { byName[key] = index }
        }
        positions = Column.allCases.map { column in
            ([column.name] + column.formerNames).lazy.compactMap { byName[$0.lowercased()] }.first
        }
    }

    /// The field index of `column` in this file; nil when the file lacks it.
    subscript(column: Column) -> Int? { positions[column.rawValue] }

    /// Those of `columns` the file lacks, in their order.
    func missing(_ columns: [Column]) -> [Column] { columns.filter { self[$0] == nil } }

    /// The field of `column` in `row` as written, but for a NUL, which no cell means and which
    /// becomes a space (`NULText.spaced`), whatever the column: a Book Id or a date
    /// holding one would read as another value than it shows. "" when the file has no such column.
    func text(_ column: Column, in row: CSVRecord) -> String {
        // The reader guarantees every row is as long as the header; the bounds check only keeps a
        // hand-built record from trapping.
        guard let index = self[column], index < row.fields.count else { return "" }
        return NULText.spaced(row.fields[index])
    }

    /// The trimmed value of `column` in `row` read by `read`; nil when it is empty, and nil noted
    /// in `leftEmpty` (with the value as written) when `read` cannot make sense of it, so one odd
    /// value never costs the reader the rest of their history.
    func readable<Value>(
        _ column: Column, in row: CSVRecord, leftEmpty: inout [ValueLeftEmpty], _ read: (String) -> Value?
    ) -> Value? {
        let value = text(column, in: row).trimmingWhitespace
        guard !value.isEmpty else { return nil }
        guard let readValue = read(value) else {
            leftEmpty.append(ValueLeftEmpty(column: column.name, value: value, line: row.line))
            return nil
        }
        return readValue
    }
}
