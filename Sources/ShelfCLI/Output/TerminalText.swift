import Foundation

/// Making text from outside safe and measurable for a terminal: control characters removed (so an
/// escape sequence in a title cannot repaint the screen), and width counted in terminal columns
/// so tables line up with emoji, CJK and combining marks.
extension String {
    /// The text on one line: line breaks and tabs become spaces, other control characters go.
    var terminalSafe: String {
        guard hasTerminalControls else { return self }
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\t" {
                result.append(" ")
            } else if !scalar.isTerminalControl {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// The text with control characters removed but line breaks kept.
    var terminalSafeKeepingLines: String {
        guard hasTerminalControls else { return self }
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars where scalar == "\n" || !scalar.isTerminalControl {
            result.append(scalar)
        }
        return String(result)
    }

    /// True when any C0 or C1 control character or DEL is present; checked on the UTF-8 bytes
    /// (C1 controls are encoded as C2 80...C2 9F) so clean text is returned without copying.
    private var hasTerminalControls: Bool {
        var previous: UInt8 = 0
        for byte in utf8 {
            if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && (0x80...0x9F).contains(byte)) { return true }
            previous = byte
        }
        return false
    }

    /// Columns the text takes in a terminal.
    var displayWidth: Int {
        // Printable ASCII is one column a byte; checking for it first skips the Unicode property
        // look-ups that dominated `shelf list` on a large library.
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return utf8.count }
        return reduce(0) { $0 + $1.displayWidth }
    }

    /// The text cut to `width` columns, ending in `…` when cut; `currentWidth` is its measured
    /// `displayWidth`, passed in because callers have it already.
    func truncated(to width: Int, currentWidth: Int) -> String {
        guard currentWidth > width else { return self }
        guard width > 1 else { return width == 1 ? "…" : "" }
        var result = ""
        var used = 0
        for character in self {
            let next = character.displayWidth
            if used + next > width - 1 { break }
            result.append(character)
            used += next
        }
        return result + "…"
    }

    /// The text padded with spaces to `width` columns.
    func padded(to width: Int) -> String {
        let missing = width - displayWidth
        return missing > 0 ? self + String(repeating: " ", count: missing) : self
    }
}

extension Unicode.Scalar {
    /// C0 and C1 control characters and DEL: the ones a terminal acts on.
    var isTerminalControl: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}

extension Character {
    /// 0 for marks and invisible format characters alone, 2 for wide (East Asian and emoji)
    /// characters, else 1. Only ranges are compared: Unicode property look-ups were most of
    /// `shelf list`'s time on a large library. A combining mark after a letter belongs to the
    /// letter's Character, so marks only count alone.
    var displayWidth: Int {
        var scalars = unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return 0 }
        if first.value < 0x300 { return first.value < 0x20 ? 0 : 1 }
        if first.isZeroWidth { return 0 }
        if first.isWide { return 2 }
        // Emoji: the presentation property is consulted only where emoji live (from U+231A), and a
        // variation selector 16 asks for the emoji form of a text symbol.
        if first.value >= 0x231A, first.properties.isEmojiPresentation { return 2 }
        while let next = scalars.next() {
            if next.value == 0xFE0F { return 2 }
        }
        return 1
    }
}

extension Unicode.Scalar {
    /// Combining marks and invisible format characters (zero-width space and joiners, direction
    /// marks, the byte-order mark).
    fileprivate var isZeroWidth: Bool {
        switch value {
        case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F,
            0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x20D0...0x20FF, 0xFE00...0xFE0F,
            0xFE20...0xFE2F, 0xFEFF:
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
