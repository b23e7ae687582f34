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
        // Read as bytes into one buffer, and both forms written straight into their strings: an
        // import parses several a row, and every character an ISBN may hold is ASCII, so anything
        // else refuses it at once.
        var values: [UInt8] = []
        values.reserveCapacity(13)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "X"), UInt8(ascii: "x"): values.append(10)
            case UInt8(ascii: "-"), UInt8(ascii: " "): continue
            default: return nil
            }
            guard values.count <= 13 else { return nil }
        }
        if values.count == 10, Self.isValidISBN10(values) {
            isbn10 = Self.text(of: values[...])
            isbn13 = Self.text(prefixedWith978: values[..<9])
        } else if values.count == 13, Self.isValidISBN13(values) {
            isbn13 = Self.text(of: values[...])
            isbn10 = values.starts(with: [9, 7, 8]) ? Self.text(of: values[3..<12], checkDigit: Self.checkDigit10(values[3..<12])) : nil
        } else {
            return nil
        }
    }

    /// `values` as written, 10 as the ISBN-10 check digit `X`, followed by `checkDigit` when given.
    private static func text(of values: ArraySlice<UInt8>, checkDigit: UInt8? = nil) -> String {
        String(unsafeUninitializedCapacity: values.count + 1) { buffer in
            var end = 0
            func write(_ value: UInt8) {
                buffer[end] = value == 10 ? UInt8(ascii: "X") : UInt8(ascii: "0") + value
                end += 1
            }
            values.forEach(write)
            checkDigit.map(write)
            return end
        }
    }

    /// The ISBN-13 of the nine digits `body` of an ISBN-10: `978`, the digits, its check digit.
    private static func text(prefixedWith978 body: ArraySlice<UInt8>) -> String {
        let digits = [9, 7, 8] + body
        return text(of: digits[...], checkDigit: UInt8((10 - sum13(digits) % 10) % 10))
    }

    /// The ISBN-10 weighted sum (10 down to 1) of `values`.
    private static func sum10(_ values: some Collection<UInt8>) -> Int {
        var sum = 0
        for (offset, value) in values.enumerated() { sum += (10 - offset) * Int(value) }
        return sum
    }

    /// The ISBN-13 weighted sum (1 and 3 in turn) of `values`.
    private static func sum13(_ values: some Collection<UInt8>) -> Int {
        var sum = 0
        for (offset, value) in values.enumerated() { sum += (offset.isMultiple(of: 2) ? 1 : 3) * Int(value) }
        return sum
    }

    private static func isValidISBN10(_ values: [UInt8]) -> Bool {
        // Only the check digit may be X.
        values.dropLast().allSatisfy { $0 <= 9 } && sum10(values) % 11 == 0
    }

    private static func isValidISBN13(_ values: [UInt8]) -> Bool {
        values.allSatisfy { $0 <= 9 } && sum13(values) % 10 == 0
    }

    /// The ISBN-10 check digit (10 for `X`) of nine digits `body`.
    private static func checkDigit10(_ body: ArraySlice<UInt8>) -> UInt8 {
        UInt8((11 - sum10(body) % 11) % 11)
    }
}
