/// What shelf counts as whitespace, everywhere: exactly Foundation's `CharacterSet.whitespaces`
/// and `.newlines`, scalar by scalar, without `CharacterSet`: its first use in a process costs
/// about 650,000 instructions and each call some 20,000 more, while a search result trims dozens
/// of fields and an import trims every field of every row. Foundation's sets rather than Unicode's
/// White_Space property because stored keys (a word's `word_key`) were made with them.
public enum Whitespace {
    /// `text` without the leading and trailing scalars of `CharacterSet.whitespaces`, or of
    /// `.whitespacesAndNewlines` when `newlines` is true.
    public static func trimmed(_ text: String, newlines: Bool) -> String {
        let scalars = text.unicodeScalars
        func kept(_ scalar: Unicode.Scalar) -> Bool {
            !(isSpace(scalar) || (newlines && isNewline(scalar)))
        }
        // Most text is empty, or starts and ends with a plain ASCII character that is kept, which
        // its first and last bytes prove: an import trims every field of every row.
        let ends = text.withContiguousUTF8 { bytes in bytes.isEmpty ? nil : (bytes[0], bytes[bytes.count - 1]) }
        guard let (first, last) = ends else { return text }
        if first < 0x80, last < 0x80, kept(Unicode.Scalar(first)), kept(Unicode.Scalar(last)) { return text }
        guard let first = scalars.firstIndex(where: kept), let last = scalars.lastIndex(where: kept) else { return "" }
        if first == scalars.startIndex, last == scalars.index(before: scalars.endIndex) { return text }
        return String(scalars[first...last])
    }

    /// `text` trimmed, with every run of spaces and line breaks inside it read as one space:
    /// Goodreads pads names (`Stephen        King`) and a reader means one space.
    public static func collapsingRuns(_ text: String) -> String {
        // Most titles and names have nothing to collapse: a byte scan proves it without building a copy.
        if !text.withContiguousUTF8(hasRunToCollapse) { return text }
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if isWhitespace(scalar) {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            result.append(scalar)
        }
        return String(result)
    }

    /// True unless every whitespace scalar in `bytes` (UTF-8) is a single ASCII space between two
    /// other scalars, the only whitespace `collapsingRuns` keeps as it is. Beyond ASCII, a
    /// whitespace scalar starts with C2 (NEL, NO-BREAK SPACE), E1 (OGHAM SPACE MARK), E2 (the
    /// spaces, separators and ZERO WIDTH SPACE of U+2000–U+205F) or E3 (IDEOGRAPHIC SPACE); only
    /// those scalars are decoded. Public for callers that check text as bytes before anything else.
    public static func hasRunToCollapse(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // A space first in the text is leading whitespace, to be trimmed.
        var afterSpace = true
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x20 {
                if afterSpace { return true }
                afterSpace = true
                continue
            }
            afterSpace = false
            switch byte {
            case 0x09...0x0D:
                return true
            case 0xC2 where index < bytes.count:
                if isWhitespace(scalar: UInt32(byte & 0x1F) << 6 | UInt32(bytes[index] & 0x3F)) { return true }
            case 0xE1...0xE3 where index + 1 < bytes.count:
                let value = UInt32(byte & 0x0F) << 12 | UInt32(bytes[index] & 0x3F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                if isWhitespace(scalar: value) { return true }
            default:
                // Other ASCII, continuation bytes, and lead bytes of scalars that are never whitespace.
                break
            }
        }
        // A space last in the text is trailing whitespace.
        return afterSpace
    }

    /// `isWhitespace` of a decoded scalar value (any value that is not a scalar is not whitespace).
    private static func isWhitespace(scalar value: UInt32) -> Bool {
        Unicode.Scalar(value).map(isWhitespace) ?? false
    }

    /// `CharacterSet.whitespacesAndNewlines`: a space or a line break.
    public static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        isSpace(scalar) || isNewline(scalar)
    }

    /// `CharacterSet.whitespaces`: tab, the space separators (general category Zs), and ZERO
    /// WIDTH SPACE, which Foundation counts as a space although Unicode calls it a format character.
    public static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20, 0xA0, 0x200B: true
        case 0..<0x80: false
        default: scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// `CharacterSet.newlines`: line feed to carriage return, NEL, and the line and paragraph separators.
    public static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}

extension String {
    /// The text without leading and trailing whitespace or line breaks (`Whitespace`); text with
    /// nothing to trim is returned without copying.
    public var trimmingWhitespace: String { Whitespace.trimmed(self, newlines: true) }
}
