internal import Essentials

/// A text column of an e-reader's database as read: absent (NULL), text, or bytes that are not UTF-8.
enum EReaderText {
    case absent
    case text(String)
    case invalid

    /// The text, nil when absent or invalid.
    var value: String? {
        if case .text(let text) = self { text } else { nil }
    }

    /// The text with surrounding spaces and line breaks trimmed; nil when that leaves nothing.
    /// Trimmed from its ends only, so a column of megabytes costs no more than a word: a reader
    /// trims each look-up's word, stem and sentence, and a file may repeat one word in every row.
    var trimmed: String? {
        guard let value else { return nil }
        let text = Whitespace.trimmed(value, newlines: true)
        return text.isEmpty ? nil : text
    }

    var isInvalid: Bool {
        if case .invalid = self { true } else { false }
    }
}
