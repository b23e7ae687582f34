/// The senses of a word for one part of speech, with the synonyms and antonyms the dictionary
/// gives for the part of speech as a whole.
public struct Meaning: Equatable, Sendable {
    /// The part of speech, e.g. `noun`; nil when the dictionary omits it.
    public var partOfSpeech: String?
    /// The senses, most common first.
    public var definitions: [Definition]
    /// Synonyms given for the whole part of speech.
    public var synonyms: [String]
    /// Antonyms given for the whole part of speech.
    public var antonyms: [String]

    /// Makes a meaning from its parts.
    public init(partOfSpeech: String?, definitions: [Definition], synonyms: [String] = [], antonyms: [String] = []) {
        self.partOfSpeech = partOfSpeech
        self.definitions = definitions
        self.synonyms = synonyms
        self.antonyms = antonyms
    }
}
