import Library

/// The one line a command prints when the end state it was asked for already holds: shelf's rule
/// is that this is success (exit status 0) said in one line, while a refusal exits 1 and a
/// command line of the wrong shape exits 2.
enum AlreadySo {
    /// `add` of a volume, ISBN or Open Library id the library already has.
    static func inLibrary(_ book: Book) -> String {
        "#\(book.id) \(BookText.titleAndAuthors(book)) is already in the library (\(book.status.rawValue)); nothing added."
    }

    /// `vocab master` of a mastered word, or `--undo` of one in study.
    static func word(_ label: String, mastered: Bool) -> String {
        mastered ? "\(label) is already mastered." : "\(label) is already in study."
    }

    /// `edit` giving every field the value the book has.
    static func details(_ book: Book) -> String {
        "#\(book.id) \(BookText.titleAndAuthors(book)) already has those details; nothing changed."
    }

    /// `vocab add` of a word met again with nothing new: no other page, sentence or meaning.
    static func kept(_ label: String) -> String {
        "\(label) is already kept as given; nothing changed."
    }

    /// `start`, `finish` or `move` to the list the book is on.
    static func onList(_ book: Book) -> String {
        "#\(book.id) \(BookText.titleAndAuthors(book)) is already on \(book.status.rawValue); nothing changed."
    }
}
