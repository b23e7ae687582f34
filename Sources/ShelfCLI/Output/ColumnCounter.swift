/// Counts the terminal columns text takes, one Unicode scalar at a time, the way terminals lay
/// text out: most characters take one column, East Asian wide characters and emoji two, and marks,
/// invisible format characters and the parts of an emoji sequence after its first none.
///
/// Working on scalars rather than `Character`s keeps measuring a 10,000-line list cheap (grapheme
/// breaking was most of its cost). The sequences that make one picture out of several scalars are
/// followed explicitly: a zero-width joiner fuses the next emoji into the one before, a skin-tone
/// modifier adds nothing to its emoji, variation selector 16 widens the symbol before it to two
/// columns, and regional indicators count two columns per pair (one flag). An escape sequence
/// (shelf's own styles, the only ones that reach the terminal) takes no column.
struct ColumnCounter {
    private enum Escape { case none, started, controlSequence }
    /// Where the scalars stand in an escape sequence.
    private var escape = Escape.none
    /// Columns taken by the scalar before, for variation selector 16.
    private var previousWidth = 0
    /// True right after a zero-width joiner.
    private var joining = false
    /// True after an unpaired regional indicator, whose partner completes the flag.
    private var halfFlag = false
    /// The last scalar whose emoji presentation was looked up, with the answer: a rating repeats
    /// one star, and the look-up costs more than the rest of measuring it.
    private var lastLookedUp: (value: UInt32, isEmojiPresentation: Bool)?

    /// The columns `scalar` adds after the scalars already counted.
    mutating func columns(for scalar: Unicode.Scalar) -> Int {
        guard !isInEscapeSequence(scalar) else { return 0 }
        let width = width(of: scalar)
        joining = scalar.value == 0x200D
        return width
    }

    /// `columns(for:)` of a printable ASCII byte (0x20 to 0x7E), which outside an escape sequence
    /// is always one column and ends any emoji sequence: a name is mostly such bytes, and
    /// measuring them needs none of the checks other scalars do.
    mutating func columns(forPrintableASCII byte: UInt8) -> Int {
        guard escape == .none else { return columns(for: Unicode.Scalar(byte)) }
        halfFlag = false
        joining = false
        return starting(1)
    }

    /// True for the scalars of an escape sequence: ESC, then one character, or `[` and the
    /// parameters up to the final byte of a control sequence.
    private mutating func isInEscapeSequence(_ scalar: Unicode.Scalar) -> Bool {
        switch escape {
        case .none:
            guard scalar == "\u{1B}" else { return false }
            escape = .started
        case .started:
            escape = scalar == "[" ? .controlSequence : .none
        case .controlSequence:
            if (0x40...0x7E).contains(scalar.value) { escape = .none }
        }
        return true
    }

    private mutating func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 {
            halfFlag = false
            return value < 0x20 || (0x7F...0x9F).contains(value) ? 0 : starting(1)
        }
        switch value {
        case 0xFE0F:
            // Emoji presentation of the symbol before: a one-column symbol becomes two.
            guard previousWidth == 1 else { return 0 }
            previousWidth = 2
            return 1
        case 0x1F3FB...0x1F3FF where previousWidth == 2:
            return 0
        case 0x1F1E6...0x1F1FF:
            halfFlag.toggle()
            return halfFlag ? starting(2) : 0
        default:
            halfFlag = false
        }
        if scalar.isZeroWidth { return 0 }
        let wide = scalar.isWide || (value >= 0x231A && isEmojiPresentation(scalar))
        // An emoji joined to the one before it is drawn inside that one's two columns.
        if wide, joining, previousWidth == 2 { return 0 }
        return starting(wide ? 2 : 1)
    }

    /// Unicode's Emoji_Presentation property of `scalar`, looked up once for a run of the same scalar.
    private mutating func isEmojiPresentation(_ scalar: Unicode.Scalar) -> Bool {
        if let lastLookedUp, lastLookedUp.value == scalar.value { return lastLookedUp.isEmojiPresentation }
        let answer = scalar.properties.isEmojiPresentation
        lastLookedUp = (scalar.value, answer)
        return answer
    }

    /// Notes the width of a scalar that starts a new character, for the selector or modifier after it.
    private mutating func starting(_ width: Int) -> Int {
        previousWidth = width
        return width
    }
}

extension Unicode.Scalar {
    /// Combining marks, Hangul vowel and final jamo, and invisible format characters (zero-width
    /// space and joiners, direction marks, variation selectors, the byte-order mark).
    fileprivate var isZeroWidth: Bool {
        switch value {
        case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F,
            0x0E31, 0x0E34...0x0E3A, 0x0E47...0x0E4E, 0x1160...0x11FF, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF,
            0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x20D0...0x20FF, 0xD7B0...0xD7FF,
            0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xFEFF, 0xE0000...0xE0FFF:
            true
        default:
            false
        }
    }

    /// East Asian wide and fullwidth ranges (a close approximation of Unicode's UAX #11).
    fileprivate var isWide: Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}
