import Testing

@testable import ShelfCLI

/// How a rating is drawn: the half stars reached, then the exact number.
@Suite struct RatingTextTests {
    @Test(arguments: [
        (5.0, "★★★★★ 5"), (4.75, "★★★★½ 4.75"), (4.5, "★★★★½ 4.5"), (3.75, "★★★½ 3.75"), (3.25, "★★★ 3.25"),
        (1.0, "★ 1"), (0.75, "½ 0.75"), (0.25, "0.25"), (0.0, "0"),
    ])
    func starsAreTheHalvesReached(rating: Double, shown: String) {
        #expect(BookText.rating(rating) == shown)
    }
}
