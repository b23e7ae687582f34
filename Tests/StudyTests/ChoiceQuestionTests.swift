import Testing
import TestSupport

@testable import Study

@Suite struct ChoiceQuestionTests {
    @Test func offersTheAnswerAndThreeDistinctDistractors() {
        let vocabulary = ["lucid", "ephemeral", "EPHEMERAL", "terse", "ornate", "  ", "Lucid", "wry", "ephemeral"]
        for seed in 0..<50 as Range<UInt64> {
            var generator = SeededGenerator(seed: seed)
            guard let question = ChoiceQuestion(answer: "lucid", vocabulary: vocabulary, using: &generator) else {
                Issue.record("four distinct words make a question")
                continue
            }
            #expect(question.options.count == 4)
            #expect(question.options[question.correctIndex] == "lucid")
            let keys = question.options.map { $0.lowercased() }
            #expect(Set(keys).count == 4, "no duplicates, ignoring case")
            #expect(keys.filter { $0 == "lucid" }.count == 1, "the answer appears once")
            #expect(!question.options.contains { $0.trimmingCharacters(in: .whitespaces).isEmpty })
        }
    }

    @Test func fewerThanThreeDistinctDistractorsMakeNoQuestion() throws {
        var generator = SeededGenerator(seed: 7)
        #expect(ChoiceQuestion(answer: "lucid", vocabulary: ["Lucid"], using: &generator) == nil)
        #expect(ChoiceQuestion(answer: "lucid", vocabulary: ["lucid", "terse", "TERSE", " ", "wry"], using: &generator) == nil)
        let enough = try #require(ChoiceQuestion(answer: "lucid", vocabulary: ["terse", "TERSE", "wry", "ornate"], using: &generator))
        #expect(Set(enough.options) == ["lucid", "terse", "wry", "ornate"])
    }

    @Test func shufflingDependsOnTheGeneratorAndCoversEveryPosition() throws {
        let vocabulary = ["a1", "b2", "c3", "d4", "e5", "f6"]
        var positions: Set<Int> = []
        var optionSets: Set<[String]> = []
        for seed in 0..<40 as Range<UInt64> {
            var generator = SeededGenerator(seed: seed)
            let question = try #require(ChoiceQuestion(answer: "target", vocabulary: vocabulary, using: &generator))
            positions.insert(question.correctIndex)
            optionSets.insert(question.options)
        }
        #expect(positions == [0, 1, 2, 3])
        #expect(optionSets.count > 10)
        // The same seed gives the same question.
        var first = SeededGenerator(seed: 3)
        var second = SeededGenerator(seed: 3)
        #expect(
            ChoiceQuestion(answer: "target", vocabulary: vocabulary, using: &first)
                == ChoiceQuestion(answer: "target", vocabulary: vocabulary, using: &second))
    }

    @Test func readsAnswersAndGradesPicks() throws {
        var generator = SeededGenerator(seed: 11)
        let question = try #require(ChoiceQuestion(answer: "terse", vocabulary: ["lucid", "wry", "ornate"], using: &generator))
        let correctNumber = question.correctIndex + 1
        #expect(question.optionIndex(forAnswer: " \(correctNumber)\n") == question.correctIndex)
        #expect(question.optionIndex(forAnswer: "TERSE") == question.correctIndex)
        #expect(question.optionIndex(forAnswer: "0") == nil)
        #expect(question.optionIndex(forAnswer: "5") == nil)
        #expect(question.optionIndex(forAnswer: "banana") == nil)
        // Typed numbers at the edges of Int are refused, not overflowed.
        #expect(question.optionIndex(forAnswer: "\(Int.min)") == nil)
        #expect(question.optionIndex(forAnswer: "\(Int.max)") == nil)
        #expect(question.grade(optionAt: question.correctIndex) == .good)
        let wrong = (question.correctIndex + 1) % question.options.count
        #expect(question.grade(optionAt: wrong) == .again)
        #expect(question.grade(optionAt: 99) == .again)
    }
}
