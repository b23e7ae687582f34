/// A validated ISBN, holding both the 10- and 13-digit forms where both exist.
/// ISBN-13s starting 979 have no ISBN-10.
public struct ISBN: Equatable, Hashable, Sendable {
    /// The 13-digit form, always present.
    public let isbn13: String
    /// The 10-digit form, present only for 978-prefixed ISBNs.
    public let isbn10: String?

    /// Parses an ISBN-10 or ISBN-13 as people write it: hyphens and spaces are ignored, a final
    /// `x` in an ISBN-10 is accepted. Returns nil when the length or check digit is wrong.
    public init?(_ text: String) {
        let characters = text.filter { $0 != "-" && $0 != " " }.uppercased()
        if characters.count == 10, ISBN.isValidISBN10(characters) {
            isbn10 = characters
            isbn13 = ISBN.isbn13(fromISBN10: characters)
        } else if characters.count == 13, characters.allSatisfy(\.isASCIIDigit),
            ISBN.isValidISBN13(characters)
        {
            isbn13 = characters
            isbn10 = characters.hasPrefix("978") ? ISBN.isbn10(fromISBN13: characters) : nil
        } else {
            return nil
        }
    }

    private static func digitValues(_ text: String) -> [Int] {
        text.map { $0 == "X" ? 10 : Int(String($0)) ?? -1 }
    }

    private static func isValidISBN10(_ text: String) -> Bool {
        let values = digitValues(text)
        // Only the check digit may be X.
        guard values.dropLast().allSatisfy({ (0...9).contains($0) }),
            let last = values.last, (0...10).contains(last)
        else { return false }
        let sum = values.enumerated().reduce(0) { $0 + (10 - $1.offset) * $1.element }
        return sum % 11 == 0
    }

    private static func isValidISBN13(_ text: String) -> Bool {
        let values = digitValues(text)
        let sum = values.enumerated().reduce(0) { $0 + ($1.offset.isMultiple(of: 2) ? 1 : 3) * $1.element }
        return sum % 10 == 0
    }

    private static func isbn13(fromISBN10 text: String) -> String {
        let body = "978" + text.dropLast()
        let values = digitValues(body)
        let sum = values.enumerated().reduce(0) { $0 + ($1.offset.isMultiple(of: 2) ? 1 : 3) * $1.element }
        return body + String((10 - sum % 10) % 10)
    }

    private static func isbn10(fromISBN13 text: String) -> String {
        let body = String(text.dropFirst(3).dropLast())
        let values = digitValues(body)
        let sum = values.enumerated().reduce(0) { $0 + (10 - $1.offset) * $1.element }
        let check = (11 - sum % 11) % 11
        return body + (check == 10 ? "X" : String(check))
    }
}
