@testable import ShelfCLI
import Testing

/// "Did you mean": the closest real name, only when it is close.
struct SuggestionTests {
    @Test(arguments: [
        ("lsit", "list"), ("stat", "stats"), ("serch", "search"), ("imprt", "import"), ("hsitory", "history"),
        ("LIST", "list"), ("finsh", "finish"),
    ])
    func aSlipNamesTheCommand(typed: String, meant: String) {
        #expect(Suggestion.closest(to: typed, among: CommandRegistry.names) == meant)
    }

    @Test(arguments: ["frobnicate", "x", "", "bookshelf", "q"])
    func somethingFarOffNamesNothing(typed: String) {
        #expect(Suggestion.closest(to: typed, among: CommandRegistry.names) == nil)
    }

    @Test func distancesCountEditsAndSwaps() {
        #expect(Suggestion.editDistance(Array("list"), Array("list"), limit: 3) == 0)
        #expect(Suggestion.editDistance(Array("lsit"), Array("list"), limit: 3) == 1)
        #expect(Suggestion.editDistance(Array("kitten"), Array("sitting"), limit: 5) == 3)
        #expect(Suggestion.editDistance(Array("a"), Array("abcdefgh"), limit: 2) == 3)
        #expect(Suggestion.editDistance(Array(""), Array("ab"), limit: 3) == 2)
    }
}
