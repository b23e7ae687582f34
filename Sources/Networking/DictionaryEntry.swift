import Foundation
internal import JSON

/// Everything the dictionary says about a word, merged from the one or more entries it returns
/// (one per etymology) into a single record: meanings of the same part of speech are combined.
public struct DictionaryEntry: Equatable, Sendable {
    /// The word as the dictionary spells it.
    public var word: String
    /// The pronunciation, e.g. `/həˈləʊ/`, from `phonetic` or else the first `phonetics[].text`.
    public var phonetic: String?
    /// The meanings, grouped by part of speech in the order they first appear.
    public var meanings: [Meaning]
    /// Where the entry comes from (Wiktionary pages), without duplicates.
    public var sourceURLs: [String]
    /// The licence name of the text, e.g. `CC BY-SA 3.0`, which attribution needs.
    public var licenseName: String?
    /// The licence URL.
    public var licenseURL: String?

    /// Makes an entry from its parts.
    public init(
        word: String, phonetic: String? = nil, meanings: [Meaning], sourceURLs: [String] = [],
        licenseName: String? = nil, licenseURL: String? = nil
    ) {
        self.word = word
        self.phonetic = phonetic
        self.meanings = meanings
        self.sourceURLs = sourceURLs
        self.licenseName = licenseName
        self.licenseURL = licenseURL
    }

    /// The first definition `fits` takes, with the part of speech of its meaning: what a
    /// flashcard shows. With every definition fitting, the first of the first meaning.
    public func firstDefinition(fitting fits: (String) -> Bool = { _ in true }) -> (text: String, partOfSpeech: String?)? {
        meanings.lazy.flatMap { meaning in meaning.definitions.lazy.map { (text: $0.definition, partOfSpeech: meaning.partOfSpeech) } }
            .first { fits($0.text) }
    }

    /// The part of speech of the first meaning.
    public var partOfSpeech: String? { meanings.first?.partOfSpeech }

    /// The first example sentence anywhere in the entry that `fits` takes.
    public func firstExample(fitting fits: (String) -> Bool = { _ in true }) -> String? {
        meanings.lazy.flatMap(\.definitions).compactMap(\.example).first(where: fits)
    }

    /// Every synonym, of meanings and of definitions, once each in order of appearance.
    public var allSynonyms: [String] {
        Self.unique(meanings.flatMap { $0.synonyms + $0.definitions.flatMap(\.synonyms) })
    }

    /// Every antonym, of meanings and of definitions, once each in order of appearance.
    public var allAntonyms: [String] {
        Self.unique(meanings.flatMap { $0.antonyms + $0.definitions.flatMap(\.antonyms) })
    }

    /// Merges the dictionary's array of entries; every field may be missing (older responses lack
    /// `phonetics`, `license`, `sourceUrls` and the meaning-level lists). Definitions without text
    /// are dropped. Nil when there is no entry at all.
    init?(apiEntries: [JSONNode], requestedWord: String) {
        guard !apiEntries.isEmpty else { return nil }
        var meanings: [Meaning] = []
        for apiMeaning in apiEntries.flatMap({ JSONField.objects($0["meanings"]) ?? [] }) {
            let partOfSpeech = JSONField.text(apiMeaning["partOfSpeech"])
            let definitions = (JSONField.objects(apiMeaning["definitions"]) ?? []).compactMap { item in
                JSONField.text(item["definition"]).map {
                    Definition(
                        definition: $0, example: JSONField.text(item["example"]), synonyms: JSONField.texts(item["synonyms"]),
                        antonyms: JSONField.texts(item["antonyms"]))
                }
            }
            let synonyms = JSONField.texts(apiMeaning["synonyms"])
            let antonyms = JSONField.texts(apiMeaning["antonyms"])
            if let index = meanings.firstIndex(where: { $0.partOfSpeech?.lowercased() == partOfSpeech?.lowercased() }) {
                meanings[index].definitions += definitions
                meanings[index].synonyms = Self.unique(meanings[index].synonyms + synonyms)
                meanings[index].antonyms = Self.unique(meanings[index].antonyms + antonyms)
            } else {
                meanings.append(Meaning(partOfSpeech: partOfSpeech, definitions: definitions, synonyms: synonyms, antonyms: antonyms))
            }
        }
        let phonetics = apiEntries.flatMap { JSONField.objects($0["phonetics"]) ?? [] }
        let license = apiEntries.lazy.compactMap { $0["license"] }.first { $0.objectValue != nil }
        self.init(
            word: apiEntries.lazy.compactMap { JSONField.text($0["word"]) }.first ?? requestedWord,
            phonetic: apiEntries.lazy.compactMap { JSONField.text($0["phonetic"]) }.first
                ?? phonetics.lazy.compactMap { JSONField.text($0["text"]) }.first,
            meanings: meanings,
            sourceURLs: Self.unique(apiEntries.flatMap { JSONField.texts($0["sourceUrls"]) }),
            licenseName: license.flatMap { JSONField.text($0["name"]) },
            licenseURL: license.flatMap { JSONField.text($0["url"]) })
    }

    private static func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
