import JSON
import Library
import Networking

/// The JSON shape of a catalogue search result for `shelf search --json`.
enum VolumeJSON {
    static func result(_ volume: Volume, inLibrary book: Book?) -> JSONValue {
        .object([
            ("volumeId", .string(volume.volumeId)),
            ("title", .string(volume.title)),
            ("subtitle", .string(volume.subtitle)),
            ("authors", .array(volume.authors.map { .string($0) })),
            ("publishedDate", .string(volume.publishedDate)),
            ("year", .int(volume.plausibleYear)),
            ("pageCount", .int(volume.plausiblePageCount)),
            ("isbn10", .string(volume.isbn10)),
            ("isbn13", .string(volume.isbn13)),
            ("publisher", .string(volume.publisher)),
            ("language", .string(volume.language)),
            ("description", .string(volume.description)),
            ("thumbnail", .string(volume.thumbnail)),
            ("inLibrary", .bool(book != nil)),
            ("libraryId", .int(book?.id)),
            ("libraryStatus", .string(book?.status.rawValue)),
            ("source", .string(volume.catalogue.rawValue)),
            ("otherAuthorNames", .array(volume.otherAuthorNames.map { .string($0) })),
            ("originalYear", .int(volume.plausibleOriginalYear)),
        ])
    }
}
