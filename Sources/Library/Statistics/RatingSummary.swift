/// The ratings of the distinct books finished in a period: their average and how many got each
/// number of whole stars.
public struct RatingSummary: Equatable, Sendable {
    /// Rated books.
    public let count: Int
    /// Their mean rating, 0 to 5.
    public let average: Double
    /// Books per star count: index 0 holds 1★ (ratings below 1.5), index 4 holds 5★.
    public let byStars: [Int]

    /// Summarises `ratings` (0 to 5 each); nil when there are none.
    init?(_ ratings: [Double]) {
        guard !ratings.isEmpty else { return nil }
        count = ratings.count
        average = ratings.reduce(0, +) / Double(ratings.count)
        var stars = [0, 0, 0, 0, 0]
        for rating in ratings {
            stars[min(max(Int(rating.rounded()), 1), 5) - 1] += 1
        }
        byStars = stars
    }
}
