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
        var widths = columns.indices.map { index in
            rows.reduce(columns[index].header.displayWidth) { max($0, $1[index].displayWidth) }
        }
        if let maxWidth {
            shrink(&widths, toFit: maxWidth - indent.count - 2 * (columns.count - 1))
        }
        let render: ([String]) -> String = { cells in
            let parts = cells.enumerated().map { index, cell in
                let text = cell.truncated(to: widths[index])
                return columns[index].alignRight ? text.leftPadded(to: widths[index]) : text.padded(to: widths[index])
            }
            var line = indent + parts.joined(separator: "  ")
            // Trimmed in place: reversing the line twice was half of `shelf list`'s time on a
            // large library.
            while line.last == " " { line.removeLast() }
            return line
        }
        return [render(columns.map(\.header))] + rows.map(render)
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
