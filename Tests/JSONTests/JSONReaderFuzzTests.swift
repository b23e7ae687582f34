import Testing
import JSON
import TestSupport

/// Random inputs must never trap the reader, and wherever Foundation's parser accepts an input,
/// the reader must accept it with the same value. (Mutated API recordings, and the code reading
/// them, are fuzzed in NetworkingTests, next to the recordings.)
@Suite struct JSONReaderFuzzTests {
    @Test func randomByteStrings() {
        var generator = SeededGenerator(seed: 0x5EED_0001)
        var accepted = 0
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...48, using: &generator)
            let bytes = (0..<length).map { _ in
                Bool.random(using: &generator)
                    ? JSONNoise.alphabet[Int.random(in: 0..<JSONNoise.alphabet.count, using: &generator)]
                    : UInt8.random(in: 0...255, using: &generator)
            }
            let outcome = JSONComparison.check(bytes)
            #expect(outcome.problems.isEmpty, "\(outcome.problems)")
            if outcome.accepted { accepted += 1 }
        }
        // Not a tuned number: only a guard that the generator is not producing nothing but noise.
        #expect(accepted > 0)
    }
}
