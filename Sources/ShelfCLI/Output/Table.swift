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
        // Each line is assembled as UTF-8 bytes in one reused buffer: appending to a String cell by
        // cell was most of the time `shelf list` spent on a large library.
        var buffer: [UInt8] = []
        let space = UInt8(ascii: " ")
        return allRows.indices.map { rowIndex in
            buffer.removeAll(keepingCapacity: true)
            buffer.append(contentsOf: indent.utf8)
            for (index, cell) in allRows[rowIndex].enumerated() {
                if index > 0 { buffer.append(contentsOf: [space, space]) }
                let measured = cellWidths[rowIndex][index]
                let text = cell.truncated(to: widths[index], currentWidth: measured)
                let shown = measured > widths[index] ? text.displayWidth : measured
                let padding = repeatElement(space, count: max(0, widths[index] - shown))
                if columns[index].alignRight {
                    buffer.append(contentsOf: padding)
                    buffer.append(contentsOf: text.utf8)
                } else {
                    buffer.append(contentsOf: text.utf8)
                    buffer.append(contentsOf: padding)
                }
            }
            while buffer.last == space { buffer.removeLast() }
            return String(decoding: buffer, as: UTF8.self)
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
