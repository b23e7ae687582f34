import Testing

@testable import Study

@Suite struct FillGraderTests {
    @Test(arguments: ["ephemeral", "  Ephemeral\n", "EPHEMERAL"])
    func exactAnswersIgnoringCaseAreGood(answer: String) {
        #expect(FillGrader.grade(answer, expected: "ephemeral") == .good)
    }

    @Test(arguments: [
        "ephemera",  // deletion
        "ephemeeral",  // insertion
        "ephimeral",  // substitution
        "ehpemeral",  // adjacent transposition
        "phemeral",  // first character missing
        "ephemerla",  // last two swapped
        "Xphemeral",
    ])
    func oneEditAwayIsHard(answer: String) {
        #expect(FillGrader.grade(answer, expected: "ephemeral") == .hard)
    }

    @Test(arguments: ["", "   ", "ephemer", "epehmeral x", "ephmereal", "lucid", "eephemerall"])
    func everythingElseIsAgain(answer: String) {
        #expect(FillGrader.grade(answer, expected: "ephemeral") == .again)
    }

    @Test func unicodeCountsUserPerceivedCharacters() {
        // "é" typed as e + combining acute is the same word, not an insertion.
        #expect(FillGrader.grade("cafe\u{301}", expected: "café") == .good)
        #expect(FillGrader.grade("cafe", expected: "café") == .hard)
        #expect(FillGrader.grade("STRASSE", expected: "Straße") == .good)
        #expect(FillGrader.grade("naive", expected: "naïve") == .hard)
        #expect(FillGrader.grade("naïf", expected: "naïve") == .again)
        #expect(FillGrader.grade("👍🏽ok", expected: "👍🏿ok") == .hard)
    }

    @Test func shortWordsNeedAnExactAnswer() {
        #expect(FillGrader.grade("ax", expected: "ox") == .again)
        #expect(FillGrader.grade("OX", expected: "ox") == .good)
        #expect(FillGrader.grade("awe", expected: "ewe") == .hard)
        #expect(FillGrader.grade("anything", expected: "   ") == .again)
    }

    @Test func editDistanceHelperIsSymmetric() {
        let pairs = [("abc", "abd"), ("abc", "ab"), ("abc", "bac"), ("abc", "cba"), ("abc", "abcde"), ("", "a")]
        for (left, right) in pairs {
            #expect(
                FillGrader.isOneEditApart(Array(left), Array(right))
                    == FillGrader.isOneEditApart(Array(right), Array(left)))
        }
        #expect(FillGrader.isOneEditApart(Array("abc"), Array("abcd")))
        #expect(!FillGrader.isOneEditApart(Array("abc"), Array("abc")))
        #expect(!FillGrader.isOneEditApart(Array("abc"), Array("cba")))
    }
}
