import Foundation

/// Look-ups from e-readers: Kindle's Vocabulary Builder and KOReader's vocabulary builder.
extension Bookshelf {
    /// Imports the look-ups of the e-reader vocabulary database at `path` (Kindle's `vocab.db` or
    /// KOReader's `vocabulary_builder.sqlite3`, recognised by its tables) as words and their
    /// encounters; `expecting` refuses a file of the other kind. The file is only read. All or
    /// nothing: a file refused as a whole, or any failure part-way, leaves the library as it was;
    /// single unreadable look-ups are skipped and counted.
    public func importEReaderVocabulary(
        at path: String, expecting: EReaderKind? = nil, options: ImportOptions = ImportOptions()
    ) throws(ImportError) -> VocabularyImportSummary {
        let vocabulary: EReaderVocabulary
        do {
            vocabulary = try EReaderVocabulary.read(path: path, now: now())
        } catch {
            throw .ereader(error)
        }
        if let expecting, vocabulary.kind != expecting {
            throw .ereader(.otherKind(found: vocabulary.kind, expected: expecting))
        }
        let at = now()
        return try importing(dryRun: options.dryRun) {
            var importer = try VocabularyImporter(library: self, now: at)
            return try importer.run(vocabulary, progress: options.progress)
        }.summary
    }
}
