internal import JSON

/// The lists of a backup, read record by record while the document is parsed
/// (`JSONReader.parse(_:handingOver:)`) and handed to a `BackupImporter` as soon as they may be:
/// a large backup never exists as one JSON tree (the 30 MB benchmark backup peaked at 152 MB as a
/// tree) nor as one list of records (88 MB).
///
/// A record is restored at once when the marker and a version this shelf reads are known (read
/// before it, or found by the outline scanned before parsing: `jq -S` puts them after the lists),
/// and every list it may refer to (books for words) was read and restored whole before it; that is
/// the order shelf writes, and the order of sorted keys. Otherwise it is held, and restored in
/// that order once the whole document is read and found good.
///
/// Each list keeps the first problem it meets, with its full path, and reads no further; once one
/// is met, or a restore fails, nothing more is restored. The problems are only reported once the
/// marker, the version and the lists' presence are known good, so the order of refusals stays that
/// of reading the whole tree first; a restore's failure comes after all of them.
struct BackupSections {
    /// The lists a record of each list may refer to, which are restored before it.
    private static let referred = ["words": ["books"]]

    private var importer: BackupImporter
    private var problems: [String: BackupError] = [:]
    private var restoreFailure: Error?
    private var markerRead = false
    private var versionReadable = false
    /// The lists read whole so far.
    private var completed: Set<String> = []
    /// Records that could not be restored when they were read, in the order of reading.
    private var heldBooks: [(BackupBook, Int)] = []
    private var heldWords: [(BackupWord, Int)] = []
    private var heldEntries: [DictionaryEntryRow] = []
    private var heldGoals: [(ReadingGoal, Int)] = []
    private var holding = false

    /// Ready to hand records to `importer`; `outline` is the document's, scanned before parsing.
    init(restoringWith importer: BackupImporter, outline: JSONOutline) {
        self.importer = importer
        markerRead = outline.scalars["format"]?.stringValue == BackupFile.format
        versionReadable = outline.scalars["version"]?.intValue.map(BackupFile.readableVersions.contains) ?? false
    }

    /// Takes the next part of the document.
    mutating func take(_ part: JSONTopLevelPart) {
        switch part {
        case .member(let member, let value):
            switch member {
            case "format": markerRead = value.stringValue == BackupFile.format
            case "version": versionReadable = value.intValue.map(BackupFile.readableVersions.contains) ?? false
            default: completed.insert(member)
            }
        case .element(let member, let index, let element):
            take(element, at: index, of: member)
        }
    }

    /// Reads `element`, the element at `index` of the top-level list `member`, and restores or
    /// holds it.
    private mutating func take(_ element: JSONNode, at index: Int, of member: String) {
        // A repeated member would hand its elements over again from 0; the strict reading refuses
        // the document once it closes, so what was done with it is rolled back.
        guard problems[member] == nil else { return }
        do {
            switch member {
            case "books":
                let now = importer.now
                let book = try JSONFields.record(element) { fields throws(JSONFieldError) in try BackupBook(json: fields, now: now) }
                restoreOrHold(member) { importer throws in try importer.restore(book, at: index) } hold: { $0.heldBooks.append((book, index)) }
            case "words":
                let word = try JSONFields.record(element, BackupWord.init(json:))
                restoreOrHold(member) { importer throws in try importer.restore(word, at: index) } hold: { $0.heldWords.append((word, index)) }
            case "dictionaryEntries":
                let entry = try JSONFields.record(element, DictionaryEntryRow.init(backup:))
                restoreOrHold(member) { importer throws in try importer.restore(entry) } hold: { $0.heldEntries.append(entry) }
            case "goals":
                let goal = try JSONFields.record(element, ReadingGoal.init(backup:))
                restoreOrHold(member) { importer throws in try importer.restore(goal, at: index) } hold: { $0.heldGoals.append((goal, index)) }
            default: break  // Not part of the format: ignored, like any unknown member.
            }
        } catch {
            problems[member] = BackupError(error.inside("[\(index)]").inside(member))
        }
    }

    /// Restores a record of `member` through `restore` when it may be restored now (see the
    /// type's comment), else keeps it by `hold`; does neither once the file is known to be refused.
    private mutating func restoreOrHold(
        _ member: String, _ restore: (inout BackupImporter) throws -> Void, hold: (inout Self) -> Void
    ) {
        guard problems.isEmpty, restoreFailure == nil else { return }
        holding = holding || !markerRead || !versionReadable || !Self.referred[member, default: []].allSatisfy(completed.contains)
        guard !holding else {
            hold(&self)
            return
        }
        do {
            try restore(&importer)
        } catch {
            restoreFailure = error
        }
    }

    /// The first problem met in the list `member`, if any.
    func problem(in member: String) -> BackupError? {
        problems[member]
    }

    /// Restores what was held, in order, and gives back what the importer did; throws the first
    /// failure of a restore. Called once the document is known good, with its last ids.
    mutating func finish(lastIDs: LastIDs) throws -> ImportSummary {
        if let restoreFailure { throw restoreFailure }
        for (book, index) in heldBooks { try importer.restore(book, at: index) }
        for (word, index) in heldWords { try importer.restore(word, at: index) }
        for entry in heldEntries { try importer.restore(entry) }
        for (goal, index) in heldGoals { try importer.restore(goal, at: index) }
        return try importer.finish(lastIDs: lastIDs)
    }
}
