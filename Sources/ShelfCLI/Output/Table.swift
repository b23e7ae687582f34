import Essentials
/// A plain text table: a header row and aligned columns. On a terminal it is fitted to the window
/// by cutting text columns with `…`, the widest first; numbers are never cut. Piped, nothing is cut.
struct Table {
    struct Column {
        var header: String
        /// Numbers: right-aligned, and never cut, as a cut number reads as another number.
        var alignRight = false
        /// Free text (titles, authors, definitions), the first to give up width.
        var flexible = false
        /// Kept whole even at the cost of the window (a progress count); short by nature.
        var keepWhole = false
        /// Left out on a window too narrow for the text columns to keep `comfortableWidth`:
        /// details (a year, a page count) that matter less than readable titles.
        var droppable = false

        /// True when the column may lose width to fit the window.
        var cuttable: Bool { !alignRight && !keepWhole }
    }

    var columns: [Column]
    var rows: [[String]] = []
    /// False for a table of labelled values, which needs no header row.
    var showsHeader = true

    /// The widest a flexible column is cut to before other columns give up anything, and the
    /// widest any column is cut to before the text columns are cut further.
    private static let comfortableWidth = 8

    /// Writes the table to `console`, fitted to the window on a terminal, with a dim header.
    func print(on console: Console, indent: String = "") {
        var isHeader = showsHeader
        let maxWidth = console.isTerminal ? console.width : nil
        let table = maxWidth.map { leavingOutDetails(toFit: $0 - indent.displayWidth) } ?? self
        table.render(maxWidth: maxWidth, indent: indent) { line in
            if isHeader {
                console.line(console.styled(String(decoding: line, as: UTF8.self), .dim))
                isHeader = false
            } else {
                console.line(utf8: line)
            }
        }
    }

    /// Hands each line of the table to `line` as UTF-8 bytes, header first; `maxWidth` nil means
    /// never cut. Lines are built as bytes in one reused buffer and each cell is measured once:
    /// making Strings cell by cell was most of the time `shelf list` spent on a large library.
    func render(maxWidth: Int?, indent: String = "", line: ([UInt8]) -> Void) {
        let allRows = showsHeader ? [columns.map(\.header)] + rows : rows
        var cellWidths: [Int] = []
        cellWidths.reserveCapacity(allRows.count * columns.count)
        for row in allRows {
            for index in columns.indices { cellWidths.append(cell(index, of: row).displayWidth) }
        }
        var widths = columns.indices.map { index in
            stride(from: index, to: cellWidths.count, by: columns.count).reduce(0) { max($0, cellWidths[$1]) }
        }
        if let maxWidth {
            shrink(&widths, toFit: maxWidth - indent.displayWidth - 2 * (columns.count - 1))
        }
        let space = UInt8(ascii: " ")
        let blanks = [UInt8](repeating: space, count: (widths.max() ?? 0) + 2)
        var buffer: [UInt8] = []
        var measured = cellWidths.makeIterator()
        for row in allRows {
            buffer.removeAll(keepingCapacity: true)
            indent.appendUTF8(to: &buffer)
            for (index, column) in columns.enumerated() {
                if index > 0 { buffer.append(contentsOf: blanks[..<2]) }
                let width = widths[index]
                var text = cell(index, of: row)
                var shown = measured.next() ?? 0
                if shown > width {
                    text = text.truncated(to: width, currentWidth: shown)
                    shown = text.displayWidth
                }
                let padding = blanks[..<max(0, width - shown)]
                if column.alignRight { buffer.append(contentsOf: padding) }
                text.appendUTF8(to: &buffer)
                if !column.alignRight { buffer.append(contentsOf: padding) }
            }
            while buffer.last == space { buffer.removeLast() }
            line(buffer)
        }
    }

    /// This table without its droppable columns, the last first, for as long as the rest cannot
    /// fit `width` with every text column at `comfortableWidth` (or its own width when narrower).
    func leavingOutDetails(toFit width: Int) -> Table {
        var table = self
        while let dropped = table.columns.lastIndex(where: \.droppable), table.narrowest > width {
            table.columns.remove(at: dropped)
            table.rows = table.rows.map { row in
                var row = row
                if dropped < row.count { row.remove(at: dropped) }
                return row
            }
        }
        return table
    }

    /// The width the table needs with its text columns cut to `comfortableWidth`.
    private var narrowest: Int {
        let allRows = showsHeader ? [columns.map(\.header)] + rows : rows
        let widths = columns.indices.map { index in
            let natural = allRows.map { cell(index, of: $0).displayWidth }.max() ?? 0
            return columns[index].cuttable ? min(natural, Self.comfortableWidth) : natural
        }
        return widths.reduce(0, +) + 2 * max(0, columns.count - 1)
    }

    /// The cell in column `index`, or "" when the row is short.
    private func cell(_ index: Int, of row: [String]) -> String {
        index < row.count ? row[index] : ""
    }

    /// Takes width from the widest column that may give it, in three rounds until the table fits:
    /// flexible text down to `comfortableWidth`, then any text (dates, ids) down to the same,
    /// then any text down to one column (`…`). Numbers and whole columns never shrink.
    private func shrink(_ widths: inout [Int], toFit available: Int) {
        var excess = widths.reduce(0, +) - available
        let rounds: [(eligible: (Column) -> Bool, floor: Int)] = [
            ({ $0.flexible && $0.cuttable }, Self.comfortableWidth),
            ({ $0.cuttable }, Self.comfortableWidth),
            ({ $0.cuttable }, 1),
        ]
        for round in rounds where excess > 0 {
            let eligible = columns.indices.filter { round.eligible(columns[$0]) }
            while excess > 0 {
                guard let widest = eligible.filter({ widths[$0] > round.floor }).max(by: { widths[$0] < widths[$1] })
                else { break }
                // Cut the widest down to the next widest (or the floor) in one step; columns
                // of equal width then take turns, so they end up equally cut.
                let next = eligible.filter { $0 != widest }.map { widths[$0] }.max() ?? 0
                let cut = max(1, min(excess, widths[widest] - max(round.floor, next)))
                widths[widest] -= cut
                excess -= cut
            }
        }
    }
}
