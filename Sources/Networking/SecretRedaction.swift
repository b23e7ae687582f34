/// Hides a secret (the API key) in text from a server: a server echoing the request may write the
/// key as it was typed, percent-encoded as shelf sends it (hex in either case) or form-encoded
/// (a space as `+`), and every one of those is replaced, before anything is shown or cached.
struct SecretRedaction: Sendable {
    /// What stands in for the secret.
    static let placeholder = "[API key]"

    /// The spellings to replace, longest first, so that one holding another is replaced whole
    /// rather than left with its middle hidden and its ends showing.
    private let spellings: [String]

    /// Hides `secret`; nil or empty hides nothing.
    init(secret: String?) {
        guard let secret, !secret.isEmpty else {
            spellings = []
            return
        }
        let upperHex = PercentEncoding.encode(secret)
        let lowerHex = Self.lowercasingHex(upperHex)
        let candidates = [
            secret, upperHex, lowerHex, upperHex.replacingOccurrences(of: "%20", with: "+"),
            lowerHex.replacingOccurrences(of: "%20", with: "+"), secret.replacingOccurrences(of: " ", with: "+"),
        ]
        spellings = Set(candidates).sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
    }

    /// `text` with every spelling of the secret replaced by `placeholder`.
    func redact(_ text: String) -> String {
        spellings.reduce(text) { $0.replacingOccurrences(of: $1, with: Self.placeholder) }
    }

    /// The two hex digits after each `%` in lowercase, the rest unchanged.
    private static func lowercasingHex(_ encoded: String) -> String {
        var result = ""
        var digitsLeft = 0
        for character in encoded {
            if digitsLeft > 0 {
                result += character.lowercased()
                digitsLeft -= 1
            } else {
                result.append(character)
                if character == "%" { digitsLeft = 2 }
            }
        }
        return result
    }
}
