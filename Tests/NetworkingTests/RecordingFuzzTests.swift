import Foundation
import Testing
import JSON
import TestSupport
@testable import Networking

/// The API recordings, whole and damaged: the JSON reader must agree with Foundation on them, and
/// no reader of JSON in Networking may trap on a mutated one.
@Suite struct RecordingFuzzTests {
    @Test func readerAgreesWithJSONSerializationOnTheRecordings() throws {
        for file in RecordingTests.recordingFiles(in: Harness.recordings) {
            let data = try Data(contentsOf: file)
            let ours = try JSONReader.parse(data)
            let theirs = try JSONSerialization.jsonObject(with: data)
            #expect(JSONComparison.same(ours, theirs), "\(file.lastPathComponent)")
            let body = try #require(ours["body"]?.stringValue)
            #expect(JSONComparison.same(try JSONReader.parse(Data(body.utf8)), try JSONSerialization.jsonObject(with: Data(body.utf8))))
        }
    }

    @Test func mutatedRecordings() throws {
        var generator = SeededGenerator(seed: 0x5EED_0002)
        for file in RecordingTests.recordingFiles(in: Harness.recordings) + RecordingTests.recordingFiles(in: RecordingTests.errors) {
            let original = Array(try Data(contentsOf: file))
            let body = Array((try JSONReader.parse(original)["body"]?.stringValue ?? "").utf8)
            for source in [original, body] {
                for _ in 0..<60 {
                    let mutated = JSONNoise.mutate(source, using: &generator)
                    let outcome = JSONComparison.check(mutated)
                    #expect(outcome.problems.isEmpty, "\(outcome.problems)")
                    Self.readAsEveryCaller(mutated)
                }
            }
        }
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
}
