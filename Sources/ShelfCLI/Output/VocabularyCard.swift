import Foundation
import Library
import Networking

/// A word as it leaves shelf for a flashcard program: the fields of an Anki note, a CSV row or a
/// JSON object, all taken from the word, its first encounter with a sentence, its book and the
/// stored dictionary entry.
struct VocabularyCard {
    var word: VocabularyWord
    /// The sentence shown on the card: the word's own, else its first encounter's.
    var sentence: String?
    /// The form of the word that stands in `sentence` (`running` for `run`).
    var form: String?
    /// Where the sentence was met: a page, else an e-reader's location.
    var page: Int?
    var location: String?
    /// The book's title and shelves; nil for a global word.
    var book: Book?
    /// The stored dictionary entry, for synonyms.
    var dictionary: DictionaryEntry?

    /// Gathers a word's card from the library.
    init(word: VocabularyWord, encounters: [WordEncounter], book: Book?, dictionary: DictionaryEntry?) {
        self.word = word
        let met = encounters.first { $0.sentence != nil && $0.sentence == word.context }
            ?? encounters.first { $0.sentence != nil }
        sentence = word.context ?? met?.sentence
        form = met?.form
        page = met?.page ?? word.page
        location = met?.location
        self.book = book
        self.dictionary = dictionary
    }

    var synonyms: [String] { dictionary?.allSynonyms ?? [] }

    /// `Dune, page 42`, `三体, location 1234`, `Dune`, or empty for a global word.
    var bookAndPage: String {
        guard let book else { return "" }
        if let page { return "\(book.title), page \(page)" }
        if let location { return "\(book.title), location \(location)" }
        return book.title
    }

    /// Tags from the book: `shelf`, the title and the book's shelves, each made one tag (`tag(_:)`:
    /// Anki separates tags with spaces); `global` for a word of no book.
    var tags: [String] {
        guard let book else { return ["shelf", "global"] }
        var tags = ["shelf", Self.tag(book.title)]
        for shelf in book.shelves.map(Self.tag) where !tags.contains(shelf) { tags.append(shelf) }
        return tags
    }

    /// A GUID that stays the same for the word in its book across exports, so importing a newer
    /// file into Anki updates its notes instead of adding them again: a hash of the word, its
    /// language and its book's title and first author (not the local ids, which a restore into
    /// another library changes).
    var guid: String {
        var owner = "global"
        if let book {
            let author: String = book.authors.first ?? ""
            owner = "\(book.title.lowercased())\u{1F}\(author.lowercased())"
        }
        return "shelf-" + FNV1a64.hexDigest("\(owner)\u{1F}\(word.language)\u{1F}\(Bookshelf.wordKey(word.word))")
    }

    /// `text` (a title or a shelf name) as one Anki tag. Letters, digits, and symbols and emoji
    /// outside ASCII (`📚`, `★`) are kept; every other run of characters becomes one `_`, none at
    /// either end, so `Sci-Fi: Classics` is `Sci_Fi_Classics` as it has always been (a newer export
    /// must tag a note as the last one did). A name with nothing of those (`?!`) keeps every
    /// character Anki allows in a tag (`ankiAllows`); `untitled` only when not even one is left.
    private static func tag(_ text: String) -> String {
        let characters = Array(text)
        let named = tag(characters) { index in
            let character = characters[index]
            return character.isLetter || character.isNumber || (!character.isASCII && character.isSymbol)
        }
        if !named.isEmpty { return named }
        let literal = tag(characters) { index in Self.ankiAllows(characters, at: index) }
        return literal.isEmpty ? "untitled" : literal
    }

    /// The characters at the indices `keeps` accepts, each other run as one `_`, none at either end.
    private static func tag(_ characters: [Character], keeping keeps: (Int) -> Bool) -> String {
        var result = ""
        for index in characters.indices {
            if keeps(index) {
                result.append(characters[index])
            } else if !result.isEmpty, result.last != "_" {
                result.append("_")
            }
        }
        while result.last == "_" { result.removeLast() }
        return result
    }

    /// Whether Anki keeps the character at `index` of a tag as it is: white space separates tags
    /// (its import splits the column at any), a double quote and control characters are dropped,
    /// and `::` divides a tag into levels. The terminal's control and invisible characters
    /// (`isTerminalControl`) are left out as well.
    private static func ankiAllows(_ characters: [Character], at index: Int) -> Bool {
        let character = characters[index]
        if character == ":" {
            return (index == 0 || characters[index - 1] != ":") && (index + 1 == characters.count || characters[index + 1] != ":")
        }
        return !character.isWhitespace && character != "\"" && !character.unicodeScalars.contains(where: \.isTerminalControl)
    }
}
