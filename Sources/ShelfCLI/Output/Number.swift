/// Numbers in reports, without `String(format:)`.
enum Number {
    /// One decimal, dropped when it is zero: `12`, `12.5`.
    static func decimal(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = Int(exactly: (value * 10).rounded()) ?? 0
        let sign = tenths < 0 ? "-" : ""
        let magnitude = abs(tenths)
        return sign + String(magnitude / 10) + (magnitude % 10 == 0 ? "" : "." + String(magnitude % 10))
    }

    /// A whole number in decimal digits, as `String(value)` writes it: the digits of one from 0
    /// to 999,999,999,999,999 are written straight into a string short enough to need no
    /// allocation, as a long list writes an id or two on every line.
    static func whole(_ value: Int) -> String {
        guard (0..<1_000_000_000_000_000).contains(value) else { return String(value) }
        var digits = 1
        var rest = value / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        return String(unsafeUninitializedCapacity: digits) { text in
            var rest = value
            for place in (0..<digits).reversed() {
                text[place] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            return digits
        }
    }

    /// `1 book`, `3 books`.
    static func count(_ value: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(value) \(value == 1 ? singular : plural ?? singular + "s")"
    }
}
