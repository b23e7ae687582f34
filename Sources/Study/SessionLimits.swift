/// How many new cards and reviews a session may still take. The caller passes what is left of
/// the daily limits (the configured limit minus what was already studied today).
public struct SessionLimits: Equatable, Sendable {
    /// New cards the session may introduce; negative values count as 0.
    public var newCards: Int
    /// Review-state cards the session may show; negative values count as 0.
    public var reviews: Int

    /// The daily defaults of `shelf study`: 10 new cards and 100 reviews.
    public static let `default` = SessionLimits(newCards: 10, reviews: 100)

    /// Creates limits.
    public init(newCards: Int, reviews: Int) {
        self.newCards = newCards
        self.reviews = reviews
    }
}
