internal import SQLiteStore

extension Bookshelf {
    /// Every book's id and title in id order: what completing a BOOK argument offers.
    public func bookTitles() throws(LibraryError) -> [(id: Int, title: String)] {
        try read {
            try connection.query("SELECT id, title FROM books ORDER BY id", as: BookReference.Column.self) { row in
                let book = try row.read(from: "books", BookReference.init)
                return (book.id, book.title)
            }
        }
    }
}
