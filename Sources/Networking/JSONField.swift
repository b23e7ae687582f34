/// Reading loosely typed JSON fields from the remote APIs, where any field may be missing, of
/// the wrong type, or blank: all of those read as absent.
enum JSONField {
    /// A non-blank string, trimmed; nil for anything else.
    static func text(_ value: JSONNode?) -> String? {
        guard let string = value?.stringValue else { return nil }
        let trimmed = trimmed(string)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The non-blank strings of an array; empty for anything that is not an array.
    static func texts(_ value: JSONNode?) -> [String] {
        (value?.arrayValue ?? []).compactMap(text)
    }

    /// The elements of an array of objects; nil when the value is not an array or any element is
    /// not an object. All-or-nothing on purpose: it is how the APIs' lists of records were always
    /// read (a cast to `[[String: Any]]`), and a list with a stray scalar is suspect as a whole.
    static func objects(_ value: JSONNode?) -> [JSONNode]? {
        guard let elements = value?.arrayValue, elements.allSatisfy({ $0.objectValue != nil }) else { return nil }
        return elements
    }

    /// `text` without leading and trailing whitespace and newlines, the same scalars Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` removes; that call costs about 20,000
    /// instructions each, and a search result has dozens of fields.
    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isWhitespaceOrNewline($0) }),
            let last = scalars.lastIndex(where: { !isWhitespaceOrNewline($0) })
        else { return "" }
        if first == scalars.startIndex, last == scalars.index(before: scalars.endIndex) { return text }
        return String(scalars[first...last])
    }

    /// Foundation's `CharacterSet.whitespacesAndNewlines`: tab to carriage return, NEL, the space,
    /// line and paragraph separators (general category Z), and ZERO WIDTH SPACE, which Foundation
    /// counts as a space although Unicode calls it a format character.
    static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x200B: true
        case 0..<0x80: false
        default:
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator: true
            default: false
            }
        }
    }
}
