internal import JSON

/// Reading Open Library's three record shapes into volumes. Like Google's, fields of the wrong
/// type count as missing; only a record without a usable key is refused.
extension Volume {
    /// A `search.json` document, which describes a work: its first-published year, the median page
    /// count of its editions, its cover and the edition that stands for it. Nil unless its key is a
    /// work or edition, the ids `add` takes (an author's `/authors/OL1A` is no book).
    init?(openLibrarySearchDoc doc: JSONNode) {
        guard let id = OpenLibraryText.id(fromKey: JSONField.text(doc["key"]), kinds: ["M", "W"]) else { return nil }
        let names = OpenLibraryText.authorNames(JSONField.texts(doc["author_name"]))
        let median = Self.positive(doc["number_of_pages_median"]).map { PageCount(pages: $0, origin: .openLibraryMedian) }
        let firstYear = doc["first_publish_year"]?.intValue
        self.init(
            volumeId: id, catalogue: .openLibrary, title: JSONField.text(doc["title"]),
            subtitle: JSONField.text(doc["subtitle"]), authors: names.shown, otherAuthorNames: names.others,
            pageCounts: median.map { [$0] } ?? [], originalYear: firstYear, workID: id,
            editionID: JSONField.text(doc["cover_edition_key"]).flatMap { OpenLibraryText.isID($0, kinds: ["M"]) ? $0 : nil },
            publisher: JSONField.texts(doc["publisher"]).first, language: JSONField.texts(doc["language"]).first,
            thumbnail: OpenLibraryText.coverURL(id: doc["cover_i"]?.intValue))
        year = firstYear
    }

    /// An edition from the Books API (`jscmd=data`): the page count (`number_of_pages`, else the
    /// number in `pagination`), ISBNs as printed (hyphens dropped), publishers and cover. An
    /// edition often has no authors; the caller then takes the work's.
    init?(openLibraryEdition record: JSONNode, rawJSON: String? = nil) {
        guard let id = OpenLibraryText.id(fromKey: JSONField.text(record["key"])) else { return nil }
        let identifiers = record["identifiers"]
        func isbn(_ name: String, length: Int) -> String? {
            JSONField.texts(identifiers?[name]).lazy.compactMap(OpenLibraryText.isbn).first { $0.count == length }
        }
        let names = OpenLibraryText.authorNames((JSONField.objects(record["authors"]) ?? []).compactMap { JSONField.text($0["name"]) })
        let counts = [
            Self.positive(record["number_of_pages"]).map { PageCount(pages: $0, origin: .openLibraryPages) },
            JSONField.text(record["pagination"]).flatMap(OpenLibraryText.pages(inPagination:))
                .map { PageCount(pages: $0, origin: .openLibraryPagination) },
        ].compactMap { $0 }
        let publishDate = JSONField.text(record["publish_date"])
        let cover = record["cover"]
        self.init(
            volumeId: id, catalogue: .openLibrary, title: JSONField.text(record["title"]),
            subtitle: JSONField.text(record["subtitle"]), authors: names.shown, otherAuthorNames: names.others,
            publishedDate: publishDate, pageCounts: counts,
            workID: (JSONField.objects(record["works"]) ?? []).lazy.compactMap { OpenLibraryText.id(fromKey: JSONField.text($0["key"])) }.first,
            editionID: id, isbn10: isbn("isbn_10", length: 10), isbn13: isbn("isbn_13", length: 13),
            publisher: (JSONField.objects(record["publishers"]) ?? []).lazy.compactMap { JSONField.text($0["name"]) }.first,
            description: OpenLibraryText.description(record["description"]),
            thumbnail: JSONField.text(cover?["medium"]) ?? JSONField.text(cover?["large"]) ?? JSONField.text(cover?["small"]),
            categories: (JSONField.objects(record["subjects"]) ?? []).compactMap { JSONField.text($0["name"]) },
            rawJSON: rawJSON)
        year = publishDate.flatMap(OpenLibraryText.year(in:))
    }

    /// A work record (`/works/{id}.json`): title, description, covers and first publication; its
    /// authors are only keys, so their names come from `/authors/{id}.json` and are passed in.
    init?(openLibraryWork record: JSONNode, authors: [String], rawJSON: String? = nil) {
        guard let id = OpenLibraryText.id(fromKey: JSONField.text(record["key"])) else { return nil }
        let names = OpenLibraryText.authorNames(authors)
        let firstYear = JSONField.text(record["first_publish_date"]).flatMap(OpenLibraryText.year(in:))
        self.init(
            volumeId: id, catalogue: .openLibrary, title: JSONField.text(record["title"]),
            subtitle: JSONField.text(record["subtitle"]), authors: names.shown, otherAuthorNames: names.others,
            originalYear: firstYear, workID: id, description: OpenLibraryText.description(record["description"]),
            thumbnail: OpenLibraryText.coverURL(id: (record["covers"]?.arrayValue ?? []).lazy.compactMap(\.intValue).first { $0 > 0 }),
            categories: JSONField.texts(record["subjects"]), rawJSON: rawJSON)
        year = firstYear
    }

    /// The author keys of a work record (`authors: [{"author": {"key": "/authors/OL79034A"}}]`).
    static func openLibraryAuthorIDs(ofWork record: JSONNode) -> [String] {
        (JSONField.objects(record["authors"]) ?? []).compactMap { OpenLibraryText.id(fromKey: JSONField.text($0["author"]?["key"])) }
    }

    /// Fills what this edition lacks from `other` (its work, or the search document it was found
    /// by): authors, description, cover, first publication and the median page count as a last
    /// candidate. What the edition says is kept.
    mutating func fillGaps(from other: Volume) {
        if authors.isEmpty {
            authors = other.authors
            otherAuthorNames = other.otherAuthorNames
        }
        if subtitle == nil { subtitle = other.subtitle }
        if description == nil { description = other.description }
        if thumbnail == nil { thumbnail = other.thumbnail }
        if originalYear == nil { originalYear = other.originalYear }
        if year == nil { year = other.year }
        if publisher == nil { publisher = other.publisher }
        if language == nil { language = other.language }
        if workID == nil { workID = other.workID }
        if categories.isEmpty { categories = other.categories }
        for count in other.pageCounts where !pageCounts.contains(count) { pageCounts.append(count) }
        if pageCount == nil { pageCount = pageCounts.first?.pages }
    }
}
