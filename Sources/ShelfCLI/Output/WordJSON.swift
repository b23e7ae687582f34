import Foundation
import JSON
import Library
import Networking

/// The JSON shape of vocabulary words for `vocab list --json` and `vocab show --json`.
enum WordJSON {
    /// A word; `encounters` are its meetings, earliest first (the sentence and page it was added
    /// with are among them).
    static func word(
        _ word: VocabularyWord, encounters: [WordEncounter], dictionary: DictionaryEntry? = nil, reviews: [WordReview]? = nil,
        retrievability: Double? = nil
    ) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .int(word.id)),
            ("word", .string(word.word)),
            ("bookId", .int(word.bookID)),
            ("bookTitle", .string(word.bookTitle)),
            ("language", .string(word.language)),
            ("page", .int(word.page)),
            ("context", .string(word.context)),
            ("definition", .string(word.definition)),
            ("example", .string(word.example)),
            ("partOfSpeech", .string(word.partOfSpeech)),
            ("phonetic", .string(word.phonetic)),
            ("state", .string(word.memory.state.rawValue)),
            ("stability", .double(word.memory.stability)),
            ("difficulty", .double(word.memory.difficulty)),
            ("due", .date(word.memory.due)),
            ("lastReviewedAt", .date(word.memory.lastReview)),
            ("reps", .int(word.memory.reps)),
            ("lapses", .int(word.memory.lapses)),
        ]
        if let retrievability { members.append(("retrievability", .double(retrievability))) }
        members += [
            ("mastered", .bool(word.mastered)),
            ("leech", .bool(word.memory.isLeech)),
            ("addedAt", .date(word.addedAt)),
            ("encounters", .array(encounters.map(encounter))),
        ]
        if let dictionary {
            members.append(("synonyms", .array(dictionary.allSynonyms.map { .string($0) })))
            members.append(("antonyms", .array(dictionary.allAntonyms.map { .string($0) })))
            members.append(("meanings", .array(dictionary.meanings.map(meaning))))
        }
        if let reviews {
            members.append(("reviews", .array(reviews.map(review))))
        }
        return .object(members)
    }

    private static func meaning(_ meaning: Meaning) -> JSONValue {
        .object([
            ("partOfSpeech", .string(meaning.partOfSpeech)),
            ("definitions", .array(meaning.definitions.map { definition in
                .object([
                    ("definition", .string(definition.definition)),
                    ("example", .string(definition.example)),
                    ("synonyms", .array(definition.synonyms.map { .string($0) })),
                    ("antonyms", .array(definition.antonyms.map { .string($0) })),
                ])
            })),
            ("synonyms", .array(meaning.synonyms.map { .string($0) })),
            ("antonyms", .array(meaning.antonyms.map { .string($0) })),
        ])
    }

    private static func encounter(_ encounter: WordEncounter) -> JSONValue {
        .object([
            ("sentence", .string(encounter.sentence)),
            ("form", .string(encounter.form)),
            ("location", .string(encounter.location)),
            ("page", .int(encounter.page)),
            ("at", .date(encounter.at)),
            ("source", .string(encounter.source.rawValue)),
        ])
    }

    private static func review(_ review: WordReview) -> JSONValue {
        .object([
            ("rating", .int(review.rating)),
            ("mode", .string(review.mode)),
            ("at", .date(review.at)),
            ("elapsedDays", .double(review.elapsedDays)),
            ("scheduledDays", .double(review.scheduledDays)),
            ("stateBefore", .string(review.stateBefore)),
        ])
    }
}
