import Foundation
import Testing
import TestSupport

/// Control characters fed through every field of every way text comes in (Goodreads CSV, backup
/// JSON, Kindle and KOReader databases, Google Books and dictionary answers) reach no output
/// raw: text output loses them, `--json` escapes them (bidirectional controls as `\uXXXX`).
@Suite struct OutsideTextInjectionTests {
    /// A clipboard write (OSC 52), a screen clear, an 8-bit CSI, BEL, backspace, a bidirectional
    /// override and isolate, and the invisible characters: everything a field may carry to a terminal.
    static let payload = "\u{1B}]52;c;cHduZWQ=\u{07}\u{1B}[2J\u{9B}31m\u{7}\u{8}\u{202E}\u{2066}\u{200B}\u{2028}\u{FEFF}\u{2060}\u{200F}"
    /// The payload as JSON text.
    static let jsonPayload = #"\u001b]52;c;cHduZWQ=\u0007\u001b[2J\u009b31m\u0007\u0008\u202e\u2066\u200b\u2028\ufeff\u2060\u200f"#

    /// Scalars no text output may hold (line breaks and tabs aside).
    static func isForbiddenInText(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0..<0x20, 0x7F...0x9F, 0x200B, 0x2028...0x202E, 0x2060, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// Scalars `--json` output writes escaped: every control, and the bidirectional ones.
    static func isForbiddenInJSON(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private func check(_ shelf: ShelfProcess, _ arguments: [String], json: Bool, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try shelf.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        let forbidden = json ? Self.isForbiddenInJSON : Self.isForbiddenInText
        for (stream, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
            let raw = text.unicodeScalars.filter { forbidden($0) }.map { "U+" + String($0.value, radix: 16) }
            #expect(raw.isEmpty, "\(arguments) \(stream) holds \(Set(raw))", sourceLocation: sourceLocation)
        }
        #expect(!result.stdout.isEmpty, "\(arguments) printed nothing", sourceLocation: sourceLocation)
    }

    /// Every output of a library: text and JSON of each book and word, lists, stats, history.
    private func checkEveryOutput(of shelf: ShelfProcess, books: Int, words: [String]) throws {
        for command in [["list"], ["stats"], ["stats", "--all"], ["today"], ["vocab", "list"], ["goal"]] {
            try check(shelf, command, json: false)
        }
        for command in [["list", "--json"], ["stats", "--json"], ["vocab", "list", "--json"]] {
            try check(shelf, command, json: true)
        }
        for id in 1...books {
            try check(shelf, ["show", "\(id)"], json: false)
            try check(shelf, ["show", "\(id)", "--json"], json: true)
            try check(shelf, ["history", "\(id)"], json: false)
            try check(shelf, ["history", "\(id)", "--json"], json: true)
        }
        for word in words {
            try check(shelf, ["vocab", "show", word], json: false)
            try check(shelf, ["vocab", "show", word, "--json"], json: true)
        }
        // Exports are files that keep the text as it came (a round trip gives it back); what they
        // print is JSON or CSV, and the JSON at least escapes every C0 control.
        let backup = try shelf.run(["export"])
        #expect(!backup.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test func goodreadsFieldsReachNoOutputRaw() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let p = Self.payload
        let header = "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies"
        let fields = [
            "11", "Title\(p)", "Author\(p)", "Author\(p), L-F", "Other\(p)", "=\"0441\(p)013593\"", "=\"978\(p)0441013593\"",
            "4", "4.2", "Publisher\(p)", "Binding\(p)", "412", "2005", "1965", "2026/11/01", "2026/10/01",
            "shelf\(p)one, to-read", "shelf\(p)one (#1)", "read", "Review\(p)", "", "Notes\(p)", "1", "0",
        ]
        let row = fields.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }.joined(separator: ",")
        let imported = try shelf.run(["import", "-", "--format", "goodreads"], input: header + "\n" + row + "\n")
        #expect(imported.status == 0, "\(imported.stderr)")
        try checkEveryOutput(of: shelf, books: 1, words: [])
    }

    @Test func backupFieldsReachNoOutputRaw() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        try shelf.add(["--title", "Dune", "--author", "Frank Herbert", "--pages", "412", "--isbn", "9780441013593"])
        try shelf.expectSuccess(["start", "1"])
        try shelf.expectSuccess(["log", "1", "100"])
        try shelf.expectSuccess(["vocab", "add", "1", "kanly", "--definition", "a feud", "--offline"])
        try shelf.expectSuccess(["study", "--new", "1"], input: "\n3\n")
        // Every string of the backup gets the payload, but for those whose form is checked.
        let structured: Set<String> = [
            "at", "addedAt", "startedAt", "finishedAt", "status", "from", "to", "format", "version", "exportedAt", "due",
            "lastReview", "state", "createdAt", "reviewedAt", "source", "isbn13", "isbn10", "googleVolumeId", "goodreadsId",
            "googleVolumeId", "goodreadsId", "language", "rating", "fetchedAt", "lastReviewedAt", "finishedOn", "updatedAt",
            "editedFields", "stateBefore", "record", "googleRecord", "sourceKey", "wordKey", "outcome",
        ]
        let exported = try shelf.expectSuccess(["export"])
        var text = exported
        let strings = try NSRegularExpression(pattern: #""([A-Za-z]+)" : "([^"\\]*)""#)
        for match in strings.matches(in: exported, range: NSRange(exported.startIndex..., in: exported)).reversed() {
            // From the end, so the ranges of the matches before stay where they were.
            guard let key = Range(match.range(at: 1), in: exported), let value = Range(match.range(at: 2), in: exported),
                let target = Range(match.range(at: 2), in: text), !structured.contains(String(exported[key]))
            else { continue }
            text.replaceSubrange(target, with: exported[value] + Self.jsonPayload)
        }
        #expect(text != exported)
        let fresh = try ShelfProcess()
        defer { fresh.cleanUp() }
        let result = try fresh.run(["import", "-", "--format", "json"], input: text)
        #expect(result.status == 0, "\(result.stderr)")
        try checkEveryOutput(of: fresh, books: 1, words: ["kanly\(Self.payload)"])
    }

    @Test func eReaderFieldsReachNoOutputRaw() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let p = "' || char(27) || ']52;c;eA==' || char(7) || char(27) || '[2J' || char(155) || '31m' || char(8) || char(8238) || char(8294) || char(8203) || char(8232) || char(65279) || '"
        let kindle = try EReaderDatabase.kindle("""
            INSERT INTO BOOK_INFO VALUES ('b', '', 'b', 'en', 'Kindle\(p)Book', 'Author\(p),Some');
            INSERT INTO WORDS VALUES ('en:evil', 'evil\(p)word', 'evil\(p)stem', 'en', 0, 0, '');
            INSERT INTO LOOKUPS VALUES ('l', 'en:evil', 'b', '', '12\(p)34', 'Usage\(p) sentence.', 1767225600000);
            INSERT INTO WORDS VALUES ('en:fine', 'fine', 'fine', 'en', 0, 0, '');
            INSERT INTO LOOKUPS VALUES ('f', 'en:fine', 'b', '', '56\(p)78', 'A fine\(p) sentence.', 1767225600000);
            """)
        defer { kindle.remove() }
        let koreader = try EReaderDatabase.koreader("""
            INSERT INTO title VALUES (1, 'KOReader\(p)Book', 1);
            INSERT INTO vocabulary VALUES ('ko\(p)word', 1, 1767225600, NULL, 1767225600, 0, 'Before\(p) ', ' after\(p)', 0, 'high\(p)light');
            INSERT INTO vocabulary VALUES ('clean', 1, 1767225600, NULL, 1767225600, 0, 'Before\(p) ', ' after\(p)', 0, NULL);
            """)
        defer { koreader.remove() }
        for file in [kindle, koreader] {
            let result = try shelf.run(["import", file.path])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let words = try shelf.expectSuccess(["vocab", "list", "--json"])
        let list = try #require(try JSONSerialization.jsonObject(with: Data(words.utf8)) as? [[String: Any]])
        let books = try #require(try JSONSerialization.jsonObject(with: Data(try shelf.expectSuccess(["list", "--json"]).utf8)) as? [Any])
        try checkEveryOutput(of: shelf, books: books.count, words: list.compactMap { $0["word"] as? String }.filter { !$0.isEmpty })
    }

    @Test func catalogueAnswersReachNoOutputRaw() throws {
        let server = try CacheRecordings.server()
        let p = Self.jsonPayload
        let volume = """
            {"id": "EVIL00000001", "volumeInfo": {"title": "Title\(p)", "subtitle": "Sub\(p)", "authors": ["Author\(p)"],
             "publisher": "Publisher\(p)", "publishedDate": "2001", "description": "Description\(p)", "pageCount": 300,
             "categories": ["Category\(p)"], "language": "en\(p)",
             "industryIdentifiers": [{"type": "ISBN_13", "identifier": "978\(p)0000000002"}, {"type": "ISBN_10", "identifier": "00\(p)00000002"}]}}
            """
        server.route("/books/v1/volumes?q=evil&maxResults=10&startIndex=0", .json(#"{"totalItems": 1, "items": ["# + volume + "]}"))
        server.route("/books/v1/volumes/EVIL00000001", .json(volume))
        server.route("/api/v2/entries/en/evil", .json("""
            [{"word": "evil\(p)", "phonetic": "/ˈiːvəl/\(p)", "meanings": [{"partOfSpeech": "adjective\(p)",
              "definitions": [{"definition": "Bad\(p).", "example": "An example\(p).", "synonyms": ["wicked\(p)"], "antonyms": ["good\(p)"]}]}]}]
            """))
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        try check(shelf, ["search", "evil"], json: false)
        try check(shelf, ["search", "evil", "--json"], json: true)
        try check(shelf, ["add", "EVIL00000001"], json: false)
        try check(shelf, ["refresh", "1"], json: false)
        try check(shelf, ["vocab", "add", "1", "evil"], json: false)
        try checkEveryOutput(of: shelf, books: 1, words: ["evil"])
    }

    /// A NUL in a catalogue's or the dictionary's answer becomes a space, as it does in text from
    /// anywhere else: a search row, a stored book and a stored definition read as they are shown.
    @Test func aNULInACatalogueOrDictionaryAnswerBecomesASpace() throws {
        let server = try CacheRecordings.server()
        let volume = #"{"id": "EVIL00000001", "volumeInfo": {"title": "T\u0000X", "authors": ["A\u0000B"]}}"#
        server.route("/books/v1/volumes?q=evil&maxResults=10&startIndex=0", .json(#"{"totalItems": 1, "items": ["# + volume + "]}"))
        server.route("/books/v1/volumes/EVIL00000001", .json(volume))
        server.route(
            "/api/v2/entries/en/evil",
            .json(#"[{"word": "evil", "meanings": [{"partOfSpeech": "noun", "definitions": [{"definition": "def\u0000end"}]}]}]"#))
        let shelf = try CacheRecordings.shelf(using: server)
        defer { shelf.cleanUp() }
        let results = try JSONOutput.array(shelf.expectSuccess(["search", "evil", "--json"]))
        #expect(results.first?["title"] as? String == "T X" && results.first?["authors"] as? [String] == ["A B"])
        #expect(try shelf.expectSuccess(["search", "evil"]).contains("T X"))
        try shelf.add(["EVIL00000001"])
        #expect(try JSONOutput.object(shelf.expectSuccess(["show", "1", "--json"]))["title"] as? String == "T X")
        try shelf.expectSuccess(["vocab", "add", "--global", "evil"])
        let word = try JSONOutput.object(shelf.expectSuccess(["vocab", "show", "evil", "--json"]))
        #expect(word["definition"] as? String == "def end", "\(word)")
    }
}
