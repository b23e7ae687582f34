/// What a dictionary look-up takes: a word of at most `wordLength` characters, in a language
/// named by its code. One rule for the words a reader adds (`vocab add`, an e-reader's words'
/// length) and the requests made for them, so a word typed in that could never be looked up is
/// not stored either. (A restored backup keeps the words it holds as they were.)
public enum DictionaryRules {
    /// The most characters a vocabulary word may have: a word or a short phrase.
    public static let wordLength = 100

    /// `text` trimmed and lowercased when it is a language code (two to eight ASCII letters or
    /// hyphens: `en`, `pt-br`); nil when it is not. The letters before the first hyphen are the
    /// language: two of them must be an ISO 639-1 code (`LanguageCodes`), so `xx` is refused;
    /// three or more (`haw`, a code of ISO 639-2 or 639-3, which that list cannot judge) are taken
    /// as they are. What follows the language (a region, `-br`) is taken as it is. A code ISO
    /// 639-1 withdrew, which older devices still write (Java's `iw` for Hebrew), is read as the
    /// code that replaced it (`he`), so the word is looked up and grouped with the rest.
    public static func languageCode(_ text: String) -> String? {
        let code = Whitespace.trimmed(text, newlines: false).lowercased()
        guard (2...8).contains(code.count), code.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-") }) else { return nil }
        let language = String(code.prefix { $0 != "-" })
        if let current = LanguageCodes.withdrawn[language] { return current + code.dropFirst(language.count) }
        guard language.count > 2 || LanguageCodes.iso639_1.contains(language) else { return nil }
        return code
    }
}
