import Foundation

/// A page logged at a moment. Every entry is kept, so a book has a progress history.
public struct ProgressEntry: Equatable, Sendable {
    /// The page reached.
    public var page: Int
    /// When it was reached.
    public var at: Date

    /// Makes a progress entry.
    public init(page: Int, at: Date) {
        self.page = page
        self.at = at
    }
}
