/// Finds the first byte that breaks UTF-8, so a reader can say which line of a file is not UTF-8
/// (the standard library only says whether a whole buffer is valid, not where it fails).
enum UTF8Validator {
    /// The index of the first byte in `range` that is not part of a well-formed UTF-8 sequence
    /// (overlong forms, surrogates and code points above U+10FFFF are rejected), or nil.
    static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) -> Int? {
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            // Most text is ASCII: skip it eight bytes at a time.
            if let base = bytes.baseAddress {
                while index + 8 <= end,
                    UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
                {
                    index += 8
                }
                guard index < end else { break }
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The allowed range of the second byte depends on the lead byte (Unicode table 3-7);
            // the remaining continuation bytes are always 0x80...0xBF.
            let length: Int
            let second: ClosedRange<UInt8>
            switch lead {
            case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
            case 0xE0: (length, second) = (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
            case 0xED: (length, second) = (3, 0x80...0x9F)
            case 0xF0: (length, second) = (4, 0x90...0xBF)
            case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
            case 0xF4: (length, second) = (4, 0x80...0x8F)
            default: return index
            }
            guard index + 1 < end, second.contains(bytes[index + 1]) else { return index }
            var offset = 2
            while offset < length {
                guard index + offset < end, (0x80...0xBF).contains(bytes[index + offset]) else { return index }
                offset += 1
            }
            index += length
        }
        return nil
    }
}
