import Essentials
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

    /// Writes the table to `console`, fitted to the window on a terminal, with a dim header.
    func print(on console: Console, indent: String = "") {
        var isHeader = true
        render(maxWidth: console.isTerminal ? console.width : nil, indent: indent) { line in
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
        let allRows = [columns.map(\.header)] + rows
        var cellWidths: [Int] = []
        cellWidths.reserveCapacity(allRows.count * columns.count)
        for row in allRows {
            for index in columns.indices { cellWidths.append(cell(index, of: row).displayWidth) }
        }
        var widths = columns.indices.map { index in
            stride(from: index, to: cellWidths.count, by: columns.count).reduce(0) { max($0, cellWidths[$1]) }
        }
        if let maxWidth {
            shrink(&widths, toFit: maxWidth - indent.count - 2 * (columns.count - 1))
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

    /// The cell in column `index`, or "" when the row is short.
    private func cell(_ index: Int, of row: [String]) -> String {
        index < row.count ? row[index] : ""
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
