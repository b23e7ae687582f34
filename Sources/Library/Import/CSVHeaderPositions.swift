internal import Essentials

/// Where each known column stands in one file, found by its header name, so that exports whose
/// columns were added, dropped or reordered over the years read the same.
struct CSVHeaderPositions<Column: CSVColumn> {
    /// For each column (by raw value), its field index in this file, if present.
    private let positions: [Int?]

    /// Header names are matched ignoring case and surrounding spaces (some tools pad them); when a
    /// name repeats, the first column wins. Unknown columns are ignored.
    init(header: [String]) {
        var byName: [String: Int] = [:]
        for (index, name) in header.enumerated() {
            let key = name.trimmingWhitespace.lowercased()
            if byName[key] == nil { byName[key] = index }
        }
        positions = Column.allCases.map { byName[$0.name.lowercased()] }
    }

    /// The field index of `column` in this file; nil when the file lacks it.
    subscript(column: Column) -> Int? { positions[column.rawValue] }

    /// Those of `columns` the file lacks, in their order.
    func missing(_ columns: [Column]) -> [Column] { columns.filter { self[$0] == nil } }
}
