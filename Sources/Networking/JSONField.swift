import Foundation

/// Reading loosely typed JSON fields from the remote APIs, where any field may be missing, of
/// the wrong type, or blank: all of those read as absent.
enum JSONField {
    /// A non-blank string, trimmed; nil for anything else.
    static func text(_ value: Any?) -> String? {
        guard let string = value as? String else { return nil }
        let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The non-blank strings of an array; empty for anything that is not an array.
    static func texts(_ value: Any?) -> [String] {
        (value as? [Any] ?? []).compactMap(text)
    }
}
