/// Damaged JSON for fuzz tests: random edits of real documents, drawn from bytes JSON is made of
/// so the damage often gets deep into the grammar.
public enum JSONNoise {
    /// Bytes JSON is made of, so random strings often get deep into the grammar, plus bytes that
    /// are never valid (a stray continuation byte, a lead byte with nothing after it, a control).
    public static let alphabet = Array("{}[]{}[],:,:\"\"\"\\\\u0123456789abcdefABCDEF-+.eEtruefalsenull  \n\t".utf8) + [0x80, 0xC3, 0xE2, 0xF0, 0x00, 0x1F, 0xFF]

    /// One to three random edits: flip a bit, overwrite a byte, insert or delete a run, truncate,
    /// or repeat a slice (which nests structures and duplicates keys).
    public static func mutate(_ source: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var bytes = source
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            guard !bytes.isEmpty else { return alphabet.shuffled(using: &generator) }
            let index = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: bytes[index] ^= 1 << UInt8.random(in: 0..<8, using: &generator)
            case 1: bytes[index] = alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
            case 2: bytes.insert(contentsOf: (0..<Int.random(in: 1...4, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }, at: index)
            case 3: bytes.removeSubrange(index..<min(bytes.count, index + Int.random(in: 1...16, using: &generator)))
            case 4: bytes.removeSubrange(index...)
            default:
                let end = min(bytes.count, index + Int.random(in: 1...64, using: &generator))
                bytes.insert(contentsOf: bytes[index..<end], at: index)
            }
        }
        return bytes
    }
}
