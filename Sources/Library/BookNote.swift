import Foundation

/// A private note on a book, with when it was written (`shelf note`).
public struct BookNote: Equatable, Sendable {
    public var at: Date
    public var text: String

    public init(at: Date, text: String) {
        self.at = at
        self.text = text
    }
}
