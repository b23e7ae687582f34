internal import JSON

/// The text of a backup as the library keeps text from anywhere: each NUL made a space
/// (`BookValidation.withoutNUL`), and a value longer than its field may be refused with its key,
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
    static func texts(_ json: JSONFields, _ key: String, within limit: Int) throws(JSONFieldError) -> [String] {
        var texts = try json.texts(key)
        for index in texts.indices { texts[index] = try checked(texts[index], "\(key)[\(index)]", within: limit) }
        return texts
    }

    private static func checked(_ text: String, _ key: String, within limit: Int) throws(JSONFieldError) -> String {
        guard BookValidation.fits(text, within: limit) else {
            throw JSONFieldError(path: key, "is longer than \(limit) characters")
        }
        return BookValidation.withoutNUL(text)
    }
}
