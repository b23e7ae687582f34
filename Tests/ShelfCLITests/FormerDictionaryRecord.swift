import Networking

/// A dictionary entry as shelf stored it through JSONEncoder before it had a JSON module of its
/// own: the yardstick stored records are held to, so a record stored before and after is the same text.
struct FormerDictionaryRecord: Encodable {
    struct Sense: Encodable {
        var definition: String
        var example: String?
        var synonyms: [String]
        var antonyms: [String]
    }

    struct PartOfSpeech: Encodable {
        var partOfSpeech: String?
        var definitions: [Sense]
        var synonyms: [String]
        var antonyms: [String]
    }

    var word: String
    var phonetic: String?
    var meanings: [PartOfSpeech]
    var sourceURLs: [String]
    var licenseName: String?
    var licenseURL: String?

    init(_ entry: DictionaryEntry) {
        word = entry.word
        phonetic = entry.phonetic
        meanings = entry.meanings.map { meaning in
            PartOfSpeech(
                partOfSpeech: meaning.partOfSpeech,
                definitions: meaning.definitions.map { sense in
                    Sense(definition: sense.definition, example: sense.example, synonyms: sense.synonyms, antonyms: sense.antonyms)
                },
                synonyms: meaning.synonyms, antonyms: meaning.antonyms)
        }
        sourceURLs = entry.sourceURLs
        licenseName = entry.licenseName
        licenseURL = entry.licenseURL
    }
}
