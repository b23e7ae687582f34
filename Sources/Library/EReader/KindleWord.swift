/// A row of Kindle's `WORDS`, read once for every look-up of it: the word's text is then one
/// string all its look-ups share, and it is judged once, however many look-ups repeat it and
/// however long it is (a file whose every look-up named a word of a megabyte would otherwise hold
/// that megabyte once per look-up).
struct KindleWord {
    /// The form looked up (`word`), trimmed; nil when absent or blank.
    var form: String?
    /// The dictionary form (`stem`), trimmed; nil when absent or blank.
    var stem: String?
    /// True when `word` or `stem` is not UTF-8.
    var isInvalid: Bool
    /// The dictionary language of the word (`EReaderVocabulary.language`).
    var language: String
    /// `category` 100: the reader marked the word learned.
    var mastered: Bool
    /// Why the word cannot become a vocabulary entry (`EReaderVocabulary.wordProblem`), or nil.
    var problem: String?

    init(form: EReaderText, stem: EReaderText, language recorded: String?, category: Int?) {
        self.form = form.trimmed
        self.stem = stem.trimmed
        isInvalid = form.isInvalid || stem.isInvalid
        let word = self.stem ?? self.form ?? ""
        language = EReaderVocabulary.language(recorded, word: word)
        mastered = category == 100
        problem = EReaderVocabulary.wordProblem(word)
    }
}
