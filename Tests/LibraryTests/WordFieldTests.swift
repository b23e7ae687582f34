import Foundation
import Library
import Testing
import TestSupport

/// A word's page and texts are checked the same way when it is added and when it is edited.
struct WordFieldTests {
    @Test func aPagePastTheBookIsRefusedOnEditToo() throws {
        let library = try TestLibrary()
        let dune = try library.add("Dune", authors: ["Frank Herbert"], pages: 412)
        let word = try library.shelf.addWord(NewWord(word: "sietch", bookID: dune.id)).word
        #expect(throws: LibraryError.pageOutOfRange(page: 999, pageCount: 412, book: BookMatch(id: dune.id, title: "Dune"))) {
            try library.shelf.editWord(id: word.id, page: 999, context: nil, definition: nil, example: nil)
        }
        #expect(throws: LibraryError.pageOutOfRange(page: -1, pageCount: 412, book: BookMatch(id: dune.id, title: "Dune"))) {
            try library.shelf.editWord(id: word.id, page: -1, context: nil, definition: nil, example: nil)
        }
        #expect(try library.shelf.editWord(id: word.id, page: 412, context: nil, definition: nil, example: nil).page == 412)
        // A global word has no book to be past the end of.
        let global = try library.shelf.addWord(NewWord(word: "kanly", bookID: nil)).word
        #expect(try library.shelf.editWord(id: global.id, page: 5000, context: nil, definition: nil, example: nil).page == 5000)
    }

    /// A global word, or one of a book with no page count, has no last page of its own, but no
    /// book has more than `BookLimits.pages`: a page past it is refused, as `log` refuses it.
    @Test func aPagePastAnyBookIsRefusedWithoutAPageCount() throws {
        let library = try TestLibrary()
        let zine = try library.add("Zine")
        let past = BookLimits.pages + 1
        for bookID in [zine.id, nil] {
            var new = NewWord(word: "kanly", bookID: bookID)
            new.page = past
            let book = bookID.map { BookMatch(id: $0, title: "Zine") }
            #expect(throws: LibraryError.pageOutOfRange(page: past, pageCount: nil, book: book)) { try library.shelf.addWord(new) }
            new.page = BookLimits.pages
            let word = try library.shelf.addWord(new).word
            #expect(throws: LibraryError.pageOutOfRange(page: past, pageCount: nil, book: book)) {
                try library.shelf.editWord(id: word.id, page: past, context: nil, definition: nil, example: nil)
            }
        }
    }

    @Test func blankTextIsNoTextAndClearsOnEdit() throws {
        let library = try TestLibrary()
        let dune = try library.add("Dune", authors: ["Frank Herbert"], pages: 412)
        var new = NewWord(word: "melange", bookID: dune.id)
        new.definition = "  "
        new.context = ""
        new.example = "The spice must flow."
        let word = try library.shelf.addWord(new).word
        #expect(word.definition == nil)
        #expect(word.context == nil)
        #expect(word.example == "The spice must flow.")

        let defined = try library.shelf.editWord(id: word.id, page: nil, context: "a rare spice", definition: "the spice", example: nil)
        #expect(defined.definition == "the spice" && defined.context == "a rare spice")
        #expect(defined.example == "The spice must flow.", "nil leaves a field as it is")
        let cleared = try library.shelf.editWord(id: word.id, page: nil, context: nil, definition: " ", example: "")
        #expect(cleared.definition == nil && cleared.example == nil)
        #expect(cleared.context == "a rare spice")
    }

    @Test func aWordWithControlCharactersIsRefused() throws {
        let library = try TestLibrary()
        let word = "evil\u{1B}[31m"
        #expect(throws: LibraryError.invalidWord(word)) { try library.shelf.addWord(NewWord(word: word, bookID: nil)) }
        #expect(throws: LibraryError.invalidWord("a\u{85}b")) { try library.shelf.addWord(NewWord(word: "a\u{85}b", bookID: nil)) }
        #expect(try library.shelf.words(in: .all).isEmpty)
    }
}
