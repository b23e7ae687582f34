/// A plain text table: a header row and aligned columns. On a terminal, the flexible columns
/// shrink (with `…`) to fit the window; piped, nothing is cut.
struct Table {
    struct Column {
        var header: String
        var alignRight = false
        /// Flexible columns give up width when the table is too wide for the terminal.
        var flexible = false
    }

    var columns: [Column]
    var rows: [[String]] = []

    /// The table's lines; `maxWidth` nil means never cut.
    func render(maxWidth: Int?, indent: String = "") -> [String] {
        let allRows = [columns.map(\.header)] + rows
        // Each cell is measured once; measuring is the costly part of rendering a long list.
        let cellWidths = allRows.map { $0.map(\.displayWidth) }
        var widths = columns.indices.map { index in cellWidths.reduce(0) { max($0, $1[index]) } }
        if let maxWidth {
            shrink(&widths, toFit: maxWidth - indent.count - 2 * (columns.count - 1))
        }
        let render: (Int) -> String = { rowIndex in
            var line = indent
            for (index, cell) in allRows[rowIndex].enumerated() {
                if index > 0 { line += "  " }
                let measured = cellWidths[rowIndex][index]
                let text = cell.truncated(to: widths[index], currentWidth: measured)
                let shown = measured > widths[index] ? text.displayWidth : measured
                let padding = max(0, widths[index] - shown)
                if columns[index].alignRight {
                    Self.appendSpaces(padding, to: &line)
                    line += text
                } else {
                    line += text
                    Self.appendSpaces(padding, to: &line)
                }
            }
            // Trimmed in place: reversing the line twice was half of `shelf list`'s time on a
            // large library.
            while line.last == " " { line.removeLast() }
            return line
        }
        return allRows.indices.map(render)
    }

    private static let spaces = String(repeating: " ", count: 64)

    /// Appends `count` spaces by slicing one prepared run, with no allocation per cell.
    private static func appendSpaces(_ count: Int, to line: inout String) {
        var left = count
        while left > 0 {
            let chunk = min(left, spaces.utf8.count)
            line += spaces.prefix(chunk)
            left -= chunk
        }
    }

    /// Takes width from the widest flexible column, one column at a time, down to a floor of 8.
    private func shrink(_ widths: inout [Int], toFit available: Int) {
        var excess = widths.reduce(0, +) - available
        while excess > 0 {
            let candidates = columns.indices.filter { columns[$0].flexible && widths[$0] > 8 }
            guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { return }
            widths[widest] -= 1
            excess -= 1
        }
    }
}
