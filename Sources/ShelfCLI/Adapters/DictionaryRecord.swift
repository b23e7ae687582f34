import Foundation
import JSON
import Library
import Networking

/// Storing a dictionary entry in the library as JSON and reading it back, so every book's entry of
/// a word shares one record and looked-up words work offline. The stored text is one line with
/// sorted keys and `/` escaped (`JSONLayout.lineEscapingSlashes`), as records have always been
/// stored; absent values are left out.
enum DictionaryRecord {
    static func encode(_ entry: DictionaryEntry) -> String {
        let record = JSONValue.object(
            [("word", .string(entry.word)), ("meanings", .array(entry.meanings.map(json))), ("sourceURLs", texts(entry.sourceURLs))],
            leavingOutAbsent: [
                ("phonetic", entry.phonetic.map { .string($0) }), ("licenseName", entry.licenseName.map { .string($0) }),
                ("licenseURL", entry.licenseURL.map { .string($0) }),
            ])
        return record.rendered(.lineEscapingSlashes)
    }

    /// Takes what a dictionary entry says into a word to store: the first definition with its
    /// meaning's part of speech, the phonetic, the first example when the word has none, and the
    /// record itself. A definition or example longer than a passage the library keeps is no
    /// meaning of a word: the next one that fits is taken instead, rather than have the reader's
    /// word refused for the dictionary's text.
    static func fill(_ word: inout NewWord, from entry: DictionaryEntry) {
        let definition = entry.firstDefinition(fitting: isPassage)
        word.definition = definition?.text
        word.partOfSpeech = definition.map(\.partOfSpeech) ?? entry.partOfSpeech
        word.phonetic = entry.phonetic
        if word.example == nil { word.example = entry.firstExample(fitting: isPassage) }
        word.dictionaryRecord = encode(entry)
    }

    private static func isPassage(_ text: String) -> Bool {
        text.count <= BookLimits.passageLength
    }

    /// The stored entry for a word, or nil when none was looked up (or it cannot be read).
    static func stored(for word: VocabularyWord, in library: Bookshelf) throws -> DictionaryEntry? {
        try library.dictionaryRecord(for: word.word, language: word.language).flatMap(decode)
    }

    /// The entry a stored record holds; nil when the text is not one.
    static func decode(_ text: String) -> DictionaryEntry? {
        guard let node = try? JSONReader.parse(Array(text.utf8)) else { return nil }
        return try? JSONFields.record(node, entry)
    }

    private static func json(_ meaning: Meaning) -> JSONValue {
        .object(
            [
                ("definitions", .array(meaning.definitions.map(json))), ("synonyms", texts(meaning.synonyms)),
                ("antonyms", texts(meaning.antonyms)),
            ],
            leavingOutAbsent: [("partOfSpeech", meaning.partOfSpeech.map { .string($0) })])
    }

    private static func json(_ definition: Definition) -> JSONValue {
        .object(
            [
                ("definition", .string(definition.definition)), ("synonyms", texts(definition.synonyms)),
                ("antonyms", texts(definition.antonyms)),
            ],
            leavingOutAbsent: [("example", definition.example.map { .string($0) })])
    }

    private static func texts(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }

    private static func entry(_ fields: JSONFields) throws(JSONFieldError) -> DictionaryEntry {
        DictionaryEntry(
            word: try fields.text("word"), phonetic: try fields.optionalText("phonetic"),
            meanings: try fields.records("meanings", meaning), sourceURLs: try fields.texts("sourceURLs"),
            licenseName: try fields.optionalText("licenseName"), licenseURL: try fields.optionalText("licenseURL"))
    }

    private static func meaning(_ fields: JSONFields) throws(JSONFieldError) -> Meaning {
        Meaning(
            partOfSpeech: try fields.optionalText("partOfSpeech"), definitions: try fields.records("definitions", definition),
            synonyms: try fields.texts("synonyms"), antonyms: try fields.texts("antonyms"))
    }

    private static func definition(_ fields: JSONFields) throws(JSONFieldError) -> Definition {
        Definition(
            definition: try fields.text("definition"), example: try fields.optionalText("example"),
            synonyms: try fields.texts("synonyms"), antonyms: try fields.texts("antonyms"))
    }
}
