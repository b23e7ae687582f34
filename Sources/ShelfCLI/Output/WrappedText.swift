/// Text broken into lines at word boundaries to fit a width in terminal columns: help, prose on a
/// terminal, messages on stderr and the sentences in a table all wrap here.
enum WrappedText {
    /// `text` in lines of at most `width` columns, the first starting with `first` and the others
    /// with `rest`; runs of spaces and line breaks count as one space. A word longer than a line
    /// stands alone on its line.
    static func lines(_ text: String, width: Int, first: String = "", rest: String = "") -> [String] {
        lines(words: text.split(whereSeparator: { $0 == " " || $0 == "\n" }), width: width, first: first, rest: rest)
    }

    /// The mark between the items of a summary line.
    static let separator = "·"

    /// What becomes of a word wider than a line.
    enum LongWords {
        /// It stands alone on its line, wider than `width`: an option in help, a path in a
        /// message, which the terminal shows whole.
        case standAlone
        /// It is cut with `…`: a table cell, which must keep its column.
        case cut
        /// It goes on over as many lines as it needs, broken between characters: prose in the
        /// window, where nothing is lost and no line is wider than the window.
        case broken
    }

    /// Pieces that must not be broken (`[--at TIME]`) laid out as `lines(_:width:first:rest:)`
    /// lays out words, one space between them. An empty piece stands for one more space, so a
    /// line split at every space (`split(separator:omittingEmptySubsequences: false)`) keeps
    /// the spacing it had wherever it is not broken; spaces where it is broken go.
    static func lines(
        words: [some StringProtocol], width: Int, first: String = "", rest: String = "", longWords: LongWords = .standAlone
    ) -> [String] {
        var lines: [String] = []
        var line = first
        var lineWidth = first.displayWidth
        let restWidth = rest.displayWidth
        var lineHasWord = false
        var spaces = 0
        var breaksHere = false
        for (index, piece) in words.enumerated() {
            if index > 0 { spaces += 1 }
            guard !piece.isEmpty else { continue }
            var word = String(piece)
            var wordWidth = word.displayWidth
            // A separator between items (`3 added · 2 updated`) means nothing at either end of
            // a line: where the line breaks around it, it goes. The line breaks there too when
            // the next item would not end on this line but fits whole on the next one, so an
            // item (`re-read 0`) is not split from its number.
            if word == Self.separator, lineHasWord {
                let following = words[(index + 1)...]
                let next = following.first { !$0.isEmpty }.map { String($0).displayWidth } ?? 0
                let item = following.prefix { $0 != Self.separator }.filter { !$0.isEmpty }
                let itemWidth = item.reduce(0) { $0 + String($1).displayWidth } + max(0, item.count - 1)
                let itemFitsOnANewLine = restWidth + itemWidth <= width
                if lineWidth + spaces + wordWidth + 1 + (itemFitsOnANewLine ? itemWidth : next) > width {
                    breaksHere = true
                    continue
                }
            }
            if lineHasWord, breaksHere || lineWidth + spaces + wordWidth > width {
                breaksHere = false
                lines.append(line)
                line = rest
                lineWidth = restWidth
                spaces = 0
            }
            if lineWidth + spaces + wordWidth > width {
                switch longWords {
                case .standAlone:
                    break
                case .cut:
                    word = word.truncated(to: max(1, width - lineWidth - spaces), currentWidth: wordWidth)
                    wordWidth = word.displayWidth
                case .broken:
                    // Whole lines of the word, in one pass over its characters (splitting off a
                    // line at a time would measure and copy the rest again for every line); what
                    // is left goes on as a word of its own. Each line takes at least one
                    // character, so an indent as wide as the window still lets the word end.
                    var head = ""
                    var headWidth = 0
                    func endLine() {
                        lines.append(line + String(repeating: " ", count: spaces) + head)
                        line = rest
                        lineWidth = restWidth
                        spaces = 0
                        head = ""
                        headWidth = 0
                    }
                    for index in word.indices {
                        let character = word[index]
                        let next = String(character).displayWidth
                        if !head.isEmpty, lineWidth + spaces + headWidth + next > width {
                            // A hyphenated word (a shelf name) breaks after its last hyphen on
                            // the line when the part after it, to the next hyphen or the word's
                            // end, fits whole on the next line: `summer`, not `summ` and `er`.
                            var carried = ""
                            if let hyphen = head.lastIndex(of: "-"), hyphen > head.startIndex {
                                let after = String(head[head.index(after: hyphen)...])
                                let rest = word[index...]
                                let part = rest.firstIndex(of: "-").map { rest[...$0] } ?? rest
                                if restWidth + after.displayWidth + String(part).displayWidth <= width {
                                    carried = after
                                    head = String(head[...hyphen])
                                }
                            }
                            endLine()
                            head = carried
                            headWidth = carried.displayWidth
                        }
                        head.append(character)
                        headWidth += next
                    }
                    // A last character wider than the room left still ends its own line.
                    if lineWidth + spaces + headWidth > width { endLine() }
                    word = head
                    wordWidth = headWidth
                }
            }
            line += String(repeating: " ", count: spaces) + word
            lineWidth += spaces + wordWidth
            spaces = 0
            lineHasWord = true
        }
        lines.append(line)
        return lines
    }

    /// A two-column list (labels, then what each means) fitted to `width`: the explanations line
    /// up after the longest label, and a label too long to leave them room gets a line of its
    /// own with its explanation under it.
    static func table(_ rows: [(label: String, text: String)], width: Int, indent: String = "  ") -> [String] {
        let widest = max(12, width / 3)
        let labelWidth = min(rows.map(\.label.displayWidth).filter { $0 <= widest }.max() ?? 0, widest)
        let hanging = indent + String(repeating: " ", count: labelWidth + 2)
        var lines: [String] = []
        for row in rows {
            if row.label.displayWidth > labelWidth {
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
