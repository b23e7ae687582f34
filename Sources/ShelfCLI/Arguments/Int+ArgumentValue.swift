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
        let wanted = Self.bookValues[name] ?? "a \(negative ? "larger" : "smaller") whole number"
        throw .failure("\(name) \(text.quotedInMessage) is too \(negative ? "small" : "large") — give \(wanted)")
    }

    /// What the options about a book allow, so a number too large for any of them says what
    /// would do; for other options the range a number can hold (19 digits) would only mislead,
    /// so they ask for a smaller number. A year's latest depends on the clock, which options are
    /// read without (`BookLimits.latestYear(at:)`), so it is said in words.
    private static let bookValues: [String: String] = [
        "--pages": "a whole number from 1 to \(BookLimits.pages)",
        "--page": "a whole number from 0 to \(BookLimits.pages)",
        "--year": "a year from \(BookLimits.years.lowerBound) to \(BookLimits.announcedYears) years past this one",
    ]

    /// A whole number written out, however many digits: what `Int(_:)` reads when it fits.
    private nonisolated(unsafe) static let digits = /[+-]?[0-9]+/
}
