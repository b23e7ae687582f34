import Foundation
import Testing

/// A time typed is read in the zone it is shown in, whatever TZ holds: a zone's name (with or
/// without the C library's leading colon), a POSIX rule, or a name with no zone file, which the C
/// library (and so `date`) takes as UTC. `TZ=PST` was read as Pacific time and shown as UTC.
@Suite struct TimeZoneRuleTests {
    @Test(arguments: [
        ("PST", "2026-11-20T10:00:00Z"), ("", "2026-11-20T10:00:00Z"), ("Europe/Paris", "2026-11-20T09:00:00Z"),
        (":Europe/Paris", "2026-11-20T09:00:00Z"), ("EST5EDT", "2026-11-20T15:00:00Z"), ("<+03>-3", "2026-11-20T07:00:00Z"),
    ])
    func aTimeTypedIsShownAsTyped(zone: String, stored: String) throws {
        var shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        shelf.environment["TZ"] = zone
        try shelf.expectSuccess(["add", "--title", "Dune", "--at", "2026-11-20T10:00"])
        #expect(try shelf.expectSuccess(["history", "dune"]).contains("2026-11-20 10:00  added to to-read"), "TZ=\(zone)")
        #expect(try shelf.expectSuccess(["history", "dune", "--json"]).contains("\"at\": \"\(stored)\""), "TZ=\(zone)")
    }
}
