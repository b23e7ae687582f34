/// Making text from outside safe for a terminal: control characters removed, so an escape
/// sequence in a title cannot repaint the screen, and a fragment typed to find a book is matched
/// against the title as it is shown, never against bytes nobody sees.
extension String {
    /// The text on one line: line breaks and tabs become spaces, other control characters,
    /// invisible format characters and escape sequences go.
    public var terminalSafe: String {
        guard hasTerminalControls else { return self }
        return withoutControls { $0 == "\n" || $0 == "\r" || $0 == "\t" || $0.isLineSeparator ? " " : nil }
    }

    /// A title or a name as shown: `terminalSafe`, with runs of spaces read as one (Goodreads
    /// writes `Stephen        King`); the stored and exported value stays as it was written.
    public var shownName: String {
        if withContiguousUTF8(Self.isPlainName) { return self }
        // Text beyond ASCII (Zoë, 白) often needs nothing done either: two passes over the bytes tell.
        if withContiguousUTF8({ !Self.containsTerminalControls($0) && !Whitespace.hasRunToCollapse($0) }) { return self }
        let safe = terminalSafe
        guard safe.withContiguousUTF8({ $0.contains(UInt8(ascii: " ")) }) else { return safe }
        return Whitespace.collapsingRuns(safe)
    }

    /// A title or a name as a typed fragment is matched against it: `shownName` without the
    /// joiners and direction marks (`isJoinerOrDirectionMark`), which change how the letters beside
    /// them are drawn, never which letters they are, and with the spaces either side of one read
    /// as one space, as `shownName` reads any run (`Dune \u{200E} Messiah` is `Dune Messiah`).
    public var matchedName: String {
        let shown = shownName
        // Each of them is E2 80 8C...8F in UTF-8: text without an E2 byte holds none.
        guard shown.utf8.contains(0xE2), shown.unicodeScalars.contains(where: \.isJoinerOrDirectionMark) else { return shown }
        var kept = String.UnicodeScalarView()
        for scalar in shown.unicodeScalars where !scalar.isJoinerOrDirectionMark { kept.append(scalar) }
        return Whitespace.collapsingRuns(String(kept))
    }

    /// True when the text as shown holds nothing a reader can see: only white space, joiners and
    /// direction marks, if anything. A title or a name has to show something.
    public var showsNothing: Bool {
        shownName.unicodeScalars.allSatisfy { $0.isJoinerOrDirectionMark || Whitespace.isWhitespace($0) }
    }

    /// True for printable ASCII with no space first, last or next to another: a name `shownName`
    /// returns as it is, told in one pass over the bytes, as most titles and names are.
    private static func isPlainName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let space = UInt8(ascii: " ")
        guard bytes.first != space, bytes.last != space, bytes.isPrintableASCII else { return false }
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == space && previous == space { return false }
            previous = byte
        }
        return true
    }

    /// The text with control characters and escape sequences removed but line breaks kept.
    public var terminalSafeKeepingLines: String {
        guard hasTerminalControls else { return self }
        return withoutControls { $0 == "\n" || $0.isLineSeparator ? "\n" : nil }
    }

    /// What the console writes: the text cleaned as `terminalSafeKeepingLines` cleans it, except
    /// for tabs and the styles shelf itself sets (`TextStyle`, the calendar's 256 colours), so
    /// that no text reaches the terminal raw, whichever field it came from.
    public var terminalOutput: String {
        guard hasTerminalControls else { return self }
        return withoutControls(keepingOwnStyles: true) { $0 == "\n" || $0 == "\t" ? $0 : $0.isLineSeparator ? "\n" : nil }
    }

    /// The text without control characters, each replaced by what `replacement` gives (nothing
    /// when nil). An escape sequence goes whole, not just its ESC: a title holding a colour code
    /// (`ESC [ 3 1 m`) reads as the title, not "[31m" and the title. CSI sequences end at their
    /// final byte, OSC sequences (`ESC ]`, which set window titles) at BEL or `ESC \`; their
    /// one-byte forms U+009B and U+009D are read the same way.
    private func withoutControls(
        keepingOwnStyles: Bool = false, _ replacement: (Unicode.Scalar) -> Unicode.Scalar?
    ) -> String {
        enum Skipping { case none, escape, csi, osc }
        var skipping = Skipping.none
        var result = String.UnicodeScalarView()
        var sequence = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            switch skipping {
            case .escape:
                skipping = scalar == "[" ? .csi : scalar == "]" ? .osc : .none
                // The one character of a two-character sequence (ESC c, ESC 7) goes with its ESC.
                if skipping != .none || (0x20...0x7E).contains(scalar.value) || scalar.isTerminalControl { continue }
            case .csi:
                sequence.append(scalar)
                if (0x40...0x7E).contains(scalar.value) {
                    skipping = .none
                    if keepingOwnStyles, Self.isOwnStyle(String(sequence)) {
                        result.append("\u{1B}")
                        result.append("[")
                        result.append(contentsOf: sequence)
                    }
                }
                continue
            case .osc:
                if scalar == "\u{07}" { skipping = .none } else if scalar == "\u{1B}" { skipping = .escape }
                continue
            case .none:
                break
            }
            sequence.removeAll()
            if scalar == "\u{1B}" {
                skipping = .escape
            } else if scalar == "\u{9B}" || scalar == "\u{9D}" {
                // The one-byte (C1) forms of CSI and OSC.
                skipping = scalar == "\u{9B}" ? .csi : .osc
            } else if !scalar.isTerminalControl {
                result.append(scalar)
            } else if let replaced = replacement(scalar) {
                result.append(replaced)
            }
        }
        return String(result)
    }

    /// True for the parameters and final byte of an SGR sequence shelf writes: reset, bold, dim,
    /// and a 256-colour foreground.
    private static func isOwnStyle(_ sequence: String) -> Bool {
        guard sequence.hasSuffix("m") else { return false }
        let parameters = sequence.dropLast()
        if ["0", "1", "2"].contains(parameters) { return true }
        guard parameters.hasPrefix("38;5;") else { return false }
        let colour = parameters.dropFirst(5)
        return !colour.isEmpty && colour.count <= 3 && colour.allSatisfy { ("0"..."9").contains($0) }
    }

    /// True when any `isTerminalControl` character is present. Checked on the UTF-8 bytes so
    /// clean text is returned without copying: C1 controls are encoded C2 80...C2 9F; the
    /// zero-width space E2 80 8B; the line and paragraph separators and the
    /// bidirectional controls E2 80 A8...AE; the word joiner and isolates E2 81 A0 and A6...A9;
    /// the byte-order mark EF BB BF.
    private var hasTerminalControls: Bool {
        withContiguousUTF8 { Self.containsTerminalControls($0) }
    }

    /// `hasTerminalControls` for text still in UTF-8 bytes, as a table line is. Runs of printable
    /// ASCII, most of any line, are passed over eight bytes at a time; each other byte is a
    /// control itself or the first byte of the encoding of one.
    public static func containsTerminalControls(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = bytes.endOfPrintableASCII(from: 0)
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            let last = index + 2 < bytes.count ? bytes[index + 2] : 0
            switch byte {
            case 0..<0x20, 0x7F: return true
            case 0xC2 where (0x80...0x9F).contains(next): return true
            case 0xE2 where next == 0x80 && (last == 0x8B || (0xA8...0xAE).contains(last)): return true
            case 0xE2 where next == 0x81 && (last == 0xA0 || (0xA6...0xA9).contains(last)): return true
            case 0xEF where next == 0xBB && last == 0xBF: return true
            default: break
            }
            index = bytes.endOfPrintableASCII(from: index + 1)
        }
        return false
    }
}

extension Unicode.Scalar {
    /// C0 and C1 control characters and DEL, which a terminal acts on; the bidirectional
    /// embedding, override and isolate controls, which can make text read differently from what
    /// it holds (a title that appears to be another); and the invisible characters that hide
    /// text or split it where nothing shows (the zero-width space, the line and paragraph
    /// separators, the word joiner, the byte-order mark). Not the joiners and direction marks
    /// (`isJoinerOrDirectionMark`): emoji and Persian, Arabic, Hebrew or Indic text need them to
    /// be drawn right, so they are shown, and only matching passes over them.
    public var isTerminalControl: Bool {
        switch value {
        case 0..<0x20, 0x7F...0x9F, 0x200B, 0x2028...0x202E, 0x2060, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// The zero-width non-joiner and joiner and the left-to-right and right-to-left marks: they
    /// change how the letters beside them are drawn (`کتاب‌ها`, a family emoji), never which
    /// letters they are, so a typed fragment finds a title whether or not it holds them.
    public var isJoinerOrDirectionMark: Bool {
        (0x200C...0x200F).contains(value)
    }

    /// U+2028 and U+2029, which some terminals break lines at.
    var isLineSeparator: Bool {
        value == 0x2028 || value == 0x2029
    }
}
