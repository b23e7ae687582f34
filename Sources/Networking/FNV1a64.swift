/// The 64-bit FNV-1a hash (http://www.isthe.com/chongo/tech/comp/fnv/). It names cache files:
/// it is small, stable across platforms and runs, and needs no crypto library. It is not a
/// security boundary; each entry also stores its full request, which is checked on read.
public enum FNV1a64 {
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash of the UTF-8 bytes of `text`.
    public static func hash(_ text: String) -> UInt64 {
        text.utf8.reduce(offsetBasis) { ($0 ^ UInt64($1)) &* prime }
    }

    /// The hash as 16 lowercase hexadecimal digits, zero-padded.
    public static func hexDigest(_ text: String) -> String {
        let hex = String(hash(text), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
