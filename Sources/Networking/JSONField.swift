internal import Essentials

internal import JSON

/// Reading loosely typed JSON fields from the remote APIs, where any field may be missing, of
/// the wrong type, or blank: all of those read as absent.
enum JSONField {
    /// A non-blank string, trimmed; nil for anything else.
    static func text(_ value: JSONNode?) -> String? {
        guard let string = value?.stringValue else { return nil }
        let trimmed = Whitespace.trimmed(string, newlines: true)
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
}
