import Foundation
import Testing
import TestSupport

/// `shelf vocab lookup`: definitions in bulk through the cache, and words without one studied as clozes.
@Suite struct VocabLookupCommandTests {
    private func shelfWithDune(_ server: LoopbackHTTPServer) throws -> ShelfProcess {
        let shelf = try CacheRecordings.shelf(using: server)
        try shelf.add(["--title", "Dune", "--author", "Frank Herbert"])
        return shelf
    }

    private func word(_ shelf: ShelfProcess, _ word: String) throws -> [String: Any] {
        let json = try shelf.expectSuccess(["vocab", "show", word, "--json"])
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func fillsWhatWordsLackAndKeepsTheReadersOwnDefinition() throws {
        let server = try CacheRecordings.server(addingErrorsOf: "dictionary", at: CacheRecordings.dictionaryPrefix)
        let shelf = try shelfWithDune(server)
        defer { shelf.cleanUp() }
        try shelf.expectSuccess(["vocab", "add", "dune", "happy", "--no-lookup"])
        try shelf.expectSuccess(["vocab", "add", "dune", "qwxyzzy", "--no-lookup"])
        try shelf.expectSuccess(["vocab", "add", "dune", "prescience", "--definition", "seeing ahead"])

        let output = try shelf.expectSuccess(["vocab", "lookup", "dune"])
        #expect(output == "Looked up 3 words: 2 filled in, 1 not in the dictionary (\"qwxyzzy\").\n")
        let happy = try word(shelf, "happy")
        #expect((happy["definition"] as? String)?.isEmpty == false)
        #expect(happy["partOfSpeech"] as? String != nil)
        #expect((happy["meanings"] as? [Any])?.isEmpty == false, "the dictionary record is stored")
        let prescience = try word(shelf, "prescience")
        #expect(prescience["definition"] as? String == "seeing ahead")
        #expect(prescience["partOfSpeech"] as? String == "noun")

        let missing = try shelf.expectSuccess(["vocab", "lookup", "--missing"])
        #expect(missing == "Looked up 1 word: 0 filled in, 1 not in the dictionary (\"qwxyzzy\").\n")
        let summary = try JSONOutput.object(try shelf.expectSuccess(["vocab", "lookup", "--missing", "--json"]))
        #expect(summary["lookedUp"] as? Int == 1 && summary["filledIn"] as? Int == 0 && summary["notInCache"] as? Int == 0)
        #expect(summary["notInDictionary"] as? [String] == ["qwxyzzy"])
    }

    /// A run is one change for undo, however many words it fills; a run that fills nothing
    /// changes nothing, and says so.
    @Test func aRunIsOneChangeAndARunWithNothingToFillChangesNothing() throws {
        let server = try CacheRecordings.server(addingErrorsOf: "dictionary", at: CacheRecordings.dictionaryPrefix)
        let shelf = try shelfWithDune(server)
        defer { shelf.cleanUp() }
        try shelf.expectSuccess(["vocab", "add", "dune", "happy", "--no-lookup"])
        try shelf.expectSuccess(["vocab", "add", "dune", "prescience", "--no-lookup"])
        let before = try shelf.librarySnapshot()
        #expect(try shelf.expectSuccess(["vocab", "lookup"]) == "Looked up 2 words: 2 filled in.\n")
        let filled = try shelf.librarySnapshot()
        #expect(try shelf.expectSuccess(["vocab", "lookup"]) == "Looked up 2 words: 0 filled in.\n")
        #expect(try shelf.librarySnapshot() == filled)
        #expect(try shelf.expectSuccess(["undo"]).hasPrefix("Undid \"vocab lookup\""))
        #expect(try shelf.librarySnapshot() == before)
    }

    /// An answer without one definition is not cached and says nothing of the next word: the
    /// word counts as not in the dictionary and the run goes on.
    @Test func anAnswerWithoutADefinitionIsOneWordNotInTheDictionary() throws {
        let server = try CacheRecordings.server(addingErrorsOf: "dictionary", at: CacheRecordings.dictionaryPrefix)
        server.route(CacheRecordings.dictionaryPrefix + "/en/odd", .json(#"[{"word": "odd", "meanings": [{"partOfSpeech": "noun", "definitions": []}]}]"#))
        let shelf = try shelfWithDune(server)
        defer { shelf.cleanUp() }
        try shelf.expectSuccess(["vocab", "add", "dune", "odd", "--no-lookup"])
        try shelf.expectSuccess(["vocab", "add", "dune", "happy", "--no-lookup"])
        #expect(try shelf.expectSuccess(["vocab", "lookup"]) == "Looked up 2 words: 1 filled in, 1 not in the dictionary (\"odd\").\n")
    }

    @Test func offlineUsesOnlyTheCache() throws {
        var shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        try shelf.add(["--title", "Dune"])
        try shelf.expectSuccess(["vocab", "add", "dune", "serendipity", "--no-lookup"])
        try shelf.expectSuccess(["vocab", "add", "dune", "kanly", "--no-lookup"])
        let before = try shelf.librarySnapshot()
        #expect(try shelf.expectSuccess(["vocab", "lookup", "--offline"]) == "Looked up 2 words: 0 filled in, 2 not in the cache (offline).\n")
        #expect(try shelf.librarySnapshot() == before)

        shelf.environment["SHELF_CACHE_DIR"] = CacheRecordings.folder.path
        let output = try shelf.run(["--offline", "vocab", "lookup"])
        #expect(output.status == 0)
        #expect(output.stdout == "Looked up 2 words: 1 filled in, 1 not in the cache (offline).\n")
        #expect(try word(shelf, "serendipity")["definition"] as? String != nil)
    }

    @Test func aUsedUpQuotaStopsWithOneLineAndKeepsWhatWasDone() throws {
        let server = try CacheRecordings.server()
        server.route("/api/v2/entries/en/serendipity", .json(#"{"message": "Too many requests"}"#, status: 429, headers: ["Retry-After": "0"]))
        let shelf = try shelfWithDune(server)
        defer { shelf.cleanUp() }
        for word in ["happy", "serendipity", "bank"] {
            try shelf.expectSuccess(["vocab", "add", "dune", word, "--no-lookup"])
        }
        let result = try shelf.run(["vocab", "lookup"])
        #expect(result.status == 1)
        #expect(result.stderr == "shelf: the dictionary's quota is used up — 1 of 3 words were filled in and saved; run `shelf vocab lookup --missing` again tomorrow\n")
        #expect(try word(shelf, "happy")["definition"] as? String != nil)
        #expect(try word(shelf, "bank")["definition"] is NSNull)
    }

    @Test func aWordWithoutADefinitionIsAskedAsAClozeOfItsSentence() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        try shelf.add(["--title", "Dune"])
        try shelf.expectSuccess(["vocab", "add", "dune", "kanly", "--no-lookup", "--context", "Then the kanly began."])
        let session = try shelf.expectSuccess(["study", "--mode", "choice"], input: "kanly\n\n")
        #expect(session.contains("Which word fits the sentence?\n  “Then the "), "\(session)")
        #expect(!session.contains("“Then the kanly began.”"), "the word is blanked")
        #expect(session.contains("✓ right"))
    }
}
