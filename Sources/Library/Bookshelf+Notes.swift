internal import Essentials
import Foundation
internal import SQLiteStore

/// The reader's own words on a book: the review (one text, replaced as a whole) and private notes
/// (dated, appended one at a time).
extension Bookshelf {
    /// Replaces the review of book `id` with `text`; blank text clears it. The review counts as
    /// the reader's own edit, so a Goodreads re-import leaves it alone.
    @discardableResult
    public func setReview(id: Int, _ text: String) throws(LibraryError) -> Book {
        let review = Whitespace.trimmed(NULText.spaced(text), newlines: true)
        try BookValidation.length(of: review, as: "review", within: BookLimits.passageLength)
        var changes = BookChanges()
        changes.review = .some(review.isEmpty ? nil : review)
        return try edit(id: id, changes).book
    }

    /// Appends a private note to book `id`, dated now. Blank text is refused.
    @discardableResult
    public func addNote(id: Int, _ text: String) throws(LibraryError) -> BookNote {
        let text = Whitespace.trimmed(NULText.spaced(text), newlines: true)
        guard !text.isEmpty else { throw .emptyNote }
        try BookValidation.length(of: text, as: "note", within: BookLimits.passageLength)
        let note = BookNote(at: now(), text: text)
        try write {
            _ = try storedBook(id: id)
            try NoteRow(id: 0, bookID: id, at: TimeColumn(note.at), text: text).insert(into: connection, keepingID: false)
        }
        return note
    }
}
