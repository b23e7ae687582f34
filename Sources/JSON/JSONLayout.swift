/// How `JSONValue` lays out its text. shelf writes JSON in two dialects whose bytes must not
/// change: its `--json` output, and the files it stores (backups, cache entries, dictionary
/// records, the helper's messages), which have always had the layout of Foundation's JSONEncoder
/// with sorted keys, so a backup written today is byte-identical to one written before.
public struct JSONLayout: Sendable {
    /// Pretty-printed, two spaces per level; otherwise everything on one line without spaces.
    let indented: Bool
    /// JSONEncoder's dialect: keys sorted by their UTF-8 bytes, `"key" : value` when indented,
    /// `\b` and `\f` escapes, C1 controls and DEL left raw, and numbers as Swift describes them
    /// without a trailing `.0`. Otherwise shelf's output dialect: keys in the order given,
    /// `"key": value`, every control character (C0, DEL, C1) escaped, and whole numbers below
    /// 10^15 written as integers.
    let foundationStyle: Bool
    /// `/` written as `\/`, as JSONEncoder does unless told otherwise.
    let escapesSlashes: Bool

    /// `--json` output: indented, members in the order they were built, every control escaped (a
    /// C1 control such as U+009B is CSI on some terminals).
    public static let output = JSONLayout(indented: true, foundationStyle: false, escapesSlashes: false)
    /// Files shelf stores (backups, cache entries): JSONEncoder's pretty-printed, sorted layout.
    /// Empty lists and objects are `[]` and `{}`, as backups have always had them.
    public static let file = JSONLayout(indented: true, foundationStyle: true, escapesSlashes: false)
    /// One line, sorted keys: the header lines the `shelf-fetch` helper exchanges.
    public static let line = JSONLayout(indented: false, foundationStyle: true, escapesSlashes: false)
    /// One line, sorted keys, `/` escaped: the dictionary records stored in the library, whose
    /// stored text stays what JSONEncoder wrote.
    public static let lineEscapingSlashes = JSONLayout(indented: false, foundationStyle: true, escapesSlashes: true)
}
