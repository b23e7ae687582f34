import Foundation
import Library
import Testing
import TestSupport

/// A book (or the global list) keeps a word once, in one language: meeting it again keeps that
/// language, and asking for another is refused without a change.
struct WordLanguageTests {
    @Test func aWordMetAgainKeepsItsLanguageAndMeaning() throws {
        let library = try TestLibrary()
        let book = try library.add("Les Misérables", pages: 1500)
        var chat = NewWord(word: "chat", bookID: book.id)
        chat.language = "fr"
        chat.definition = "cat"
        _ = try library.shelf.addWord(chat)
        var again = NewWord(word: "chat", bookID: book.id)
        again.page = 40
        let met = try library.shelf.addWord(again)
        #expect(!met.created)
        #expect(met.word.language == "fr")
        #expect(met.word.definition == "cat")
        #expect(met.word.page == 40)
    }

    @Test func anotherLanguageForAKeptWordIsRefusedAndChangesNothing() throws {
        let library = try TestLibrary()
        let book = try library.add("Dune", pages: 412)
        var chat = NewWord(word: "chat", bookID: book.id)
        chat.definition = "informal talk"
        _ = try library.shelf.addWord(chat)
        let before = try library.snapshot()
        var french = NewWord(word: "Chat", bookID: book.id)
        french.language = "fr"
        french.definition = "cat"
        french.dictionaryRecord = #"[{"word": "chat"}]"#
        #expect(throws: LibraryError.wordInAnotherLanguage("Chat", language: "en", book: BookMatch(id: book.id, title: "Dune"))) {
            try library.shelf.addWord(french)
        }
        #expect(try library.snapshot() == before)
        french.bookID = nil
        #expect(try library.shelf.addWord(french).word.language == "fr", "another list may keep it in French")
    }

    @Test func aNewWordWithoutALanguageIsEnglish() throws {
        let library = try TestLibrary()
        #expect(try library.shelf.addWord(NewWord(word: "kanly", bookID: nil)).word.language == "en")
    }
}
