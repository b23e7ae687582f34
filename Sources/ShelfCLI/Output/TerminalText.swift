import Essentials

/// Text measured for a terminal: width counted in terminal columns so tables line up with emoji,
/// CJK and combining marks, and cut or wrapped to a width.
extension String {
    /// Columns the text takes in a terminal.
    var displayWidth: Int {
        // Printable ASCII is one column a byte; checking the bytes first, eight at a time, skips
        // decoding for most titles and names.
        withContiguousUTF8 { $0.isPrintableASCII ? $0.count : Self.measured($0).width }
    }

    /// `displayWidth`, and whether the text holds terminal controls (see `hasTerminalControls`),
    /// told in one pass: a table measures every cell anyway, and a table whose cells hold none
    /// needs no line of it checked again.
    var displayWidthAndControls: (width: Int, hasControls: Bool) {
        withContiguousUTF8 { $0.isPrintableASCII ? ($0.count, false) : Self.measured($0) }
    }

    /// The columns UTF-8 text takes, counted scalar by scalar as `ColumnCounter` counts, and
    /// whether any scalar `isTerminalControl`. Decoded from the bytes here: printable ASCII, most
    /// of even a non-English name, is counted a byte at a time without decoding a scalar, and
    /// walking `unicodeScalars` cost a long list more than the rest of measuring it.
    private static func measured(_ bytes: UnsafeBufferPointer<UInt8>) -> (width: Int, hasControls: Bool) {
        var counter = ColumnCounter()
        var width = 0
        var hasControls = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte &- 0x20 < 0x5F {
                width += counter.columns(forPrintableASCII: byte)
                index += 1
                continue
            }
            // A String's bytes are valid UTF-8: a lead byte tells how many follow.
            let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            guard index + length <= bytes.count else { break }
            var value = length == 1 ? UInt32(byte) : UInt32(byte) & (0x7F >> length)
            for offset in 1..<length {
                value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
            }
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            if scalar.isTerminalControl { hasControls = true }
            width += counter.columns(for: scalar)
            index += length
        }
        return (width, hasControls)
    }

    /// The text cut to `width` columns, ending in `…` when cut; `currentWidth` is its measured
    /// `displayWidth`, passed in because callers have it already. Marks and joined emoji stay
    /// with the character they belong to.
    func truncated(to width: Int, currentWidth: Int) -> String {
        guard currentWidth > width else { return self }
        guard width > 1 else { return width == 1 ? "…" : "" }
        var counter = ColumnCounter()
        var used = 0
        var end = unicodeScalars.startIndex
        for index in unicodeScalars.indices {
            let next = counter.columns(for: unicodeScalars[index])
            if next > 0 && used + next > width - 1 { break }
            used += next
            end = unicodeScalars.index(after: index)
        }
        // A space before the mark would read as a word cut off where none was.
        var kept = unicodeScalars[..<end]
        while kept.last == " " { kept = kept.dropLast() }
        return String(kept) + "…"
    }

    /// The text broken at spaces into lines of at most `width` columns; a word wider than that
    /// goes on over the next lines, so no line is wider and nothing is lost.
    func wrapped(to width: Int) -> [String] {
        WrappedText.lines(
            words: split(separator: " ", omittingEmptySubsequences: false), width: width, longWords: .broken)
    }

    /// The text padded with spaces to `width` columns.
    func padded(to width: Int) -> String {
        let missing = width - displayWidth
        return missing > 0 ? self + String(repeating: " ", count: missing) : self
    }
}

