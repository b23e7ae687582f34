extension UnsafeBufferPointer<UInt8> {
    /// True when every byte is printable ASCII, from space (0x20) to `~` (0x7E): UTF-8 text that
    /// needs no cleaning for a terminal and takes one column a byte. Most titles, names and table
    /// lines are such text, so this check runs before any scalar-by-scalar work, eight bytes at a
    /// time (a word test finds a byte with its high bit set, one below 0x20, or DEL).
    public var isPrintableASCII: Bool {
        guard let base = baseAddress else { return true }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits = ones &* 0x80
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            // Subtracting from each byte borrows into its high bit exactly when the byte is below
            // what is subtracted; `& ~word` ignores bytes whose own high bit was set (caught first).
            let belowSpace = (word &- ones &* 0x20) & ~word & highBits
            let deletes = word ^ (ones &* 0x7F)
            let hasDelete = (deletes &- ones) & ~deletes & highBits
            if (word & highBits) | belowSpace | hasDelete != 0 { return false }
            offset += 8
        }
        while offset < count {
            if self[offset] &- 0x20 >= 0x5F { return false }
            offset += 1
        }
        return true
    }
}
