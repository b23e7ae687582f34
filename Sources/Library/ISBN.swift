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
        // Read as bytes: an import parses several a row, and every character an ISBN may hold is
        // ASCII, so anything else refuses it at once.
        var values: [Int] = []
        values.reserveCapacity(13)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(Int(byte - UInt8(ascii: "0")))
            case UInt8(ascii: "X"), UInt8(ascii: "x"): values.append(10)
            case UInt8(ascii: "-"), UInt8(ascii: " "): continue
            default: return nil
            }
            guard values.count <= 13 else { return nil }
        }
        if values.count == 10, Self.isValidISBN10(values) {
            isbn10 = Self.text(of: values)
            isbn13 = Self.text(of: Self.withCheckDigit13([9, 7, 8] + values.dropLast()))
        } else if values.count == 13, Self.isValidISBN13(values) {
            isbn13 = Self.text(of: values)
            isbn10 = values.starts(with: [9, 7, 8]) ? Self.text(of: Self.withCheckDigit10(Array(values[3..<12]))) : nil
        } else {
            return nil
        }
    }

    /// Digits as written, 10 as the ISBN-10 check digit `X`.
    private static func text(of values: [Int]) -> String {
        String(decoding: values.map { $0 == 10 ? UInt8(ascii: "X") : UInt8(ascii: "0") + UInt8($0) }, as: UTF8.self)
    }

    /// The ISBN-10 weighted sum (10 down to 1) of `values`.
    private static func sum10(_ values: some Collection<Int>) -> Int {
        values.enumerated().reduce(0) { $0 + (10 - $1.offset) * $1.element }
    }

    /// The ISBN-13 weighted sum (1 and 3 in turn) of `values`.
    private static func sum13(_ values: some Collection<Int>) -> Int {
        values.enumerated().reduce(0) { $0 + ($1.offset.isMultiple(of: 2) ? 1 : 3) * $1.element }
    }

    private static func isValidISBN10(_ values: [Int]) -> Bool {
        // Only the check digit may be X.
        values.dropLast().allSatisfy { $0 <= 9 } && sum10(values) % 11 == 0
    }

    private static func isValidISBN13(_ values: [Int]) -> Bool {
        values.allSatisfy { $0 <= 9 } && sum13(values) % 10 == 0
    }

    /// The twelve digits of `body` followed by their ISBN-13 check digit.
    private static func withCheckDigit13(_ body: [Int]) -> [Int] {
        body + [(10 - sum13(body) % 10) % 10]
    }

    /// The nine digits of `body` followed by their ISBN-10 check digit (10 for `X`).
    private static func withCheckDigit10(_ body: [Int]) -> [Int] {
        body + [(11 - sum10(body) % 11) % 11]
    }
}
