internal import Essentials

/// Amazon's identifier for an edition without an ISBN (most Kindle books): ten capital letters
/// and digits starting with `B`, like `B00DQBOFTW`. Goodreads and StoryGraph write it where an
/// ISBN would go, so an import tells the two apart rather than storing it as a broken ISBN.
enum ASIN {
    /// The ASIN in `text` (spaces around it ignored, letters uppercased), nil when it is not one.
    static func parse(_ text: String) -> String? {
        let value = text.trimmingWhitespace.uppercased()
        let isLetterOrDigit = { (byte: UInt8) in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        }
        guard value.utf8.count == 10, value.utf8.first == UInt8(ascii: "B"), value.utf8.allSatisfy(isLetterOrDigit)
        else { return nil }
        return value
    }
}
