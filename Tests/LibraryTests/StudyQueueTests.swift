import Flashcard
import Foundation
import Library
import Testing
import TestSupport

/// A study session's words chosen in SQL: learning first, then reviews and new words within
/// their limits, ordered by due time, with what is held back and when the next word falls due.
@Suite struct StudyQueueTests {
    private let test: TestLibrary
    private let dune: Book

    init() throws {
        test = try TestLibrary()
        dune = try test.add("Dune")
    }

    /// Adds `word` to Dune in `state`, due `minutes` from the start (new words are due when added,
    /// so the clock is moved there first), optionally mastered.
    @discardableResult
    private func word(_ word: String, _ state: CardState, dueIn minutes: Double, mastered: Bool = false, definition: String? = nil) throws -> Int {
        var new = NewWord(word: word, bookID: dune.id)
        new.definition = definition
        let due = TestLibrary.at(minutes * 60)
        let id = try test.shelf.addWord(new).word.id
        let memory = Card(
            state: state, step: state == .new ? nil : 0, stability: state == .new ? nil : 3,
            difficulty: state == .new ? nil : 5, due: due, lastReview: state == .new ? nil : TestLibrary.start,
            reps: state == .new ? 0 : 1, lapses: 0)
        try test.shelf.recordReview(
            wordID: id, memory: memory,
            review: WordReview(rating: 3, mode: "flashcards", at: TestLibrary.start, elapsedDays: 0, scheduledDays: 0, stateBefore: "new"))
        if mastered { _ = try test.shelf.setMastered(id: id, true) }
        return id
    }

    private func library() throws {
        try word("new-old", .new, dueIn: -3000)
        try word("review-recent", .review, dueIn: -60)
        try word("relearning", .relearning, dueIn: -5)
        try word("review-overdue", .review, dueIn: -5000)
        try word("new-young", .new, dueIn: -10)
        try word("learning", .learning, dueIn: -1)
        try word("review-later", .review, dueIn: 600)
        try word("mastered", .review, dueIn: -9000, mastered: true)
        try word("learning-later", .learning, dueIn: 8)
    }

    @Test func learningComesFirstThenReviewsMostOverdueThenNewOldestFirst() throws {
        try library()
        let queue = try test.shelf.studyQueue(in: .all, dueBy: TestLibrary.start, newLimit: 10, reviewLimit: 100)
        #expect(queue.words.map(\.word) == ["relearning", "learning", "review-overdue", "review-recent", "new-old", "new-young"])
        #expect(queue.nextDue == TestLibrary.at(8 * 60))
        #expect(queue.heldBack == 0)
        #expect(queue.scopeHasWords)
    }

    @Test func limitsCapReviewsAndNewWordsButNotLearning() throws {
        try library()
        let queue = try test.shelf.studyQueue(in: .all, dueBy: TestLibrary.start, newLimit: 1, reviewLimit: 0)
        #expect(queue.words.map(\.word) == ["relearning", "learning", "new-old"])
        #expect(queue.heldBack == 3)
        let none = try test.shelf.studyQueue(in: .book(dune.id), dueBy: TestLibrary.start, newLimit: -2, reviewLimit: -1)
        #expect(none.words.map(\.word) == ["relearning", "learning"])
    }

    @Test func studyingAheadTakesWordsDueWithinTheWindow() throws {
        try library()
        let ahead = try test.shelf.studyQueue(in: .all, dueBy: TestLibrary.at(700 * 60), newLimit: 0, reviewLimit: 100)
        #expect(ahead.words.map(\.word) == ["relearning", "learning", "learning-later", "review-overdue", "review-recent", "review-later"])
        #expect(ahead.nextDue == nil, "nothing but the mastered word is due later")
    }

    @Test func nothingDueSaysWhenTheNextWordIsAndWhetherThereAreWords() throws {
        let empty = try test.shelf.studyQueue(in: .all, dueBy: TestLibrary.start, newLimit: 10, reviewLimit: 10)
        #expect(empty == StudyQueue(words: [], newHeldBack: 0, reviewsHeldBack: 0, nextDue: nil, scopeHasWords: false))
        try word("later", .review, dueIn: 30)
        try word("mastered", .review, dueIn: 5, mastered: true)
        let later = try test.shelf.studyQueue(in: .all, dueBy: TestLibrary.start, newLimit: 10, reviewLimit: 10)
        #expect(later == StudyQueue(words: [], newHeldBack: 0, reviewsHeldBack: 0, nextDue: TestLibrary.at(30 * 60), scopeHasWords: true))
        #expect(try test.shelf.studyQueue(in: .global, dueBy: TestLibrary.start, newLimit: 10, reviewLimit: 10).scopeHasWords == false)
    }

    @Test func equalDueTimesKeepTheOrderWordsWereAddedIn() throws {
        for index in 0..<20 { try word("word\(index)", .new, dueIn: 0) }
        let queue = try test.shelf.studyQueue(in: .all, dueBy: TestLibrary.start, newLimit: 20, reviewLimit: 0)
        #expect(queue.words.map(\.word) == (0..<20).map { "word\($0)" })
    }

    @Test func otherDefinitionsAreDistinctNeverTheWordsOwnAndPreferItsBook() throws {
        let kanly = try test.shelf.word(id: try word("kanly", .new, dueIn: 0, definition: "a feud"))
        try word("sietch", .new, dueIn: 0, definition: "A FEUD ")
        try word("crysknife", .new, dueIn: 0, definition: "a knife")
        try word("thumper", .new, dueIn: 0, definition: "a knife")
        let emma = try test.add("Emma")
        for (text, meaning) in [("vulgar", "common"), ("chaise", "a carriage"), ("gallant", "brave"), ("sulky", "sullen")] {
            var new = NewWord(word: text, bookID: emma.id)
            new.definition = meaning
            _ = try test.shelf.addWord(new)
        }
        for seed in 0..<20 as Range<UInt64> {
            var generator = SeededGenerator(seed: seed)
            let others = try test.shelf.otherDefinitions(than: kanly, count: 3, using: &generator)
            #expect(others.count == 3)
            #expect(Set(others.map { $0.lowercased() }).count == 3, "\(others)")
            #expect(!others.contains { $0.trimmingCharacters(in: .whitespaces).lowercased() == "a feud" })
            #expect(others.contains("a knife"), "its book's one other definition comes first")
        }
        // A library with fewer definitions gives what there is.
        let small = try TestLibrary()
        var lone = NewWord(word: "lucid", bookID: nil)
        lone.definition = "clear"
        let lucid = try small.shelf.addWord(lone).word
        var other = NewWord(word: "terse", bookID: nil)
        other.definition = "brief"
        _ = try small.shelf.addWord(other)
        #expect(try small.shelf.otherDefinitions(than: lucid, count: 3) == ["brief"])
    }
}
