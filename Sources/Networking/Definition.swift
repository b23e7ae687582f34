/// One sense of a word, with an optional example and the synonyms and antonyms of that sense.
public struct Definition: Equatable, Sendable {
    /// The definition text.
    public var definition: String
    /// An example sentence, if the dictionary has one.
    public var example: String?
    /// Synonyms of this sense.
    public var synonyms: [String]
    /// Antonyms of this sense.
    public var antonyms: [String]

    /// Makes a definition from its parts.
    public init(definition: String, example: String? = nil, synonyms: [String] = [], antonyms: [String] = []) {
        self.definition = definition
        self.example = example
        self.synonyms = synonyms
        self.antonyms = antonyms
    }
}
