public import Essentials
import Foundation

/// A book in the library, as lists and `show` present it. Dates are instants in UTC.
public struct Book: Equatable, Sendable, ReadingPosition {
    /// The local id users type (`12` or `#12`).
    public var id: Int
    /// The title as shown in lists.
    public var title: String
    /// The subtitle, when the book has one.
    public var subtitle: String?
    /// Authors in credit order.
    public var authors: [String]
    /// The list the book is on.
    public var status: BookStatus
    /// The number of pages, when known.
    public var pageCount: Int?
    /// The page last logged in the current read-through.
    public var currentPage: Int?
    /// The ISBN-10, present only for 978-prefixed ISBNs.
    public var isbn10: String?
    /// The ISBN-13, when the book has an ISBN.
    public var isbn13: String?
    /// The publication year of this edition.
    public var year: Int?
    /// The first publication year of the work (Goodreads keeps it apart from the edition's year).
    public var originalYear: Int?
    /// The publisher, when known.
    public var publisher: String?
    /// The language code, such as `en`, when known.
    public var language: String?
    /// A plain-text description.
    public var description: String?
    /// A cover image URL from Google Books or Open Library, when known.
    public var thumbnail: String?
    /// Stars from 0.25 to 5 in quarters, or nil when unrated.
    public var rating: Double?
    /// A user-made exclusive shelf from another tracker, kept by name.
    public var customShelf: String?
    /// Non-exclusive shelves (tags).
    public var shelves: [String]
    /// When the book was added to the library.
    public var addedAt: Date
    /// When the latest read-through started.
    public var startedAt: Date?
    /// When the latest read-through ended as read or dnf.
    public var finishedAt: Date?
    /// How many read-throughs were finished.
    public var readCount: Int
    /// The reader's review, imported from Goodreads.
    public var review: String?
    /// The reader's private notes, imported from Goodreads.
    public var privateNotes: String?
    /// The Google Books volume this book was added from.
    public var googleVolumeID: String?
    /// The Goodreads Book Id this book was imported from.
    public var goodreadsID: String?
    /// The Open Library edition or work this book was added or refreshed from.
    public var openLibraryID: String?
    /// Which catalogue gave each field, by field name (`title`, `authors`, `page_count`, …).
    public var fieldSources: [String: MetadataSource]
    /// The fields the reader set by hand (`shelf edit`), by the same names; a refresh keeps them.
    public var editedFields: [String]
    /// Every catalogue's page count for the book, in order of their origins.
    public var pageCandidates: [PageCandidate]

    /// The catalogues' page counts when they disagree by more than 10 % and the reader has not
    /// settled the count with `shelf edit --pages`; empty otherwise.
    public var disputedPageCounts: [PageCandidate] {
        editedFields.contains(BookField.column(.pageCount).name) || !PageCandidate.disagree(pageCandidates) ? [] : pageCandidates
    }
    /// Amazon's id of the edition (`B00DQBOFTW`), for Kindle books Goodreads or StoryGraph list
    /// without an ISBN.
    public var asin: String? = nil
    /// How much of `addedAt` is known when it was imported as a year, month or day (StoryGraph's
    /// `Date Added` of `2022/03`); nil when it is a time shelf recorded.
    public var addedPrecision: DatePrecision? = nil
    /// The calendar day of an addition imported as a day, month or year (Goodreads' or
    /// StoryGraph's `Date Added`): it is that day in every time zone, wherever `addedAt` falls.
    public var addedOn: CalendarDate? = nil
    /// When the book's last finished read ended, as far as it is known: what a Goodreads export
    /// writes as `Date Read`, so a book being read again keeps the day its last read ended, and
    /// a read finished in `2022/03` goes out as that.
    var lastFinish: LastFinish? = nil
    /// True when a StoryGraph export added the book or was matched to it: a later export's row
    /// found by title is then that book again, not a link to one added by hand.
    var fromStoryGraph = false

    /// The calendar day the book was added, as an export writes it: the day it was imported as,
    /// else the day `addedAt` falls on in `timeZone`.
    func addedDay(in timeZone: TimeZone) -> CalendarDate {
        addedOn ?? CalendarDate(addedAt, in: timeZone)
    }
}
