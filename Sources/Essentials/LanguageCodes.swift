/// The two-letter language codes of ISO 639-1: the 184 that the ISO 639-2 Registration Authority
/// (the Library of Congress, https://www.loc.gov/standards/iso639-2/php/code_list.php) lists in
/// its ISO 639-1 column, `bh` among them. What `DictionaryRules.languageCode` holds a two-letter
/// code to, so a slip (`--lang xx`, `--lang eb`) is refused rather than sent to the dictionary.
enum LanguageCodes {
    /// Every code, in lower case, as `languageCode` compares it.
    static let iso639_1: Set<String> = [
        "aa", "ab", "ae", "af", "ak", "am", "an", "ar", "as", "av", "ay", "az", "ba", "be", "bg", "bh",
        "bi", "bm", "bn", "bo", "br", "bs", "ca", "ce", "ch", "co", "cr", "cs", "cu", "cv", "cy", "da",
        "de", "dv", "dz", "ee", "el", "en", "eo", "es", "et", "eu", "fa", "ff", "fi", "fj", "fo", "fr",
        "fy", "ga", "gd", "gl", "gn", "gu", "gv", "ha", "he", "hi", "ho", "hr", "ht", "hu", "hy", "hz",
        "ia", "id", "ie", "ig", "ii", "ik", "io", "is", "it", "iu", "ja", "jv", "ka", "kg", "ki", "kj",
        "kk", "kl", "km", "kn", "ko", "kr", "ks", "ku", "kv", "kw", "ky", "la", "lb", "lg", "li", "ln",
        "lo", "lt", "lu", "lv", "mg", "mh", "mi", "mk", "ml", "mn", "mr", "ms", "mt", "my", "na", "nb",
        "nd", "ne", "ng", "nl", "nn", "no", "nr", "nv", "ny", "oc", "oj", "om", "or", "os", "pa", "pi",
        "pl", "ps", "pt", "qu", "rm", "rn", "ro", "ru", "rw", "sa", "sc", "sd", "se", "sg", "si", "sk",
        "sl", "sm", "sn", "so", "sq", "sr", "ss", "st", "su", "sv", "sw", "ta", "te", "tg", "th", "ti",
        "tk", "tl", "tn", "to", "tr", "ts", "tt", "tw", "ty", "ug", "uk", "ur", "uz", "ve", "vi", "vo",
        "wa", "wo", "xh", "yi", "yo", "za", "zh", "zu"
    ]

    /// The codes ISO 639-1 withdrew, each with the one that replaced it: Java's `Locale` and the
    /// devices built on it still write the old three.
    static let withdrawn = ["iw": "he", "in": "id", "ji": "yi", "jw": "jv", "mo": "ro"]
}
