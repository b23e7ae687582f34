extension BookMatchKey {
    /// False when `title` cannot have `key`, a key of letters and digits in ASCII (`title(_:)`'s
    /// form), as its title key; true when it may. Told without folding the title, which costs
    /// many times more: each ASCII letter or digit of the title may stand for the key's next one
    /// (case aside), each character `foldingToASCII` names for as many as it folds to, and the
    /// rest for none, since what they fold to is not ASCII (or no letter at all). A key the title
    /// has needs every one of its letters and digits to come from such a character, in order:
    /// whatever brackets or a subtitle drop only removes characters, never adds any.
    static func title(_ title: String, mayHave key: String) -> Bool {
        let wanted = Array(key.utf8.filter { $0 != UInt8(ascii: " ") })
        var found = 0
        for scalar in title.unicodeScalars where found < wanted.count {
            let value = scalar.value
            if value < 0x80 {
                let byte = UInt8(value)
                let lowered = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
                if lowered == wanted[found] { found += 1 }
            } else if let letters = lettersFolded(from: value) {
                // Which letters is not known without folding: any may be the ones wanted next.
                found = min(wanted.count, found + letters)
            }
        }
        return found == wanted.count
    }

    /// How many ASCII letters and digits the character `value` folds to (case, accents and width
    /// aside, as `title(_:)` folds), or nil when none.
    private static func lettersFolded(from value: UInt32) -> Int? {
        var low = 0
        var high = foldingToASCII.count
        while low < high {
            let middle = (low + high) / 2
            let entry = foldingToASCII[middle]
            if value < entry.first {
                high = middle
            } else if value > entry.last {
                low = middle + 1
            } else {
                return entry.letters
            }
        }
        return nil
    }

    /// Every character beyond ASCII that Foundation folds (case-, diacritic- and width-insensitive)
    /// to text holding ASCII letters or digits, as ranges of scalar values, each with the most such
    /// letters one of its characters folds to (`ß` to `ss`, `ﬃ` to `ffi`). A test folds every
    /// scalar of planes 0 to 3 and holds this list to the result, so a Foundation that folds
    /// more is noticed.
    static let foldingToASCII: [(first: UInt32, last: UInt32, letters: Int)] = [
        (0x00C0, 0x00C5, 1), (0x00C7, 0x00CF, 1), (0x00D1, 0x00D6, 1), (0x00D9, 0x00DD, 1), (0x00DF, 0x00E5, 2),
        (0x00E7, 0x00EF, 1), (0x00F1, 0x00F6, 1), (0x00F9, 0x00FD, 1), (0x00FF, 0x010F, 1), (0x0112, 0x0125, 1),
        (0x0128, 0x0130, 1), (0x0134, 0x0137, 1), (0x0139, 0x013E, 1), (0x0143, 0x0149, 1), (0x014C, 0x0151, 1),
        (0x0154, 0x0165, 1), (0x0168, 0x017F, 1), (0x01A0, 0x01A1, 1), (0x01AF, 0x01B0, 1), (0x01CD, 0x01DC, 1),
        (0x01DE, 0x01E1, 1), (0x01E6, 0x01ED, 1), (0x01F0, 0x01F0, 1), (0x01F4, 0x01F5, 1), (0x01F8, 0x01FB, 1),
        (0x0200, 0x021B, 1), (0x021E, 0x021F, 1), (0x0226, 0x0233, 1), (0x1E00, 0x1E9B, 1), (0x1E9E, 0x1E9E, 2),
        (0x1EA0, 0x1EF9, 1), (0x212A, 0x212B, 1), (0xFB00, 0xFB06, 3), (0xFF10, 0xFF19, 1), (0xFF21, 0xFF3A, 1),
        (0xFF41, 0xFF5A, 1),
    ]
}
