import Foundation
import Testing
import TestSupport

/// `shelf vocab export`: Anki's text import format line by line, CSV and JSON.
@Suite struct VocabExportCommandTests {
    /// A library with Dune and a word whose definition and sentence need escaping, a global word
    /// that starts with `#`, and a Kindle look-up of "running" for the word "run".
    private func library() throws -> (ShelfProcess, EReaderDatabase) {
        let shelf = try ShelfProcess()
        try shelf.add(["--title", "Dune", "--author", "Frank Herbert"])
        try shelf.expectSuccess([
            "vocab", "add", "dune", "kanly", "--no-lookup", "--definition", "a <feud> & \"vendetta\"", "--page", "12",
            "--context", "\"The Kanly\tbegan\nat dawn\"",
        ])
        try shelf.expectSuccess(["vocab", "add", "--global", "#hashtag", "--no-lookup"])
        let kindle = try EReaderDatabase.kindle("""
            INSERT INTO BOOK_INFO VALUES ('dune', '', 'dune', 'en', 'Dune: Deluxe Edition', 'Herbert,Frank');
            INSERT INTO WORDS VALUES ('en:running', 'running', 'run', 'en', 0, 0, '');
            INSERT INTO LOOKUPS VALUES ('r1', 'en:running', 'dune', '', '1234', 'He kept running.', 1767225600000);
            """)
        try shelf.expectSuccess(["import", kindle.path])
        return (shelf, kindle)
    }

    @Test func ankiFileFollowsTheTextImportFormatLineByLine() throws {
        let (shelf, kindle) = try library()
        defer { shelf.cleanUp(); kindle.remove() }
        let text = try shelf.expectSuccess(["vocab", "export", "--format", "anki"])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(7)) == [
            "#separator:tab",
            "#html:true",
            "#notetype:Basic",
            "#deck:Shelf",
            "#columns:Front\tBack\tSentence\tBook\tPart of speech\tSynonyms\tTags\tGUID",
            "#tags column:7",
            "#guid column:8",
        ])
        #expect(lines.last == "", "the file ends with a line break")
        let notes = lines.dropFirst(7).dropLast().map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(notes.count == 3)
        #expect(notes.allSatisfy { $0.count == 8 }, "every note has all eight columns")
        #expect(Array(notes[0].prefix(7)) == [
            "kanly", "a &lt;feud&gt; &amp; &quot;vendetta&quot;", "&quot;The <b>Kanly</b> began<br>at dawn&quot;",
            "Dune, page 12", "", "", "shelf Dune",
        ])
        #expect(Array(notes[1].prefix(7)) == ["&#35;hashtag", "", "", "", "", "", "shelf global"])
        #expect(Array(notes[2].prefix(7)) == [
            "run", "", "He kept <b>running</b>.", "Dune, location 1234", "", "", "shelf Dune",
        ])
        let guids = notes.map { $0[7] }
        #expect(guids.allSatisfy { $0.hasPrefix("shelf-") && $0.count == 22 })
        #expect(Set(guids).count == 3)

        // The same words give the same GUIDs in the next export, after edits to the notes' text.
        try shelf.expectSuccess(["vocab", "edit", "kanly", "--definition", "a feud"])
        let again = try shelf.expectSuccess(["vocab", "export", "dune"])
        #expect(again.contains("#deck:Shelf::Dune\n"))
        #expect(again.contains("\t\(guids[0])\n"))
        #expect(again.contains("\t\(guids[2])\n"))
        #expect(!again.contains("hashtag"), "a book's export leaves global words out")
    }

    /// A title or shelf becomes one Anki tag: letters, digits and symbols outside ASCII (emoji)
    /// kept, every other run `_` as before, so ordinary names keep the tags of earlier exports; a
    /// name of none of those keeps what Anki allows (`::` would nest the tag), `untitled` when
    /// nothing is left.
    @Test func tagsKeepEmojiAndSymbolsAndOrdinaryNamesAsBefore() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        try shelf.add(["--title", "Dune", "--author", "Frank Herbert"])
        try shelf.expectSuccess(["tag", "dune", "📚", "🔥", "Science Fiction", "sci-fi", "★ Favourites", "Sci-Fi: Classics"])
        try shelf.add(["--title", "?!"])
        try shelf.expectSuccess(["tag", "?!", ":-)", "::", "\""])
        try shelf.expectSuccess(["vocab", "add", "dune", "kanly", "--no-lookup"])
        try shelf.expectSuccess(["vocab", "add", "?!", "word", "--no-lookup"])
        let notes = try shelf.expectSuccess(["vocab", "export"]).split(separator: "\n").dropFirst(7)
        #expect(notes.map { $0.split(separator: "\t", omittingEmptySubsequences: false)[6] } == [
            "shelf Dune 📚 🔥 Science_Fiction sci_fi ★_Favourites Sci_Fi_Classics",
            "shelf ?! :-) untitled",
        ])
    }

    @Test func csvAndJSONCarryTheSameWords() throws {
        let (shelf, kindle) = try library()
        defer { shelf.cleanUp(); kindle.remove() }
        let csv = try shelf.expectSuccess(["vocab", "export", "--format", "csv", "--global"])
        #expect(csv == """
            word,definition,sentence,book,page,location,partOfSpeech,synonyms,tags
            #hashtag,,,,,,,,shelf global

            """)
        let json = try shelf.expectSuccess(["vocab", "export", "dune", "--format", "json"])
        let words = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(words.map { $0["word"] as? String } == ["kanly", "run"])
        let encounters = try #require(words.last?["encounters"] as? [[String: Any]])
        #expect(encounters.first?["form"] as? String == "running")
    }

    @Test func outputGoesToAFileAndABadFormatIsRefused() throws {
        let (shelf, kindle) = try library()
        defer { shelf.cleanUp(); kindle.remove() }
        let file = shelf.home.appendingPathComponent("words.txt").path
        #expect(try shelf.expectSuccess(["vocab", "export", "--output", file]) == "Exported 3 words to \(file) (anki).\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8).hasPrefix("#separator:tab\n"))
        let refused = try shelf.expectRefused(["vocab", "export", "--format", "apkg"])
        #expect(refused == "shelf: --format takes anki, csv or json, not \"apkg\" — for example --format anki")
    }
}
