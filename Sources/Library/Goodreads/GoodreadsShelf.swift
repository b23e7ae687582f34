import Foundation

/// Goodreads' three built-in exclusive shelves and how any exclusive shelf, built-in or made by the
/// user, maps onto a `BookStatus`.
enum GoodreadsShelf {
    static let toRead = "to-read"
    static let currentlyReading = "currently-reading"
    static let read = "read"
    /// The shelf written for a book that is `dnf` but has no shelf name of its own: the name most
    /// Goodreads users pick, and the one StoryGraph's importer recognises.
    static let didNotFinish = "did-not-finish"

    /// Word sequences that, anywhere in a shelf name, mean the book was put down for good.
    private static let dnfPhrases: [[String]] = [
        ["dnf"], ["dnfed"], ["dnfd"], ["did", "not", "finish"], ["didnt", "finish"], ["not", "finished"],
        ["never", "finished"], ["unfinished"], ["gave", "up"], ["given", "up"], ["give", "up"],
        ["stopped", "reading"], ["put", "down"], ["quit"], ["dropped"],
    ]

    /// Whole shelf names, as `matchingKey` reduces them, that mean the book was put down for good
    /// in the languages Goodreads readers name their shelves in. `積読` (tsundoku) is left out on
    /// purpose: it means books waiting to be read.
    private static let dnfNames: Set<String> = Set([
        "stopped", "stopped-reading", "abandoned", "gave-up", "given-up", "dnf", "did-not-finish",
        "unfinished", "not-finished", "never-finished", "quit", "put-down",
        "abgebrochen", "nicht-beendet", "nicht-fertig-gelesen",
        "abandonné", "abandonnés", "abandonnée", "abandonnées", "pas-fini", "non-terminé", "non-fini",
        "abandonado", "abandonados", "abandonada", "abandonadas", "no-terminado", "dejado", "dejados",
        "dejada", "dejadas", "abbandonato", "abbandonati", "abbandonata", "abbandonate", "non-finito",
        "não-terminado", "não-terminados", "gestopt", "niet-uitgelezen", "porzucone", "porzucona",
        "nieskończone", "брошено", "брошенные", "недочитано", "недочитанные", "弃读", "弃坑", "하차",
    ].map(matchingKey))

    /// A shelf name reduced to what a reader means by it: case and accents folded, and `-`, `_`
    /// and spaces dropped, so `Did_Not Finish`, `did-not-finish` and `DidNotFinish` are one name.
    static func matchingKey(_ shelf: String) -> String {
        // Most shelf names are plain ASCII, where folding is lowercasing and every character is
        // one byte, so the dropped ones are dropped as bytes: an import reduces the shelf of
        // every row, and Foundation's folding (or a walk through Characters) costs many times more.
        if shelf.utf8.allSatisfy({ $0 < 0x80 }) {
            let dropped = { (byte: UInt8) in
                byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == 0x20 || (0x09...0x0D).contains(byte)
            }
            return String(decoding: shelf.lowercased().utf8.filter { !dropped($0) }, as: UTF8.self)
        }
        let folded = shelf.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        return folded.filter { $0 != "-" && $0 != "_" && !$0.isWhitespace }
    }

    /// True for the built-in shelves, which carry no name worth keeping.
    static func isStandard(_ shelf: String) -> Bool {
        let name = shelf.lowercased()
        return name == toRead || name == currentlyReading || name == read
    }

    /// The status a book on exclusive shelf `shelf` has: `currently-reading` is reading, `read` is
    /// read, shelves named like did-not-finish / dnf / abandoned are dnf, and every other shelf,
    /// `to-read` included, is to-read.
    /// A name in `shelfMap` (compared by `matchingKey`) goes where the reader said instead.
    static func status(ofExclusiveShelf shelf: String, shelfMap: ShelfStatusMap = ShelfStatusMap()) -> BookStatus {
        if let mapped = shelfMap.status(ofShelf: shelf) { return mapped }
        switch shelf.lowercased() {
        case currentlyReading: return .reading
        case read: return .read
        case toRead: return .toRead
        default: return meansDidNotFinish(shelf) ? .dnf : .toRead
        }
    }

    /// The exclusive shelf to write for a book: its own custom shelf when it has one that means the
    /// same status (a `did-not-finish` shelf on a book now read would import back as dnf, so it is
    /// dropped), else the built-in shelf for its status.
    static func exclusiveShelf(for status: BookStatus, customShelf: String?) -> String {
        if let customShelf, !customShelf.isEmpty, self.status(ofExclusiveShelf: customShelf) == status {
            return customShelf
        }
        switch status {
        case .toRead: return toRead
        case .reading: return currentlyReading
        case .read: return read
        case .dnf: return didNotFinish
        }
    }

    /// True when the whole name is one of the known DNF names, or it contains a DNF phrase.
    private static func meansDidNotFinish(_ shelf: String) -> Bool {
        dnfNames.contains(matchingKey(shelf)) || containsDNFPhrase(shelf)
    }

    /// Splits the name into lowercase words (on anything that is not a letter or digit, with
    /// apostrophes dropped so `didn't` reads as `didnt`) and looks for a DNF phrase or a word
    /// starting with `abandon`.
    private static func containsDNFPhrase(_ shelf: String) -> Bool {
        let words = shelf.lowercased()
            .replacingOccurrences(of: "'", with: "")
            .replacingOccurrences(of: "\u{2019}", with: "")
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map(String.init)
        if words.contains(where: { $0.hasPrefix("abandon") }) { return true }
        return dnfPhrases.contains { phrase in
            guard phrase.count <= words.count else { return false }
            return (0...(words.count - phrase.count)).contains { start in
                Array(words[start..<(start + phrase.count)]) == phrase
            }
        }
    }
}
