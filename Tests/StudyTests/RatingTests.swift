import Testing

@testable import Study

@Suite struct RatingTests {
    @Test(arguments: [
        ("1", Rating.again), ("2", .hard), ("3", .good), ("4", .easy), ("again", .again), (" Hard ", .hard),
        ("GOOD\n", .good), ("Easy", .easy),
    ])
    func readsNumbersAndNames(answer: String, rating: Rating) {
        #expect(Rating(answer: answer) == rating)
    }

    @Test(arguments: ["", "0", "5", "-1", "goo", "good!", "3.0", "\(Int.min)", "q"])
    func refusesEverythingElse(answer: String) {
        #expect(Rating(answer: answer) == nil)
    }

    @Test func rawValuesAreTheFSRSGrades() {
        #expect(Rating.allCases.map(\.rawValue) == [1, 2, 3, 4])
        #expect(Rating.allCases.map(\.name) == ["again", "hard", "good", "easy"])
    }
}
