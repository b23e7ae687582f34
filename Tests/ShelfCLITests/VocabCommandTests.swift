import Foundation
import Testing
import TestSupport

/// `shelf vocab …` through the binary, with look-ups answered by the dictionary recordings.
@Suite struct VocabCommandTests {
    private static let serendipity = "/api/v2/entries/en/serendipity"

    /// A library with two hand-added books, #1 Dune and #2 Emma, reaching `server`.
    private func shelfWithBooks(_ server: LoopbackHTTPServer) throws -> ShelfProcess {
        let shelf = try CacheRecordings.shelf(using: server)
        #expect(try shelf.run(["add", "--title", "Dune", "--author", "Frank Herbert"]).status == 0)
        #expect(try shelf.run(["add", "--title", "Emma", "--author", "Jane Austen"]).status == 0)
        return shelf
    }

    private func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    private func words(_ shelf: ShelfProcess, _ arguments: [String] = []) throws -> [[String: Any]] {
        let result = try shelf.run(["vocab", "list"] + arguments + ["--json"])
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try json(result.stdout) as? [[String: Any]])
    }

    private func show(_ shelf: ShelfProcess, _ arguments: [String]) throws -> [String: Any] {
        let result = try shelf.run(["vocab", "show"] + arguments + ["--json"])
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try json(result.stdout) as? [String: Any])
    }

    @Test func noLookupTakesNothingFromTheDictionaryAndPagesStayInTheBook() throws {
        let server = try CacheRecordings.server()
        let shelf = try shelfWithBooks(server)
        defer { shelf.cleanUp() }
        #expect(try shelf.run(["edit", "dune", "--pages", "412"]).status == 0)
        // Emma's entry stores the shared dictionary record; Dune's, added without look-up, must not
        // print it as if it were its own.
        #expect(try shelf.run(["vocab", "add", "emma", "serendipity"]).status == 0)
        let bare = try shelf.run(["vocab", "add", "dune", "serendipity", "--no-lookup"])
        #expect(bare.status == 0, "\(bare.stderr)")
        #expect(!bare.stdout.contains("the occurrence and development of events"), "\(bare.stdout)")
        let refused = try shelf.expectRefused(["vocab", "add", "dune", "happy", "--page", "413", "--no-lookup"])
        #expect(refused == "shelf: page 413 is past the end of \"Dune\" (412 pages) — give a page from 0 to 412, or fix its page count with `shelf edit 1 --pages N`", "\(refused)")
    }

    @Test func meetingAKnownWordAgainNeedsNoDictionary() throws {
        let server = try CacheRecordings.server()
        let shelf = try shelfWithBooks(server)
        defer { shelf.cleanUp() }
        #expect(try shelf.run(["vocab", "add", "dune", "prescience", "--definition", "knowing the future"]).status == 0)
        #expect(try shelf.run(["vocab", "add", "emma", "serendipity"]).status == 0)
        // Offline, and "prescience" never looked up: only the stored meaning can answer.
        let again = try shelf.run(["--offline", "vocab", "add", "dune", "Prescience", "--page", "40", "--context", "the prescience of the Guild"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.hasPrefix("Updated \"prescience\" in #1 Dune.\n"), "\(again.stdout)")
        #expect(again.stdout.contains("knowing the future"), "\(again.stdout)")
        // A looked-up word met again shows its stored dictionary entry.
        let looked = try shelf.run(["--offline", "vocab", "add", "emma", "serendipity", "--page", "7"])
        #expect(looked.status == 0, "\(looked.stderr)")
        #expect(looked.stdout.contains("the occurrence and development of events by chance"), "\(looked.stdout)")
        let shown = try show(shelf, ["dune", "prescience"])
        #expect(shown["definition"] as? String == "knowing the future")
        // A meaning typed in has no dictionary entry; the full shape still has its keys.
        for key in ["synonyms", "antonyms", "meanings"] {
            #expect((shown[key] as? [Any])?.isEmpty == true, "\(key)")
        }
        // A word kept without a meaning is still looked up when met again.
        #expect(try shelf.run(["vocab", "add", "dune", "melange", "--no-lookup"]).status == 0)
        let unknown = try shelf.run(["--offline", "vocab", "add", "dune", "melange", "--page", "3"])
        #expect(unknown.status == 1, "\(unknown.stdout)")
    }

    /// A hint about a book's words names the book by its id, so it runs as it is.
    @Test func aMissingWordsHintNamesItsBookByItsId() throws {
        let server = try CacheRecordings.server()
        let shelf = try shelfWithBooks(server)
        defer { shelf.cleanUp() }
        #expect(try shelf.expectRefused(["vocab", "show", "emma", "sietch"])
            == "shelf: \"Emma\" has no word \"sietch\" — see its words with `shelf vocab list 2`")
    }

    @Test func aWordKeptInOneLanguageIsNotTakenOverByAnother() throws {
        let server = try CacheRecordings.server()
        let shelf = try shelfWithBooks(server)
        defer { shelf.cleanUp() }
        #expect(try shelf.run(["vocab", "add", "dune", "chat", "--definition", "informal talk"]).status == 0)
        let before = try shelf.librarySnapshot()
        let refused = try shelf.run(["vocab", "add", "dune", "chat", "--lang", "fr", "--definition", "cat"])
        #expect(refused.status == 1)
        #expect(
            refused.stderr == "shelf: \"chat\" is already in \"Dune\" in \"en\" — a word is kept there once, in one language;"
                + " leave out --lang to update it, or remove it first with `shelf vocab rm 1 chat`\n", "\(refused.stderr)")
        #expect(try shelf.librarySnapshot() == before)
        // Met again without --lang, a French word stays French, with its meaning, offline.
        #expect(try shelf.run(["vocab", "add", "emma", "chat", "--lang", "fr", "--definition", "cat"]).status == 0)
        let again = try shelf.run(["--offline", "vocab", "add", "emma", "chat", "--page", "12"])
        #expect(again.status == 0, "\(again.stderr)")
        let shown = try show(shelf, ["emma", "chat"])
        #expect(shown["language"] as? String == "fr")
        #expect(shown["definition"] as? String == "cat")
    }

    @Test func aNewPageIsNeverShownWithAnOldSentence() throws {
        let server = try CacheRecordings.server()
        let shelf = try shelfWithBooks(server)
        defer { shelf.cleanUp() }
        #expect(try shelf.run(["edit", "dune", "--pages", "412"]).status == 0)
        #expect(try shelf.run(["vocab", "add", "dune", "spice", "--definition", "the melange", "--page", "10", "--context", "the spice must flow"]).status == 0)
        let again = try shelf.run(["vocab", "add", "dune", "spice", "--page", "11"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(!again.stdout.contains("the spice must flow"), "\(again.stdout)")
        let word = try show(shelf, ["dune", "spice"])
        #expect(word["page"] as? Int == 11)
        #expect(word["context"] is NSNull)
        // The first meeting keeps its sentence in the word's history.
        let encounters = try #require(word["encounters"] as? [[String: Any]])
        #expect(encounters.map { $0["page"] as? Int } == [10, 11])
        #expect(encounters.first?["sentence"] as? String == "the spice must flow")
        // Neither given: the word's meeting stays as it was.
        #expect(try shelf.run(["vocab", "add", "dune", "spice"]).status == 0)
        #expect(try show(shelf, ["dune", "spice"])["page"] as? Int == 11)
    }

    @Test func addLooksTheWordUpAndPrintsWhatItStored() throws {
        let server = try CacheRecordings.server()
        let shelf = try shelfWithBooks(server)
        defer { shelf.cleanUp() }

        let result = try shelf.run([
            "vocab", "add", "dune", "serendipity", "--page", "42", "--context", "It was pure serendipity.",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Added \"serendipity\" in #1 Dune.\n"))
        #expect(result.stdout.contains("noun"))
        #expect(result.stdout.contains("the occurrence and development of events by chance"))
        #expect(result.stdout.contains("“It was pure serendipity.” (page 42)"))
        #expect(server.requestCount(path: Self.serendipity) == 1)

        let word = try show(shelf, ["serendipity"])
        #expect(word["partOfSpeech"] as? String == "noun")
        #expect(word["page"] as? Int == 42)
        #expect(word["bookId"] as? Int == 1)
        #expect((word["meanings"] as? [Any])?.isEmpty == false)

        // A word with synonyms and antonyms keeps them all.
        let happy = try shelf.run(["vocab", "add", "--global", "happy"])
        #expect(happy.status == 0)
        #expect(happy.stdout.contains("Synonyms: "))
        #expect(happy.stdout.contains("Antonyms: "))
        let stored = try show(shelf, ["happy"])
        #expect((stored["synonyms"] as? [String])?.isEmpty == false)
        #expect((stored["meanings"] as? [[String: Any]]).map { $0.count > 1 } == true)
    }

    @Test func definitionAndNoLookupNeverAskTheDictionary() throws {
        let server = try CacheRecordings.server()
        let shelf = try shelfWithBooks(server)
        defer { shelf.cleanUp() }

        let given = try shelf.run(["vocab", "add", "1", "kanly", "--definition", "a formal feud", "--example", "kanly was declared"])
        #expect(given.status == 0)
        #expect(given.stdout.contains("a formal feud"))
        let bare = try shelf.run(["vocab", "add", "1", "gom jabbar", "--no-lookup"])
        #expect(bare.status == 0, "\(bare.stderr)")
        #expect(server.requestCount == 0)

        #expect(try show(shelf, ["kanly"])["definition"] as? String == "a formal feud")
        #expect(try show(shelf, ["kanly"])["example"] as? String == "kanly was declared")
        #expect(try show(shelf, ["gom jabbar"])["definition"] is NSNull)
    }

    @Test func globalWordsBelongToNoBook() throws {
        let server = try CacheRecordings.server()
        let shelf = try shelfWithBooks(server)
        defer { shelf.cleanUp() }

        let result = try shelf.run(["vocab", "add", "--global", "prescience"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("your global words"))
        let global = try words(shelf, ["--global"])
        #expect(global.map { $0["word"] as? String } == ["prescience"])
        #expect(global.first?["bookId"] is NSNull)
        #expect(try words(shelf, ["dune"]).isEmpty)

        #expect(try shelf.run(["vocab", "add", "dune", "--global", "x"]).status == 2)
    }

    @Test func reAddingUpdatesAndTheDictionaryRecordIsShared() throws {
        let server = try CacheRecordings.server()
        let shelf = try shelfWithBooks(server)
        defer { shelf.cleanUp() }

        #expect(try shelf.run(["vocab", "add", "dune", "serendipity", "--page", "3"]).status == 0)
        let again = try shelf.run(["vocab", "add", "dune", "SERENDIPITY", "--page", "9"])
        #expect(again.status == 0)
        #expect(again.stdout.hasPrefix("Updated \"serendipity\" in #1 Dune."))
        #expect(try shelf.run(["vocab", "add", "emma", "Serendipity"]).status == 0)

        let all = try words(shelf, ["--all"])
        #expect(all.count == 2)
        #expect(try words(shelf, ["dune"]).first?["page"] as? Int == 9)
        #expect(try words(shelf, ["emma"]).count == 1)
        // One network look-up (then the cache), and one shared dictionary record in the library.
        #expect(server.requestCount(path: Self.serendipity) == 1)
        let dump = try shelf.librarySnapshot()
        #expect(dump.components(separatedBy: "INSERT INTO dictionary_entries").count - 1 == 1, "\(dump)")

        // The word in two books must be named with its book.
        let ambiguous = try shelf.run(["vocab", "show", "serendipity"])
        #expect(ambiguous.status == 1)
        #expect(ambiguous.stderr.contains("is in 2 places"))
        #expect(try show(shelf, ["emma", "serendipity"])["bookId"] as? Int == 2)
    }

    @Test func anUnknownWordSuggestsADefinitionAndAddsNothing() throws {
        let server = try CacheRecordings.server(addingErrorsOf: "dictionary", at: CacheRecordings.dictionaryPrefix)
        let shelf = try shelfWithBooks(server)
        defer { shelf.cleanUp() }
        let before = try shelf.librarySnapshot()

        let result = try shelf.run(["vocab", "add", "dune", "qwxyzzy"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("qwxyzzy"))
        #expect(result.stderr.contains("--definition"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try shelf.librarySnapshot() == before)

        let given = try shelf.run(["vocab", "add", "dune", "qwxyzzy", "--definition", "a made-up word"])
        #expect(given.status == 0)
    }

    @Test func aRateLimitedDictionaryIsOneLine() throws {
        let server = try CacheRecordings.server()
        server.route(Self.serendipity, .json(#"{"message": "Too many requests"}"#, status: 429, headers: ["Retry-After": "0"]))
        let shelf = try shelfWithBooks(server)
        defer { shelf.cleanUp() }
        let before = try shelf.librarySnapshot()

        let result = try shelf.run(["vocab", "add", "dune", "serendipity"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("shelf: the dictionary service is limiting requests"))
        #expect(result.stderr.components(separatedBy: "--definition").count == 2, "the way out said once: \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try shelf.librarySnapshot() == before)
    }

    @Test func dictionaryTextLosesControlCharactersAndSparseEntriesStillWork() throws {
        let server = try CacheRecordings.server()
        server.route("/api/v2/entries/en/hostile", .json(#"""
            [{"word": "hostile", "meanings": [{"partOfSpeech": "adj\u001b[31m", "definitions": [{"definition": "unfriendly\u001b]0;owned\u0007 and cold"}]}]}]
            """#))
        server.route("/api/v2/entries/en/sparse", .json(#"[{"word": "sparse", "meanings": [{"definitions": [{"definition": "thinly scattered"}]}]}]"#))
        let shelf = try shelfWithBooks(server)
        defer { shelf.cleanUp() }

        let hostile = try shelf.run(["vocab", "add", "dune", "hostile"])
        #expect(hostile.status == 0, "\(hostile.stderr)")
        #expect(hostile.stdout.contains("unfriendly"))
        let listed = try shelf.run(["vocab", "list"])
        for output in [hostile.stdout, listed.stdout, try shelf.output(["vocab", "show", "hostile"])] {
            #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7f })
        }

        let sparse = try shelf.run(["vocab", "add", "dune", "sparse"])
        #expect(sparse.status == 0, "\(sparse.stderr)")
        #expect(try show(shelf, ["sparse"])["definition"] as? String == "thinly scattered")
    }

    /// A dictionary whose definition is longer than any passage the library keeps does not get
    /// the reader's word refused: the word is added without that text, or with the next
    /// definition and example that fit, and the part of speech of the meaning it comes from.
    @Test func aDefinitionLongerThanAPassageIsLeftOutNotBlamedOnTheReader() throws {
        let server = try CacheRecordings.server()
        let long = String(repeating: "very ", count: 20_001)
        server.route("/api/v2/entries/en/verbose", .json(#"[{"word": "verbose", "meanings": [{"definitions": [{"definition": "\#(long)", "example": "\#(long)"}]}]}]"#))
        server.route("/api/v2/entries/en/prolix", .json(#"[{"word": "prolix", "meanings": [{"partOfSpeech": "noun", "definitions": [{"definition": "\#(long)", "example": "\#(long)"}]}, {"partOfSpeech": "adjective", "definitions": [{"definition": "using too many words", "example": "a prolix style"}]}]}]"#))
        let shelf = try shelfWithBooks(server)
        defer { shelf.cleanUp() }
        let added = try shelf.run(["vocab", "add", "dune", "verbose"])
        #expect(added.status == 0, "\(added.stderr)")
        let shown = try show(shelf, ["verbose"])
        #expect(shown["definition"] is NSNull && shown["example"] is NSNull)
        try shelf.expectSuccess(["vocab", "add", "dune", "prolix"])
        let next = try show(shelf, ["prolix"])
        #expect(next["definition"] as? String == "using too many words")
        #expect(next["example"] as? String == "a prolix style")
        #expect(next["partOfSpeech"] as? String == "adjective")
    }

    @Test func wordsThatAreNotWordsAndUnknownBooksAreRefused() throws {
        let server = try CacheRecordings.server()
        let shelf = try shelfWithBooks(server)
        defer { shelf.cleanUp() }
        let before = try shelf.librarySnapshot()
        for arguments in [["dune", "   "], ["dune", "?!…"], ["nosuchbook", "serendipity"], ["dune", "word", "--page", "-3"]] {
            let result = try shelf.run(["vocab", "add"] + arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr.hasPrefix("shelf: "), "\(arguments)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        }
        #expect(try shelf.run(["vocab", "add", "dune"]).status == 2)
        #expect(try shelf.run(["vocab", "add"]).status == 2)
        // What could never be looked up is not stored either, whether the dictionary is asked or
        // the definition is given.
        let longWord = String(repeating: "a", count: 101)
        let refusals: [([String], String)] = [
            (["dune", "gamma", "--lang", "../../x", "--definition", "d"],
             "shelf: \"../../x\" is not a language code — give --lang a two-letter ISO 639-1 code such as en, fr or de\n"),
            (["dune", "gamma", "--lang", "", "--no-lookup"], "shelf: \"\" is not a language code — give --lang a two-letter ISO 639-1 code such as en, fr or de\n"),
            // Two letters are not enough: they must be a language ISO 639-1 has, with or without a region.
            (["dune", "gamma", "--lang", "xx", "--definition", "d"],
             "shelf: \"xx\" is not a language code — give --lang a two-letter ISO 639-1 code such as en, fr or de\n"),
            (["dune", "gamma", "--lang", "zz-us", "--no-lookup"],
             "shelf: \"zz-us\" is not a language code — give --lang a two-letter ISO 639-1 code such as en, fr or de\n"),
            (["dune", longWord, "--definition", "d"], "shelf: the word is longer than 100 characters — shorten it; nothing was changed\n"),
            (["dune", "gamma", "--definition", String(repeating: "d", count: 100_001)],
             "shelf: the definition is longer than 100000 characters — shorten it; nothing was changed\n"),
            // Checked before the dictionary is asked, as when the definition is given.
            (["dune", longWord], "shelf: the word is longer than 100 characters — shorten it; nothing was changed\n"),
            (["dune", "bad\u{1B}[31m"], "shelf: \"bad\\e[31m\" is not a word — give a word with at least one letter and no control characters\n"),
            // A page past any book, as `log` refuses it, before the dictionary is asked.
            (["--global", "gamma", "--page", "100001"],
             "shelf: page 100001 is past the end of any book (100000 pages at most) — give a page from 0 to 100000\n"),
        ]
        for (arguments, message) in refusals {
            #expect(try shelf.run(["vocab", "add"] + arguments).stderr == message, "\(arguments.map { $0.prefix(20) })")
        }
        #expect(try shelf.librarySnapshot() == before)
        #expect(server.requestCount == 0)
        #expect(try shelf.run(["vocab", "add", "dune", "gamma", "--lang", " PT-br ", "--definition", "d", "--json"]).stdout.contains(#""language": "pt-br""#))
    }

    @Test func listFiltersByBookAndStudyState() throws {
        let server = try CacheRecordings.server()
        let shelf = try shelfWithBooks(server)
        defer { shelf.cleanUp() }
        for (book, word) in [("dune", "kanly"), ("dune", "sietch"), ("emma", "vulgar")] {
            #expect(try shelf.run(["vocab", "add", book, word, "--definition", "meaning of \(word)"]).status == 0)
        }
        #expect(try shelf.run(["vocab", "add", "--global", "quire", "--no-lookup"]).status == 0)
        #expect(try shelf.run(["vocab", "master", "sietch"]).status == 0)
        // Study kanly once: it is then learning and due in 10 minutes.
        #expect(try shelf.run(["study", "dune"], input: "3\n\n").status == 0)

        let names = { (list: [[String: Any]]) in Set(list.compactMap { $0["word"] as? String }) }
        #expect(names(try words(shelf)) == ["kanly", "sietch", "vulgar", "quire"])
        #expect(names(try words(shelf, ["dune"])) == ["kanly", "sietch"])
        #expect(names(try words(shelf, ["--mastered"])) == ["sietch"])
        #expect(names(try words(shelf, ["--learning"])) == ["kanly"])
        // New words are due at once; kanly is not due until ten minutes later.
        #expect(names(try words(shelf, ["--due"])) == ["vulgar", "quire"])
        let later = try shelf.run(["vocab", "list", "--due", "--json"], environment: ["SHELF_NOW": "2026-11-20T18:10:00Z"])
        #expect(names(try #require(try json(later.stdout) as? [[String: Any]])) == ["kanly", "vulgar", "quire"])

        let table = try shelf.run(["vocab", "list", "dune"])
        #expect(table.stdout.contains("mastered"))
        #expect(table.stdout.contains("learning"))
        #expect(try shelf.run(["vocab", "list", "--due", "--mastered"]).status == 2)
        // Conflicting choices are usage errors, like --due with --mastered.
        let conflict = try shelf.run(["vocab", "list", "dune", "--global"])
        #expect(conflict.status == 2)
        #expect(conflict.stderr.hasPrefix("shelf: name a book, or --global, or --all — not several at once"))
        #expect(try shelf.run(["study", "dune", "--all"]).status == 2)
        #expect(try shelf.run(["vocab", "list", "--mastered", "emma"]).stdout.contains("No words match."))
    }

    @Test func showJSONCarriesTheScheduleAndTheReviews() throws {
        let server = try CacheRecordings.server()
        let shelf = try shelfWithBooks(server)
        defer { shelf.cleanUp() }
        #expect(try shelf.run(["vocab", "add", "dune", "kanly", "--definition", "a feud"]).status == 0)

        let fresh = try show(shelf, ["kanly"])
        for key in ["state", "stability", "difficulty", "due", "lastReviewedAt", "reps", "lapses", "mastered", "reviews"] {
            #expect(fresh.keys.contains(key), "\(key) missing")
        }
        #expect(fresh["state"] as? String == "new")
        #expect(fresh["stability"] is NSNull)
        #expect(fresh["lastReviewedAt"] is NSNull)
        #expect(fresh["reps"] as? Int == 0)
        #expect((fresh["reviews"] as? [Any])?.isEmpty == true)

        #expect(try shelf.run(["study", "--no-fuzz"], input: "3\n\n").status == 0)
        let studied = try show(shelf, ["dune", "kanly"])
        #expect(studied["state"] as? String == "learning")
        #expect(studied["reps"] as? Int == 1)
        #expect(studied["lapses"] as? Int == 0)
        #expect(studied["mastered"] as? Bool == false)
        #expect(studied["lastReviewedAt"] as? String == "2026-11-20T18:00:00Z")
        #expect(studied["due"] as? String == "2026-11-20T18:10:00Z")
        #expect((studied["stability"] as? Double).map { $0 > 0 } == true)
        #expect((studied["difficulty"] as? Double).map { (1...10).contains($0) } == true)
        let reviews = try #require(studied["reviews"] as? [[String: Any]])
        #expect(reviews.count == 1)
        #expect(reviews.first?["rating"] as? Int == 3)
        #expect(reviews.first?["mode"] as? String == "flashcards")
        #expect(reviews.first?["at"] as? String == "2026-11-20T18:00:00Z")

        let text = try shelf.run(["vocab", "show", "kanly"])
        #expect(text.stdout.contains("Study: learning"))
        #expect(text.stdout.contains("1 reviews") || text.stdout.contains("1 review"))
    }

    @Test func showAndListCarryEveryEncounterOfAWord() throws {
        let server = try CacheRecordings.server()
        let shelf = try shelfWithBooks(server)
        defer { shelf.cleanUp() }
        #expect(try shelf.run([
            "vocab", "add", "dune", "kanly", "--definition", "a feud", "--page", "12", "--context", "the kanly began",
        ]).status == 0)
        let fresh = try show(shelf, ["kanly"])
        let first = try #require(fresh["encounters"] as? [[String: Any]])
        #expect(first.count == 1)
        #expect(first.first?["sentence"] as? String == "the kanly began")
        #expect(first.first?["form"] as? String == "kanly")
        #expect(first.first?["page"] as? Int == 12)
        #expect(first.first?["location"] is NSNull)
        #expect(first.first?["at"] as? String == "2026-11-20T18:00:00Z")
        #expect(first.first?["source"] as? String == "shelf")
        #expect(fresh["context"] as? String == "the kanly began", "the word's sentence stays")
        // One typed-in sentence is the entry's own line, not a list of meetings.
        #expect(!(try shelf.run(["vocab", "show", "kanly"]).stdout.contains("Met ")))

        #expect(try shelf.run(["vocab", "add", "dune", "kanly", "--page", "80", "--context", "kanly\nagain", "--no-lookup"]).status == 0)
        let listed = try words(shelf, ["dune"])
        let encounters = try #require(listed.first?["encounters"] as? [[String: Any]])
        #expect(encounters.map { $0["page"] as? Int } == [12, 80])
        let text = try shelf.run(["vocab", "show", "kanly"])
        #expect(text.stdout.contains("Met 2 times:\n  “the kanly began” (added, page 12, 2026-11-20)\n  “kanly again” (added, page 80, 2026-11-20)\n"), "\(text.stdout)")
    }

    @Test func editRemoveAndMasterChangeOneWord() throws {
        let server = try CacheRecordings.server()
        let shelf = try shelfWithBooks(server)
        defer { shelf.cleanUp() }
        #expect(try shelf.run(["vocab", "add", "dune", "kanly", "--definition", "a feud"]).status == 0)
        #expect(try shelf.run(["vocab", "add", "emma", "kanly", "--definition", "a feud"]).status == 0)

        let edited = try shelf.run(["vocab", "edit", "dune", "kanly", "--definition", "a formal feud", "--page", "12"])
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(try show(shelf, ["dune", "kanly"])["definition"] as? String == "a formal feud")
        #expect(try show(shelf, ["dune", "kanly"])["page"] as? Int == 12)
        #expect(try show(shelf, ["emma", "kanly"])["definition"] as? String == "a feud")
        #expect(try shelf.run(["vocab", "edit", "dune", "kanly"]).status == 2)

        let mastered = try shelf.run(["vocab", "master", "emma", "kanly"])
        #expect(mastered.status == 0)
        #expect(mastered.stdout.contains("leaves the study queue"))
        #expect(try show(shelf, ["emma", "kanly"])["mastered"] as? Bool == true)
        #expect(try shelf.run(["vocab", "master", "emma", "kanly", "--undo"]).status == 0)
        #expect(try show(shelf, ["emma", "kanly"])["mastered"] as? Bool == false)

        let removed = try shelf.run(["vocab", "rm", "emma", "kanly", "--yes"])
        #expect(removed.status == 0)
        #expect(try words(shelf).count == 1)
        let missing = try shelf.run(["vocab", "rm", "emma", "kanly", "--yes"])
        #expect(missing.status == 1)
        #expect(missing.stderr.split(separator: "\n").count == 1)
        // Now unambiguous, the word can be named alone.
        #expect(try shelf.run(["vocab", "rm", "kanly", "--yes"]).status == 0)
        #expect(try words(shelf).isEmpty)
    }

    @Test func removingAWordAsksOnATerminalAndNeedsYesOtherwise() throws {
        let server = try CacheRecordings.server()
        let shelf = try shelfWithBooks(server)
        #expect(try shelf.run(["vocab", "add", "dune", "kanly", "--definition", "a feud", "--no-lookup"]).status == 0)
        let piped = try shelf.run(["vocab", "rm", "kanly"])
        #expect(piped.status == 1)
        #expect(piped.stderr.contains("without confirmation — add --yes"))
        #expect(try words(shelf).count == 1)
        let kept = try shelf.runOnTerminal(["vocab", "rm", "kanly"], input: "n\n")
        #expect(kept.status == 1)
        #expect(kept.stdout.contains("Kept "))
        #expect(try words(shelf).count == 1)
        let removed = try shelf.runOnTerminal(["vocab", "rm", "kanly"], input: "y\n")
        #expect(removed.status == 0)
        #expect(try words(shelf).isEmpty)
    }

    @Test func removingABookDeletesOrKeepsItsWordsAndShowCountsThem() throws {
        let server = try CacheRecordings.server()
        let shelf = try shelfWithBooks(server)
        defer { shelf.cleanUp() }
        for (book, word) in [("dune", "kanly"), ("dune", "sietch"), ("emma", "vulgar"), ("emma", "chaise")] {
            #expect(try shelf.run(["vocab", "add", book, word, "--no-lookup"]).status == 0)
        }
        let shown = try shelf.run(["show", "dune"])
        #expect(shown.stdout.contains("Words"))
        #expect(shown.stdout.contains("2 (shelf vocab list 1)"))

        let removed = try shelf.run(["rm", "dune", "--yes"])
        #expect(removed.status == 0)
        #expect(removed.stdout.contains("its 2 vocabulary words"))
        #expect(Set(try words(shelf).compactMap { $0["word"] as? String }) == ["vulgar", "chaise"])

        // A global word of the same spelling would have to go: refused, nothing changed.
        #expect(try shelf.run(["vocab", "add", "--global", "Vulgar", "--no-lookup"]).status == 0)
        let before = try shelf.librarySnapshot()
        let clash = try shelf.run(["rm", "emma", "--yes", "--keep-words"])
        #expect(clash.status == 1)
        #expect(clash.stderr.hasPrefix("shelf: \"vulgar\" is already a global word"))
        #expect(clash.stderr.contains("shelf vocab rm --global WORD"))
        #expect(try shelf.librarySnapshot() == before)
        #expect(try shelf.run(["vocab", "rm", "--global", "vulgar", "--yes"]).status == 0)

        let kept = try shelf.run(["rm", "emma", "--yes", "--keep-words"])
        #expect(kept.status == 0)
        #expect(kept.stdout.contains("2 vocabulary words become global"))
        #expect(Set(try words(shelf, ["--global"]).compactMap { $0["word"] as? String }) == ["vulgar", "chaise"])
    }

    @Test func everyOneWordCommandTakesBookThenWordOrGlobal() throws {
        let server = try CacheRecordings.server()
        let shelf = try shelfWithBooks(server)
        defer { shelf.cleanUp() }
        #expect(try shelf.run(["vocab", "add", "dune", "kanly", "--definition", "a feud"]).status == 0)
        #expect(try shelf.run(["vocab", "add", "--global", "kanly", "--definition", "any feud"]).status == 0)
        #expect(try shelf.run(["vocab", "show", "kanly"]).stderr.contains("is in 2 places: #1 Dune; the global words — name the book before the word (or give --global)"))

        #expect(try show(shelf, ["--global", "kanly"])["definition"] as? String == "any feud")
        #expect(try shelf.run(["vocab", "edit", "--global", "kanly", "--page", "3"]).status == 0)
        #expect(try show(shelf, ["--global", "kanly"])["page"] as? Int == 3)
        #expect(try show(shelf, ["dune", "kanly"])["page"] as? Int == nil)
        #expect(try shelf.run(["vocab", "master", "kanly", "--global"]).status == 0)
        #expect(try show(shelf, ["--global", "kanly"])["mastered"] as? Bool == true)
        #expect(try show(shelf, ["dune", "kanly"])["mastered"] as? Bool == false)

        for command in ["show", "edit", "master", "rm"] {
            try shelf.expectUsageError(["vocab", command, "dune", "kanly", "--global", "--page", "2"].filter { command == "edit" || $0 != "--page" && $0 != "2" }, usage: "vocab \(command)")
        }
        #expect(try shelf.run(["vocab", "rm", "--global", "kanly", "--yes"]).status == 0)
        #expect(try show(shelf, ["kanly"])["bookId"] as? Int == 1)
    }
}
