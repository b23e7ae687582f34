import Testing

@testable import Study

@Suite struct FillQuestionTests {
    @Test func acceptsTheFormInTheBlankAndTheWord() {
        let question = FillQuestion(word: "run", sentence: "She was running down the lane")
        #expect(question.blankedSentence == "She was _____ down the lane")
        #expect(question.grade("running") == .good)
        #expect(question.grade("run") == .good)
        #expect(question.grade("runing") == .hard)
        #expect(question.grade("walk") == .again)
        #expect(question.revealed == "running (run)")
    }

    @Test func expectsWhatItBlanked() {
        let question = FillQuestion(word: "#hashtag", sentence: "a #hashtag here")
        #expect(question.blankedSentence == "a _____ here")
        #expect(question.grade("#hashtag") == .good)
        #expect(question.revealed == "#hashtag")
    }

    @Test func blanksAWordWrittenWithoutSpaces() {
        let question = FillQuestion(word: "宇宙", sentence: "宇宙很大。")
        #expect(question.blankedSentence == "_____很大。")
        #expect(question.grade("宇宙") == .good)
    }

    @Test func neverShowsASentenceWithoutABlank() {
        #expect(FillQuestion(word: "run", sentence: "She ran away").blankedSentence == nil)
        #expect(FillQuestion(word: "run", sentence: nil).blankedSentence == nil)
        #expect(FillQuestion(word: "run", sentence: "She ran away").answers == ["run"])
    }

    @Test func anIrregularFormMetInTheBookIsBlanked() {
        let question = FillQuestion(word: "run", sentence: "She ran away", forms: ["ran"])
        #expect(question.blankedSentence == "She _____ away")
        #expect(question.grade("ran") == .good)
        #expect(question.grade("run") == .good)
        #expect(question.revealed == "ran (run)")
        // Every form is hidden, so none gives the word away; an empty or absent form changes nothing.
        #expect(FillQuestion(word: "run", sentence: "Run, she ran", forms: ["ran"]).blankedSentence == "_____, she _____")
        #expect(FillQuestion(word: "run", sentence: "Run, she ran", forms: ["ran"]).revealed == "Run")
        #expect(FillQuestion(word: "run", sentence: "She ran away", forms: ["", "fled"]).blankedSentence == nil)
    }
}
