import Library
import Networking

/// Turning a catalogue's volume into a book for the library, the seam where Networking and
/// Library meet.
extension NewBook {
    /// The book `volume` describes, to add on `status`: titled "Untitled" when the catalogue gives
    /// no title, so every volume can be added.
    init(volume: Volume, status: BookStatus = .toRead) {
        self.init(title: volume.title, authors: volume.authors, status: status)
        subtitle = volume.subtitle
        pageCount = volume.plausiblePageCount
        isbn = (volume.isbn13 ?? volume.isbn10).flatMap(ISBN.init)
        year = volume.plausibleYear
        publisher = volume.publisher
        language = volume.language
        description = volume.description
        thumbnail = volume.thumbnail
        googleVolumeID = volume.googleVolumeID
        googleRecord = volume.catalogue == .googleBooks ? volume.rawJSON : nil
        openLibraryID = volume.openLibraryID
        openLibraryRecord = volume.catalogue == .openLibrary ? volume.rawJSON : nil
        source = MetadataSource(volume.catalogue)
        pageCandidates = volume.plausiblePageCounts.map { PageCandidate(origin: $0.origin.rawValue, pages: $0.pages) }
    }

    /// What a refresh takes from `volume`: what an add would store, but a blank title where the
    /// catalogue gives none, which `refreshMetadata` leaves alone like any field the answer lacks
    /// (the "Untitled" an add falls back on says nothing about the book).
    static func refresh(from volume: Volume) -> NewBook {
        var metadata = NewBook(volume: volume)
        metadata.title = volume.catalogueTitle ?? ""
        return metadata
    }
}
