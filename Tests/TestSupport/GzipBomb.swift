import Foundation

/// A gzip member that inflates to many zero bytes from very few: 258 zeros cost 13 bits, so 16 MiB
/// compress to about 100 KB. Written by hand (a single deflate block with the fixed Huffman codes
/// of RFC 1951: one literal zero, then matches of length 258 at distance 1) because the toolchain
/// has no compressor; it is a complete, valid member with its CRC-32 and length.
public enum GzipBomb {
    /// The gzip bytes of `size` zero bytes (`size` ≥ 1).
    public static func zeros(inflatingTo size: Int) -> Data {
        var bits = BitWriter()
        bits.write(1, count: 1)  // BFINAL: the only block
        bits.write(1, count: 2)  // BTYPE 01: fixed Huffman codes
        bits.writeCode(0b0011_0000, length: 8)  // the literal 0
        var produced = 1
        while size - produced >= 258 {
            bits.writeCode(0b1100_0101, length: 8)  // length code 285: 258 bytes, no extra bits
            bits.writeCode(0, length: 5)  // distance code 0: 1 byte back
            produced += 258
        }
        while produced < size {
            bits.writeCode(0b0011_0000, length: 8)
            produced += 1
        }
        bits.writeCode(0, length: 7)  // end of block (256)

        var member = Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF])
        member.append(contentsOf: bits.bytes)
        member.append(contentsOf: littleEndian(crc32OfZeros(size)))
        member.append(contentsOf: littleEndian(UInt32(truncatingIfNeeded: size)))
        return member
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    /// CRC-32 (the reflected 0xEDB88320 polynomial) of `count` zero bytes.
    private static func crc32OfZeros(_ count: Int) -> UInt32 {
        var table = [UInt32](repeating: 0, count: 256)
        for index in 0..<256 {
            var value = UInt32(index)
            for _ in 0..<8 { value = value & 1 == 1 ? (value >> 1) ^ 0xEDB8_8320 : value >> 1 }
            table[index] = value
        }
        var crc: UInt32 = 0xFFFF_FFFF
        for _ in 0..<count { crc = table[Int(crc & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    /// Packs bits from the least significant end of each byte, as deflate does.
    private struct BitWriter {
        var bytes: [UInt8] = []
        private var used = 8

        /// Writes the low `count` bits of `value`, least significant first (header fields).
        mutating func write(_ value: Int, count: Int) {
            for index in 0..<count { append((value >> index) & 1) }
        }

        /// Writes a Huffman code, most significant bit first, as RFC 1951 orders codes.
        mutating func writeCode(_ code: Int, length: Int) {
            for index in stride(from: length - 1, through: 0, by: -1) { append((code >> index) & 1) }
        }

        private mutating func append(_ bit: Int) {
            if used == 8 {
                bytes.append(0)
                used = 0
            }
            bytes[bytes.count - 1] |= UInt8(bit) << used
            used += 1
        }
    }
}
