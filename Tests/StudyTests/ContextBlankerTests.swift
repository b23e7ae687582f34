import Testing

@testable import Study

@Suite struct ContextBlankerTests {
    @Test func blanksEveryWholeWordOccurrenceIgnoringCase() {
        #expect(
            ContextBlanker.blanking("lucid", in: "Lucid dreams are lucid; pellucid is not.")
                == "_____ dreams are _____; pellucid is not.")
    }

    @Test(arguments: [
        ("cat", "Two cats and the cat's bowl.", "Two _____ and the _____ bowl."),
        ("bake", "She baked while he was baking; it bakes.", "She _____ while he was _____; it _____."),
        ("carry", "He carried what she carries.", "He _____ what she _____."),
        ("stop", "They stopped stopping.", "They _____ _____."),
        ("box", "Boxes, boxed, boxing.", "_____, _____, _____."),
        ("walk", "Walking, walked, walks, sidewalk.", "_____, _____, _____, sidewalk."),
    ])
    func blanksSimpleInflections(word: String, sentence: String, expected: String) {
        #expect(ContextBlanker.blanking(word, in: sentence) == expected)
    }

    @Test func shortWordsMatchOnlyExactly() {
        #expect(ContextBlanker.blanking("a", in: "A cat as a pet.") == "_____ cat as _____ pet.")
        #expect(ContextBlanker.blanking("in", in: "Come in, the innings begin.") == "Come _____, the innings begin.")
    }

    @Test func blanksPhrasesAcrossSpacesAndHyphens() {
        #expect(
            ContextBlanker.blanking("give up", in: "Never give  up. Give-up is not an option.")
                == "Never _____. _____ is not an option.")
        #expect(ContextBlanker.blanking("give up", in: "Give. Up.") == "Give. Up.")
    }

    @Test func leavesOtherTextAlone() {
        let sentence = "Nothing here mentions the word."
        #expect(ContextBlanker.blanking("lucid", in: sentence) == sentence)
        #expect(ContextBlanker.blanking("   ", in: sentence) == sentence)
        #expect(ContextBlanker.blanking("lucid", in: "") == "")
        #expect(ContextBlanker.occurrences(of: "word", in: sentence).count == 1)
    }

    @Test func handlesUnicodeWords() {
        #expect(ContextBlanker.blanking("café", in: "Le CAFE\u{301} du café-théâtre.") == "Le _____ du _____-théâtre.")
        #expect(ContextBlanker.blanking("Straße", in: "Die STRASSE ist lang.") == "Die _____ ist lang.")
        #expect(ContextBlanker.blanking("naïve", in: "So naïve, so naïvely.") == "So _____, so naïvely.")
    }

    @Test func apostrophesInsideWordsBelongToTheWord() {
        #expect(ContextBlanker.blanking("don", in: "Don't tell Don.") == "Don't tell _____.")
        #expect(ContextBlanker.blanking("rock", in: "'Rock' and the rock’s edge") == "'_____' and the _____ edge")
    }

    @Test func blanksWordsOfScriptsWrittenWithoutSpaces() {
        #expect(ContextBlanker.blanking("宇宙", in: "宇宙很大。宇宙") == "_____很大。_____")
        #expect(ContextBlanker.blanking("たべる", in: "りんごをたべる。") == "りんごを_____。")
        #expect(ContextBlanker.blanking("ภาษา", in: "ภาษาไทย") == "_____ไทย")
        #expect(ContextBlanker.blanking("宇宙", in: "天空很大。") == "天空很大。")
    }

    @Test func marksAroundTheWordAreBlankedWithIt() {
        #expect(ContextBlanker.blanking("#hashtag", in: "a #hashtag here, and hashtag") == "a _____ here, and _____")
        #expect(ContextBlanker.blanking("C++", in: "I like C++, C.") == "I like _____, _____.")
    }
}
