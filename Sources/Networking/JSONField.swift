internal import Essentials
internal import JSON

/// The remote APIs' policy for their fields, over `JSONFields`' readers: any field may be
/// missing, of the wrong type, or blank, and all of those read as absent rather than failing the
/// answer (what shelf stores it reads strictly instead).
enum JSONField {
    /// A non-blank string, trimmed, each NUL made a space (`NULText`) as in text from anywhere
    /// else; nil for anything else. Every text of every answer is read here.
    static func text(_ value: JSONNode?) -> String? {
        guard let value, let string = try? JSONFields.text(value) else { return nil }
        let trimmed = Whitespace.trimmed(NULText.spaced(string), newlines: true)
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
        guard let value, (try? JSONFields.records(of: value) { _ in }) != nil else { return nil }
        return value.arrayValue
    }
}
