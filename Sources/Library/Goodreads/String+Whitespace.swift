extension String {
    /// The text without leading and trailing Unicode whitespace. Used instead of Foundation's
    /// `trimmingCharacters(in:)`, which bridges through NSString and made trimming the dominant
    /// cost of parsing a large export; text with nothing to trim is returned without copying.
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return "" }
        guard Self.isWhitespace(first) || Self.isWhitespace(last) else { return self }
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, Self.isWhitespace(scalars[start]) {
            start = scalars.index(after: start)
        }
        while end > start, Self.isWhitespace(scalars[scalars.index(before: end)]) {
            end = scalars.index(before: end)
        }
        return String(scalars[start..<end])
    }

    /// True for Unicode whitespace; answers ASCII without the Unicode property lookup, which is
    /// slow enough to show in profiles.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar == " " || ("\t"..."\r").contains(scalar)
        }
        return scalar.properties.isWhitespace
    }
}
