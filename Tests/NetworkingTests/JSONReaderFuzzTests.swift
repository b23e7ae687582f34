import Foundation
import Testing
import TestSupport
@testable import Networking

/// Random and mutated inputs must never trap the reader or the code reading its output, and
/// wherever Foundation's parser accepts an input, the reader must accept it with the same value.
@Suite struct JSONReaderFuzzTests {
    /// Bytes JSON is made of, so random strings often get deep into the grammar, plus bytes that
    /// are never valid (a stray continuation byte, a lead byte with nothing after it, a control).
    static let alphabet = Array("{}[]{}[],:,:\"\"\"\\\\u0123456789abcdefABCDEF-+.eEtruefalsenull  \n\t".utf8) + [0x80, 0xC3, 0xE2, 0xF0, 0x00, 0x1F, 0xFF]

    @Test func randomByteStrings() {
        var generator = SeededGenerator(seed: 0x5EED_0001)
        var accepted = 0
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...48, using: &generator)
            let bytes = (0..<length).map { _ in
                Bool.random(using: &generator)
                    ? Self.alphabet[Int.random(in: 0..<Self.alphabet.count, using: &generator)]
                    : UInt8.random(in: 0...255, using: &generator)
            }
            if check(bytes) { accepted += 1 }
        }
        // Not a tuned number: only a guard that the generator is not producing nothing but noise.
        #expect(accepted > 0)
    }

    @Test func mutatedRecordings() throws {
        var generator = SeededGenerator(seed: 0x5EED_0002)
        for file in RecordingTests.recordingFiles(in: Harness.recordings) + RecordingTests.recordingFiles(in: RecordingTests.errors) {
            let original = Array(try Data(contentsOf: file))
            let body = Array((try JSONReader.parse(original)["body"]?.stringValue ?? "").utf8)
            for source in [original, body] {
                for _ in 0..<60 {
                    let mutated = Self.mutate(source, using: &generator)
                    check(mutated)
                    Self.readAsEveryCaller(mutated)
                }
            }
        }
    }

    /// Parses `bytes`, checking the error offset is inside the input and that Foundation agrees
    /// whenever it accepts; true when the reader accepted.
    @discardableResult
    func check(_ bytes: [UInt8]) -> Bool {
        let ours: JSONNode?
        do {
            ours = try JSONReader.parse(bytes)
        } catch {
            #expect((0...bytes.count).contains(error.offset), "\(error) for \(bytes)")
            ours = nil
        }
        // Foundation guesses UTF-16 and UTF-32 from NUL bytes; JSON between systems must be UTF-8
        // (RFC 8259 section 8.1), and a NUL is never valid UTF-8 JSON, so those inputs are not compared.
        if !bytes.contains(0), let theirs = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) {
            #expect(ours.map { JSONReaderTests.same($0, theirs) } == true, "disagree on \(bytes)")
        }
        return ours != nil
    }

    /// Every reader of JSON in Networking, fed the same bytes: none may trap.
    static func readAsEveryCaller(_ bytes: [UInt8]) {
        let data = Data(bytes)
        _ = DiskCache.decode(data)
        _ = try? GoogleBooksClient.volumes(fromSearch: data)
        _ = RemoteErrorBody(body: data)
        _ = NetworkManager.problem(body: data, contentType: "application/json")
        if let node = try? JSONReader.parse(data) {
            _ = Volume(googleRecord: node, rawJSON: nil)
            _ = DictionaryEntry(apiEntries: node.arrayValue ?? [], requestedWord: "word")
        }
    }

    /// One to three random edits: flip a bit, overwrite a byte, insert or delete a run, truncate,
    /// or repeat a slice (which nests structures and duplicates keys).
    static func mutate(_ source: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
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
