extension Character {
    /// True for the ASCII digits 0-9 only (not other scripts' digits, which ISBNs never use).
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
