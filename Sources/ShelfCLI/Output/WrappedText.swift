/// Text broken into lines at word boundaries to fit a width, the way help is printed.
enum WrappedText {
    /// `text` in lines of at most `width` columns (a word longer than that stands alone on its
    /// line), the first starting with `first` and the others with `rest`.
    static func lines(_ text: String, width: Int, first: String = "", rest: String = "") -> [String] {
        lines(words: text.split(whereSeparator: { $0 == " " || $0 == "\n" }), width: width, first: first, rest: rest)
    }

    /// Pieces that must not be broken (`[--at TIME]`) laid out as `lines(_:width:first:rest:)`
    /// lays out words.
    static func lines(words: [some StringProtocol], width: Int, first: String = "", rest: String = "") -> [String] {
        var lines: [String] = []
        var line = first
        var lineIsEmpty = true
        for word in words {
            if !lineIsEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = rest
                lineIsEmpty = true
            }
            line += (lineIsEmpty ? "" : " ") + word
            lineIsEmpty = false
        }
        lines.append(line)
        return lines
    }

    /// A two-column list (labels, then what each means) fitted to `width`: the explanations line
    /// up after the longest label, and a label too long to leave them room gets a line of its
    /// own with its explanation under it.
    static func table(_ rows: [(label: String, text: String)], width: Int, indent: String = "  ") -> [String] {
        let widest = max(12, width / 3)
        let labelWidth = min(rows.map(\.label.count).filter { $0 <= widest }.max() ?? 0, widest)
        let hanging = indent + String(repeating: " ", count: labelWidth + 2)
        var lines: [String] = []
        for row in rows {
            if row.label.count > labelWidth {
                lines.append(indent + row.label)
                lines += Self.lines(row.text, width: width, first: hanging, rest: hanging)
            } else {
                let first = indent + row.label.padded(to: labelWidth) + "  "
                lines += Self.lines(row.text, width: width, first: first, rest: hanging)
            }
        }
        return lines
    }
}
