import Foundation
import Library
import Testing
import TestSupport

/// A seeded random sequence of commands with random `--at` times (add, start, log,
/// finish, move, dnf, history --remove, undo), checking after every step that each book's
/// timeline is coherent, that a refusal changed nothing, and that undo gives back exactly the
/// library before the change it reverts.
@Suite struct TimelinePropertyTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomCommandsKeepEveryTimelineCoherent(seed: UInt64) throws {
        let library = try TestLibrary()
        var random = SeededGenerator(seed: seed)
        var kept: [String] = []
        for step in 0..<300 {
            library.advance(Double.random(in: 0...(6 * 3600), using: &random))
            let before = try library.snapshot()
            let ids = try library.shelf.books().map(\.id)
            let id = ids.randomElement(using: &random) ?? 1
            // Mostly recent times, sometimes days back, now and then implausible ones.
            let at: Date? = switch Int.random(in: 0..<10, using: &random) {
            case 0...3: nil
            case 4...7: library.now - Double.random(in: 0...(20 * 86_400), using: &random)
            case 8: library.now + Double.random(in: 0...(2 * 86_400), using: &random)
            default: Date(timeIntervalSince1970: -2_300_000_000)
            }
            let shelf = library.shelf
            do {
                switch Int.random(in: 0..<9, using: &random) {
                case 0 where ids.count < 4:
                    var new = NewBook(title: "Book \(step)")
                    new.pageCount = 100
                    new.addedAt = at
                    try shelf.add(new)
                case 1: try shelf.move(id: id, to: .reading, at: at, startingOver: Bool.random(using: &random))
                case 2, 3: try shelf.log(id: id, .page(Int.random(in: 0...100, using: &random)), at: at)
                case 4: try shelf.log(id: id, .pagesOn(Int.random(in: 0...30, using: &random)), at: at)
                case 5: try shelf.move(id: id, to: [.read, .dnf, .toRead].randomElement(using: &random) ?? .read, at: at)
                case 6:
                    let count = try shelf.history(id: id).count
                    try shelf.removeHistoryEntry(id: id, number: Int.random(in: 1...max(count, 1), using: &random))
                case 7:
                    try shelf.undo()
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

    /// Every rule of the timeline, book by book.
    private func checkTimelines(_ library: TestLibrary, step: Int) throws {
        for details in try library.shelf.books().map({ try library.shelf.details(id: $0.id) }) {
            let book = details.book
            let label = "step \(step), #\(book.id)"
            #expect(details.statusHistory.allSatisfy { $0.at >= book.addedAt }, "\(label): a move before added")
            #expect(details.progress.allSatisfy { $0.at >= book.addedAt }, "\(label): a page before added")
            #expect(details.statusHistory.first?.from == nil, "\(label): the first line is the addition")
            for (earlier, later) in zip(details.statusHistory, details.statusHistory.dropFirst()) {
                #expect(later.from == earlier.to, "\(label): moves out of order: \(details.statusHistory)")
            }
            #expect(details.statusHistory.last?.to == book.status, "\(label): the list disagrees with the last move")
            for read in details.readThroughs {
                if let start = read.startedAt, let finish = read.finishedAt {
                    #expect(start <= finish, "\(label): a read finished before it started")
                }
            }
            // A read-through's entries run from its start up to the next one's; none comes after its finish.
            let reads = details.readThroughs
            for (index, read) in reads.enumerated() {
                guard let finish = read.finishedAt else { continue }
                let from = read.startedAt ?? finish
                let next = index + 1 < reads.count ? reads[index + 1].startedAt ?? reads[index + 1].finishedAt : nil
                let after = details.progress.filter { $0.at > finish && $0.at >= from && $0.at < (next ?? .distantFuture) }
                #expect(after.isEmpty, "\(label): pages \(after.map(\.page)) logged after read-through \(index + 1) finished")
            }
            let latest = details.readThroughs.last
            let since = latest?.startedAt ?? latest?.finishedAt ?? .distantPast
            let expected = book.status == .read && book.pageCount != nil
                ? book.pageCount
                : book.status == .toRead && latest?.outcome == .read ? nil : details.progress.last { $0.at >= since }?.page
            #expect(book.currentPage == expected, "\(label): current page \(String(describing: book.currentPage)), latest entry says \(String(describing: expected))")
        }
    }
}
