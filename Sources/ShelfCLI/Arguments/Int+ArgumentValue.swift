import Essentials
import Library

extension Int: ArgumentValue {
    /// A whole number, spaces around it allowed. Digits beyond what a number can hold are named
    /// too large (or too small), not "not a whole number", which they are.
    init(argument text: String, name: String) throws(CLIError) {
        let trimmed = Whitespace.trimmed(text, newlines: false)
        if let number = Int(trimmed) {
            self = number
            return
        }
        guard trimmed.wholeMatch(of: Self.digits) != nil else {
            throw .failure("\(name) takes a whole number, not \(text.quotedInMessage) — for example \(name) 10")
        }
        let negative = trimmed.hasPrefix("-")
        guard let range = Self.bookRanges[name] else {
            throw .failure("\(name) \(text.quotedInMessage) is too \(negative ? "small" : "large") — give a \(negative ? "larger" : "smaller") whole number")
        }
        throw .failure(
            "\(name) \(text.quotedInMessage) is too \(negative ? "small" : "large") — give a whole number from \(range.lowerBound) to \(range.upperBound)")
    }

    /// The numbers the options about a book allow, so a number too large for any of them says
    /// what would do; for other options the range a number can hold (19 digits) would only
    /// mislead, so they ask for a smaller number.
    private static let bookRanges: [String: ClosedRange<Int>] = [
        "--pages": 1...BookLimits.pages, "--page": 0...BookLimits.pages, "--year": BookLimits.years,
    ]

    /// A whole number written out, however many digits: what `Int(_:)` reads when it fits.
    private nonisolated(unsafe) static let digits = /[+-]?[0-9]+/
}
