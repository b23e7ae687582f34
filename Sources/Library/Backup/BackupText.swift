internal import Essentials
internal import JSON

/// The text of a backup as the library keeps text from anywhere: each NUL made a space
/// (`NULText.spaced`), and a value longer than its field may be refused with its key,
/// as the command that sets it refuses it.
enum BackupText {
    /// The text at `key`, of at most `limit` characters.
    static func text(_ json: JSONFields, _ key: String, within limit: Int) throws(JSONFieldError) -> String {
        try checked(json.text(key), key, within: limit)
    }

    /// The text at `key` when there is one, of at most `limit` characters.
    static func optionalText(_ json: JSONFields, _ key: String, within limit: Int) throws(JSONFieldError) -> String? {
        try json.optionalText(key).map { (text) throws(JSONFieldError) in try checked(text, key, within: limit) }
    }

    /// The texts at `key`, each of at most `limit` characters.
    private static func texts(_ json: JSONFields, _ key: String, within limit: Int) throws(JSONFieldError) -> [String] {
        var texts = try json.texts(key)
        for index in texts.indices { texts[index] = try checked(texts[index], "\(key)[\(index)]", within: limit) }
        return texts
    }

    /// The title or name at `key`: at most `BookLimits.nameLength` characters and not blank, as
    /// `add` and `edit` take one; a blank title lists as an empty line no fragment finds.
    static func name(_ json: JSONFields, _ key: String) throws(JSONFieldError) -> String {
        try nonBlank(text(json, key, within: BookLimits.nameLength), key)
    }

    /// The names at `key`, each as `name(_:_:)`; with `separatedByCommas` (shelves, which a
    /// Goodreads export lists with commas between them) none may hold a comma, as `tag` refuses.
    static func names(_ json: JSONFields, _ key: String, separatedByCommas: Bool = false) throws(JSONFieldError) -> [String] {
        let names = try texts(json, key, within: BookLimits.nameLength)
        for (index, name) in names.enumerated() {
            _ = try nonBlank(name, "\(key)[\(index)]")
            if separatedByCommas, name.contains(",") {
                throw JSONFieldError(path: "\(key)[\(index)]", "holds a comma, which would split it in two in a Goodreads export")
            }
        }
        return names
    }

    private static func nonBlank(_ text: String, _ key: String) throws(JSONFieldError) -> String {
        guard !text.trimmingWhitespace.isEmpty else { throw JSONFieldError(path: key, "is blank") }
        return text
    }

    private static func checked(_ text: String, _ key: String, within limit: Int) throws(JSONFieldError) -> String {
        guard BookValidation.fits(text, within: limit) else {
            throw JSONFieldError(path: key, "is longer than \(limit) characters")
        }
        return NULText.spaced(text)
    }
}
