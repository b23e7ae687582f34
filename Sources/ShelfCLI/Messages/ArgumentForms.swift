/// What the BOOK and WORD arguments and `--lang` accept, said the same way in every command's
/// help, in the man page and in the refusals.
enum ArgumentForms {
    static let book =
        "a local id (12 or #12), an ISBN, or part of the title (dune); a part that matches several books is refused, naming each with its id"

    static let word =
        "a word as you added it, in any letter case; a word kept in several places is refused, naming each — then name the book too"

    static let list = "to-read, reading, read or dnf"

    /// A dictionary language as `DictionaryRules.languageCode` takes it (a region after it, `pt-br`,
    /// is taken too, and said where there is room).
    static let language = "a two-letter ISO 639-1 code such as en, fr or de"
}
