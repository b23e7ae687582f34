import Foundation

/// What can be judged of a new book without a library.
extension NewBook {
    /// The title as it will be stored, once every value that needs no library to judge is
    /// checked: the title (not blank, not too long), the pages, the year and the authors' names.
    /// A command checks them before it opens the library, so a refused book leaves no library
    /// behind where there was none (a mistyped `SHELF_HOME`); `Bookshelf.add` checks them again.
    /// A book typed by hand (no `source`) may not have a year past `BookLimits.latestYear(at: now)`;
    /// a catalogue's year is kept as the catalogue gave it.
    public func checkedTitle(at now: Date) throws(LibraryError) -> String {
        let checked = try BookValidation.title(title)
        try BookValidation.pageCount(pageCount)
        try BookValidation.year(year, latest: source == nil ? BookLimits.latestYear(at: now) : nil)
        _ = try BookValidation.checkedAuthors(authors)
        return checked
    }
}
