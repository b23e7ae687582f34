import Foundation

/// Making text from outside safe and measurable for a terminal: control characters removed (so an
/// escape sequence in a title cannot repaint the screen), and width counted in terminal columns
/// so tables line up with emoji, CJK and combining marks.
extension String {
    /// The text on one line: line breaks and tabs become spaces, other control characters go.
    var terminalSafe: String {
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
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars where scalar == "\n" || !scalar.isTerminalControl {
            result.append(scalar)
        }
        return String(result)
    }

    /// Columns the text takes in a terminal.
    var displayWidth: Int {
        // Printable ASCII is one column a byte; checking for it first skips the Unicode property
        // look-ups that dominated `shelf list` on a large library.
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return utf8.count }
        return reduce(0) { $0 + $1.displayWidth }
    }

    /// The text cut to `width` columns, ending in `…` when cut.
    func truncated(to width: Int) -> String {
        guard displayWidth > width else { return self }
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

    /// The text padded on the left to `width` columns (for numbers).
    func leftPadded(to width: Int) -> String {
        let missing = width - displayWidth
        return missing > 0 ? String(repeating: " ", count: missing) + self : self
    }
}

extension Unicode.Scalar {
    /// C0 and C1 control characters and DEL: the ones a terminal acts on.
    var isTerminalControl: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}

extension Character {
    /// 0 for marks and joiners alone, 2 for wide (East Asian and emoji) characters, else 1.
    var displayWidth: Int {
        guard let first = unicodeScalars.first else { return 0 }
        if unicodeScalars.contains(where: { $0.properties.isEmojiPresentation })
            || unicodeScalars.contains(where: { $0.value == 0xFE0F })
        {
            return 2
        }
        if first.properties.generalCategory == .nonspacingMark
            || first.properties.generalCategory == .enclosingMark
            || first.properties.generalCategory == .format
        {
            return 0
        }
        return first.isWide ? 2 : 1
    }
}

extension Unicode.Scalar {
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
