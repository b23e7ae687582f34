extension UnsafeBufferPointer<UInt8> {
    /// True when every byte is printable ASCII, from space (0x20) to `~` (0x7E): UTF-8 text that
    /// needs no cleaning for a terminal and takes one column a byte. Most titles, names and table
    /// lines are such text, so this check runs before any scalar-by-scalar work.
    public var isPrintableASCII: Bool {
        endOfPrintableASCII(from: 0) == count
    }

    /// The index of the first byte at or after `start` that is not printable ASCII, or `count`.
    /// Eight bytes are checked at a time: a word test finds a byte with its high bit set, one
    /// below 0x20, or DEL.
    public func endOfPrintableASCII(from start: Int) -> Int {
        var offset = Swift.max(start, 0)
        if let base = baseAddress {
            let raw = UnsafeRawPointer(base)
            while offset + 8 <= count, Self.isPrintableASCII(word: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) {
                offset += 8
            }
        }
        while offset < count, self[offset] &- 0x20 < 0x5F { offset += 1 }
        return offset
    }

    /// True when each of the eight bytes of `word` is printable ASCII. Subtracting from each byte
    /// borrows into its high bit exactly when the byte is below what is subtracted; `& ~word`
    /// ignores bytes whose own high bit was set, which the first test catches.
    private static func isPrintableASCII(word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits = ones &* 0x80
        let belowSpace = (word &- ones &* 0x20) & ~word & highBits
        let deletes = word ^ (ones &* 0x7F)
        let hasDelete = (deletes &- ones) & ~deletes & highBits
        return (word & highBits) | belowSpace | hasDelete == 0
    }
}
