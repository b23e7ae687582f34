import Essentials
import Testing

@Suite struct PrintableASCIITests {
    private func isPrintableASCII(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer(\.isPrintableASCII)
    }

    @Test func everyPrintableByteAtEveryPlaceOfAWordPasses() {
        for length in 0...19 {
            #expect(isPrintableASCII([UInt8](repeating: 0x20, count: length)))
            #expect(isPrintableASCII([UInt8](repeating: 0x7E, count: length)))
        }
        #expect(isPrintableASCII(Array((0x20...0x7E).map(UInt8.init))))
    }

    /// Each byte that is not printable ASCII is found alone among printable ones, at every offset
    /// of the word test and of the tail after it, next to the boundaries (0x1F, 0x7F, 0x80, 0xFF).
    @Test func everyOtherByteIsFoundAtEveryPlace() {
        let others = Array(0x00...0x1F) + Array(0x7F...0xFF)
        for length in [1, 7, 8, 9, 16, 19] {
            for place in 0..<length {
                for other in others {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[place] = UInt8(other)
                    #expect(!isPrintableASCII(bytes), "byte \(other) at \(place) of \(length)")
                }
            }
        }
    }

    /// Neighbours that borrow in the word test (0x20 next to 0x21, 0x7E next to 0x80) do not
    /// hide or invent a finding.
    @Test func neighboursDoNotMaskOrInvent() {
        #expect(isPrintableASCII(Array(" !  ! ~}~}~ !".utf8)))
        #expect(!isPrintableASCII(Array("abcdefg".utf8) + [0x1F] + Array("abcdefgh".utf8)))
        #expect(!isPrintableASCII([0x20, 0x00, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20]))
        #expect(!isPrintableASCII([0x7E, 0x7E, 0x7E, 0x7E, 0x7E, 0x7E, 0x7E, 0x7F]))
        #expect(!isPrintableASCII(Array("Jos".utf8) + Array("é Saramago".utf8)))
    }
}
