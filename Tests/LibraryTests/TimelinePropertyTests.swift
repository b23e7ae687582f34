import Foundation
import Library
import Testing
import TestSupport

/// A seeded random sequence of commands with random `--at` times (add, start, log,
/// finish, move, dnf, history --remove, undo), checking after every step that each book's
/// timeline is coherent, that a refusal changed nothing, and that undo gives back exactly the
/// library before the change it reverts. Equal times are frequent: even seeds keep the clock
/// frozen (as a script under a fixed `SHELF_NOW` does), odd ones often leave it where it was,
/// and `--at` often repeats a time already given.
@Suite struct TimelinePropertyTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomCommandsKeepEveryTimelineCoherent(seed: UInt64) throws {
        let library = try TestLibrary()
        var random = SeededGenerator(seed: seed)
        var kept: [String] = []
        var timesGiven: [Date] = []
        for step in 0..<300 {
            if seed % 2 == 1, Bool.random(using: &random) {
                library.advance(Double.random(in: 0...(6 * 3600), using: &random))
            }
            let before = try library.snapshot()
            let ids = try library.shelf.books().map(\.id)
            let id = ids.randomElement(using: &random) ?? 1
            // Mostly now, a time given before or recent ones, sometimes days back, now and then
            // implausible ones.
            let at: Date? = switch Int.random(in: 0..<12, using: &random) {
            case 0...3: nil
            case 4...6: timesGiven.randomElement(using: &random)
            case 7...9: library.now - Double.random(in: 0...(20 * 86_400), using: &random)
            case 10: library.now + Double.random(in: 0...(2 * 86_400), using: &random)
            default: Date(timeIntervalSince1970: -2_300_000_000)
            }
            if let at { timesGiven.append(at) }
            let shelf = library.shelf
            do {
                switch Int.random(in: 0..<9, using: &random) {
                case 0 where ids.count < 4:
                    var new = NewBook(title: "Book \(step)")
                    new.pageCount = 100
                    new.addedAt = at
                    try shelf.add(new)
                case 1: try shelf.move(id: id, to: .reading, at: at, startingOver: Bool.random(using: &random))
                case 2, 3: _ = try shelf.log(id: id, .page(Int.random(in: 0...100, using: &random)), at: at)
                case 4: _ = try shelf.log(id: id, .pagesOn(Int.random(in: 0...30, using: &random)), at: at)
                case 5: try shelf.move(id: id, to: [.read, .dnf, .toRead].randomElement(using: &random) ?? .read, at: at)
                case 6:
                    let count = try shelf.history(id: id).count
                    _ = try shelf.removeHistoryEntry(id: id, number: Int.random(in: 1...max(count, 1), using: &random))
                case 7:
                    _ = try shelf.undo()
                    let expected = kept.popLast()
                    #expect(try Self.withoutJournal(library.snapshot()) == expected, "step \(step): undo did not give back the library")
                    try checkTimelines(library, step: step)
                    continue
                default:
                    continue
                }
                kept.append(Self.withoutJournal(before))
                if kept.count > 50 { kept.removeFirst() }
            } catch let error as LibraryError {
                #expect(try library.snapshot() == before, "step \(step): refused (\(error)) but changed the library")
            }
            try checkTimelines(library, step: step)
        }
    }

    /// The library's dump without the undo journal and the id high-water marks, which undoing a
    /// change leaves moved on by design.
    static func withoutJournal(_ dump: String) -> String {
        dump.split(separator: "\n").filter { !$0.hasPrefix("INSERT INTO undo_") && !$0.hasPrefix("INSERT INTO sqlite_sequence") }
            .joined(separator: "\n")
    }

    /// Every rule of the timeline, book by book, in the one order of its events (time, then the
    /// order recorded) that `history` numbers them in.
    private func checkTimelines(_ library: TestLibrary, step: Int) throws {
        for details in try library.shelf.books().map({ try library.shelf.details(id: $0.id) }) {
            let book = details.book
            let label = "step \(step), #\(book.id)"
            let history = try library.shelf.history(id: book.id)
            #expect(details.statusHistory.allSatisfy { $0.at >= book.addedAt }, "\(label): a move before added")
            #expect(details.progress.allSatisfy { $0.at >= book.addedAt }, "\(label): a page before added")
            var moves: [(from: BookStatus?, to: BookStatus)] = []
            var pages: [Int] = []
            for entry in history {
                switch entry.kind {
                case .added(let list): moves.append((nil, list))
                case .move(let from, let to): moves.append((from, to))
                case .page(let page): pages.append(page)
                case .readStarted, .readEnded: break
                }
            }
            #expect(moves.first.map { $0.from == nil } == true, "\(label): the first line is the addition: \(history)")
            for (earlier, later) in zip(moves, moves.dropFirst()) {
                #expect(later.from == earlier.to, "\(label): the moves do not follow on: \(history)")
            }
            #expect(moves.last?.to == book.status, "\(label): the list disagrees with the last move: \(history)")
            #expect(details.statusHistory.map(\.to) == moves.map(\.to), "\(label): show and history order the moves apart")
            #expect(details.progress.map(\.page) == pages, "\(label): show and history order the pages apart")
            for read in details.readThroughs {
                if let start = read.startedAt, let finish = read.finishedAt {
                    #expect(start <= finish, "\(label): a read finished before it started")
                }
            }
            let reads = details.readThroughs
            #expect(reads.dropLast().allSatisfy { $0.outcome != .reading }, "\(label): an open read that is not the latest")
            for (earlier, later) in zip(reads, reads.dropFirst()) {
                guard let end = earlier.finishedAt, let beginning = later.startedAt ?? later.finishedAt else { continue }
                #expect(end <= beginning, "\(label): read-throughs overlap: \(reads) \(history)")
            }
            // A read-through's entries run from its start up to the next one's; none comes after its finish.
            for (index, read) in reads.enumerated() {
                guard let finish = read.finishedAt else { continue }
                let from = read.startedAt ?? finish
                let next = index + 1 < reads.count ? reads[index + 1].startedAt ?? reads[index + 1].finishedAt : nil
                let after = details.progress.filter { $0.at > finish && $0.at >= from && $0.at < (next ?? .distantFuture) }
                #expect(after.isEmpty, "\(label): pages \(after.map(\.page)) logged after read-through \(index + 1) finished")
            }
            let expected = book.status == .read && book.pageCount != nil
                ? book.pageCount
                : book.status == .toRead && reads.last?.outcome == .read ? nil : try pageOfLatestEntry(of: book.id, in: library)
            #expect(book.currentPage == expected, "\(label): current page \(String(describing: book.currentPage)), the latest entry says \(String(describing: expected)): \(history)")
        }
    }

    /// The page of the book's latest entry (by time, then the order recorded) at or after the
    /// beginning of its latest read-through, read from the stored rows.
    private func pageOfLatestEntry(of id: Int, in library: TestLibrary) throws -> Int? {
        let file = DatabaseFile(path: library.file.path)
        let place = { (line: Substring) -> (at: Double, sequence: Int, page: Int?) in
            let fields = line.split(separator: "|", omittingEmptySubsequences: false)
            return (Double(fields[0]) ?? -.infinity, Int(fields[1]) ?? 0, fields.count > 2 ? Int(fields[2]) : nil)
        }
        let beginning = try file.query(
            "SELECT coalesce(started_at, finished_at), sequence FROM read_throughs WHERE book_id = \(id) ORDER BY id DESC LIMIT 1"
        ).split(separator: "\n").first.map(place)
        let entries = try file.query("SELECT at, sequence, page FROM progress WHERE book_id = \(id)").split(separator: "\n").map(place)
        return entries.filter { entry in beginning.map { (entry.at, entry.sequence) >= ($0.at, $0.sequence) } ?? true }
            .max { ($0.at, $0.sequence) < ($1.at, $1.sequence) }?.page
    }
}
