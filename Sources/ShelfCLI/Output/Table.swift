import Essentials
/// A plain text table: a header row and aligned columns. On a terminal it is fitted to the window
/// by cutting text columns with `…`, the widest first, and by wrapping sentences at spaces;
/// numbers are never cut. Piped, nothing is cut or wrapped.
struct Table {
    struct Column {
        var header: String
        /// Numbers: right-aligned, and never cut, as a cut number reads as another number.
        var alignRight = false
        /// Free text (titles, authors, definitions), the first to give up width.
        var flexible = false
        /// Text beside the row's main text (a title's authors): on a window where the main text
        /// would get less than `readableWidth`, it is cut to `comfortableWidth` first, so the title
        /// stays readable.
        var secondary = false
        /// Kept whole even at the cost of the window (a progress count); short by nature.
        var keepWhole = false
        /// Left out on a window too narrow for the text columns to keep `comfortableWidth`:
        /// details (a year, a page count) that matter less than readable titles.
        var droppable = false
        /// A sentence (a pace, a line of figures): never cut, as its end is often what matters
        /// (the finish date), but wrapped at spaces onto more lines of its column. On a window
        /// that cannot give it `readableWidth` it is printed under its row instead.
        var wraps = false
        /// Text that says nothing cut short (a definition): the droppable columns are left out
        /// before it would get less than `readableWidth`.
        var needsRoom = false

        /// True when the column may be cut with `…` to fit the window.
        var cuttable: Bool { !alignRight && !keepWhole && !wraps }
    }

    var columns: [Column]
    var rows: [[String]] = []
    /// False for a table of labelled values, which needs no header row.
    var showsHeader = true

    /// The widest a flexible column is cut to before other columns give up anything, and the
    /// widest any column is cut to before the text columns are cut further.
    private static let comfortableWidth = 8
    /// The narrowest a wrapping column gets beside the others: narrower, a sentence is a column
    /// of single words, and it reads better under its row.
    private static let readableWidth = 20

    /// A table of labelled values (`Pages read  500`): no header, and each value a sentence,
    /// wrapped under itself rather than cut.
    static func labelled(_ fields: [(label: String, value: String)]) -> Table {
        Table(columns: [.init(header: ""), .init(header: "", wraps: true)], rows: fields.map { [$0.label, $0.value] }, showsHeader: false)
    }

    /// Writes the table to `console`, fitted to the window on a terminal, with a dim header.
    func print(on console: Console, indent: String = "") {
        var isHeader = showsHeader
        let maxWidth = console.isTerminal ? console.width : nil
        let table = maxWidth.map { leavingOutDetails(toFit: $0 - indent.displayWidth) } ?? self
        table.render(maxWidth: maxWidth, indent: indent) { line, isClean in
            if isHeader {
                console.line(console.styled(String(decoding: line, as: UTF8.self), .dim))
                isHeader = false
            } else if isClean {
                console.cleanLine(utf8: line)
            } else {
                console.line(utf8: line)
            }
        }
    }

    /// Hands each line of the table to `line` as UTF-8 bytes, header first; `maxWidth` nil means
    /// never cut.
    func render(maxWidth: Int?, indent: String = "", line: ([UInt8]) -> Void) {
        render(maxWidth: maxWidth, indent: indent) { text, _ in line(text) }
    }

    /// Hands each line of the table to `line` as UTF-8 bytes, header first, with whether the line
    /// is known to hold no terminal controls (true when no cell and not the indent holds any:
    /// the rest is spaces and cut marks). Lines are built as bytes in one reused buffer and each
    /// cell is measured once: making Strings cell by cell was most of the time `shelf list`
    /// spent on a large library, and checking each line again for controls a good part of the rest.
    private func render(maxWidth: Int?, indent: String, line: ([UInt8], Bool) -> Void) {
        let allRows = showsHeader ? [columns.map(\.header)] + rows : rows
        var cellWidths: [Int] = []
        cellWidths.reserveCapacity(allRows.count * columns.count)
        var isClean = !indent.displayWidthAndControls.hasControls
        for row in allRows {
            for index in columns.indices {
                let (width, hasControls) = cell(index, of: row).displayWidthAndControls
                cellWidths.append(width)
                if hasControls { isClean = false }
            }
        }
        var widths = columns.indices.map { index in
            stride(from: index, to: cellWidths.count, by: columns.count).reduce(0) { max($0, cellWidths[$1]) }
        }
        var underRow: [Int] = []
        if let maxWidth { underRow = fit(&widths, into: maxWidth - indent.displayWidth) }
        let indentWidth = indent.displayWidth
        // Text under its row starts where the second column does.
        let underRowIndent = indentWidth + (underRow.first == 0 ? 0 : widths[0] + 2)
        let firstShown = columns.indices.first { !underRow.contains($0) } ?? 0
        let space = UInt8(ascii: " ")
        // Enough for every gap and padding of a line together, and for the indent under a row.
        let blanks = [UInt8](repeating: space, count: max(widths.reduce(0, +) + 2 * columns.count, underRowIndent + 2))
        var buffer: [UInt8] = []
        // Each column's traits read once: copying a `Column` (and its header) per cell cost a long
        // list more than writing the cell.
        let alignsRight = columns.map(\.alignRight)
        let wraps = columns.map(\.wraps)
        // The lines each wrapping cell of a row goes on to, by column.
        var continued: [Int: [String]] = [:]
        for (rowIndex, row) in allRows.enumerated() {
            let isHeader = showsHeader && rowIndex == 0
            continued.removeAll(keepingCapacity: true)
            buffer.removeAll(keepingCapacity: true)
            indent.appendUTF8(to: &buffer)
            // Gaps and padding are owed until the next text and then written in one piece; those
            // after the last text are never written, as a line ends without them.
            var blanksOwed = 0
            for index in columns.indices where !underRow.contains(index) {
                if index > firstShown { blanksOwed += 2 }
                let width = widths[index]
                var text = cell(index, of: row)
                var shown = cellWidths[rowIndex * columns.count + index]
                if shown > width {
                    if wraps[index], !isHeader {
                        var lines = text.wrapped(to: width)
                        text = lines.removeFirst()
                        continued[index] = lines
                    } else {
                        text = text.truncated(to: width, currentWidth: shown)
                    }
                    shown = text.displayWidth
                }
                let padding = max(0, width - shown)
                if alignsRight[index] { blanksOwed += padding }
                if !text.isEmpty {
                    buffer.append(contentsOf: blanks[..<blanksOwed])
                    blanksOwed = 0
                    text.appendUTF8(to: &buffer)
                }
                if !alignsRight[index] { blanksOwed += padding }
            }
            emit(&buffer) { line($0, isClean) }
            if !continued.isEmpty {
                emitContinuations(
                    continued, widths: widths, leavingOut: underRow, indent: indent, blanks: blanks, buffer: &buffer
                ) { line($0, isClean) }
            }
            guard !isHeader, let maxWidth else { continue }
            for index in underRow where !cell(index, of: row).isEmpty {
                for text in cell(index, of: row).wrapped(to: max(1, maxWidth - underRowIndent)) {
                    buffer.removeAll(keepingCapacity: true)
                    buffer.append(contentsOf: blanks[..<underRowIndent])
                    text.appendUTF8(to: &buffer)
                    emit(&buffer) { line($0, isClean) }
                }
            }
        }
    }

    /// The further lines of a row whose wrapping cells did not fit on its first: each such cell's
    /// next line in its column, blanks under the others.
    private func emitContinuations(
        _ continued: [Int: [String]], widths: [Int], leavingOut underRow: [Int], indent: String, blanks: [UInt8],
        buffer: inout [UInt8],
        _ line: ([UInt8]) -> Void
    ) {
        let count = continued.values.map(\.count).max() ?? 0
        let shown = columns.indices.filter { !underRow.contains($0) }
        for lineIndex in 0..<count {
            buffer.removeAll(keepingCapacity: true)
            indent.appendUTF8(to: &buffer)
            for index in shown {
                if index > shown[0] { buffer.append(contentsOf: blanks[..<2]) }
                let text = continued[index].flatMap { lineIndex < $0.count ? $0[lineIndex] : nil } ?? ""
                text.appendUTF8(to: &buffer)
                buffer.append(contentsOf: blanks[..<max(0, widths[index] - text.displayWidth)])
            }
            emit(&buffer, line)
        }
    }

    /// Hands a built line over without the spaces that pad its last column.
    private func emit(_ buffer: inout [UInt8], _ line: ([UInt8]) -> Void) {
        while buffer.last == UInt8(ascii: " ") { buffer.removeLast() }
        line(buffer)
    }

    /// This table without its droppable columns, the last first, for as long as the rest cannot
    /// fit `width` with every text column at `comfortableWidth` (`readableWidth` for one that
    /// needs room), or its own width when narrower.
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
            let column = columns[index]
            if column.needsRoom { return min(natural, Self.readableWidth) }
            return column.cuttable || column.wraps ? min(natural, Self.comfortableWidth) : natural
        }
        return widths.reduce(0, +) + 2 * max(0, columns.count - 1)
    }

    /// The cell in column `index`, or "" when the row is short.
    private func cell(_ index: Int, of row: [String]) -> String {
        index < row.count ? row[index] : ""
    }

    /// Narrows `widths` (the columns' natural widths) to fit `available` columns with their gaps,
    /// and returns the wrapping columns that go under their row instead of beside the others.
    ///
    /// Width is taken from the widest column that may give it, in rounds until the table fits:
    /// flexible text down to `readableWidth`, then secondary text (authors) down to
    /// `comfortableWidth`, then wrapping sentences down to `readableWidth` (a title stays
    /// readable before a pace takes a second line), then flexible text down to
    /// `comfortableWidth`, then any cuttable text (dates, ids) down to the same. If that is not enough, the
    /// sentences go under their rows, and the cuttable text is cut down to one column (`…`).
    /// Numbers and whole columns never shrink.
    private func fit(_ widths: inout [Int], into available: Int) -> [Int] {
        let natural = widths
        var excess = widths.reduce(0, +) + 2 * (columns.count - 1) - available
        excess = shrink(&widths, natural, by: excess, where: { $0.flexible && $0.cuttable }, floor: Self.readableWidth)
        excess = shrink(&widths, natural, by: excess, where: { $0.secondary && $0.cuttable }, floor: Self.comfortableWidth)
        excess = shrink(&widths, natural, by: excess, where: \.wraps, floor: Self.readableWidth)
        excess = shrink(&widths, natural, by: excess, where: { $0.flexible && $0.cuttable }, floor: Self.comfortableWidth)
        excess = shrink(&widths, natural, by: excess, where: \.cuttable, floor: Self.comfortableWidth)
        var underRow: [Int] = []
        if excess > 0 {
            underRow = columns.indices.filter { columns[$0].wraps && natural[$0] > widths[$0] }
            if !underRow.isEmpty {
                widths = natural
                for index in underRow { widths[index] = 0 }
                let shown = columns.count - underRow.count
                excess = widths.reduce(0, +) + 2 * (shown - 1) - available
                excess = shrink(&widths, natural, by: excess, where: { $0.flexible && $0.cuttable }, floor: Self.comfortableWidth)
                excess = shrink(&widths, natural, by: excess, where: \.cuttable, floor: Self.comfortableWidth)
            }
        }
        _ = shrink(&widths, natural, by: excess, where: \.cuttable, floor: 1)
        return underRow
    }

    /// Takes up to `excess` columns from the widest of the columns `eligible` picks, down to
    /// `floor`, and returns what is still in excess. Of columns equally wide, the one wider by
    /// `natural` width (already cut) gives first, so a column shown whole stays whole as long
    /// as another can give.
    private func shrink(
        _ widths: inout [Int], _ natural: [Int], by excess: Int, where eligible: (Column) -> Bool, floor: Int
    ) -> Int {
        var excess = excess
        let eligible = columns.indices.filter { eligible(columns[$0]) && widths[$0] > 0 }
        while excess > 0 {
            guard let widest = eligible.filter({ widths[$0] > floor }).max(by: {
                (widths[$0], natural[$0]) < (widths[$1], natural[$1])
            })
            else { break }
            // Cut the widest down to the next widest (or the floor) in one step; columns
            // of equal width then take turns, so they end up equally cut.
            let next = eligible.filter { $0 != widest }.map { widths[$0] }.max() ?? 0
            let cut = max(1, min(excess, widths[widest] - max(floor, next)))
            widths[widest] -= cut
            excess -= cut
        }
        return excess
    }
}
