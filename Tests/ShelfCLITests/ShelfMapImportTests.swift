import Foundation
import Testing

/// `shelf import --shelf-map` end to end, through the built binary.
@Suite struct ShelfMapImportTests {
    private static let export = #"""
        Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies
        18490,Frankenstein,Mary Wollstonecraft Shelley,"Shelley, Mary Wollstonecraft",,"=""0486282112""","=""9780486282114""",0,3.83,Dover Publications,Paperback,166,1994,1818,,2021/02/11,брошено,брошено (#1),брошено,,,,0,0
        2767052,The Hunger Games,Suzanne Collins,"Collins, Suzanne",,"=""0439023483""","=""9780439023481""",0,4.34,Scholastic Press,Hardcover,374,2008,2008,,2022/05/03,on-hold,on-hold (#1),on-hold,,,,0,0

        """#

    @Test func mapsShelvesTheReaderNamesAndRecognisesAbandonedOnes() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let result = try shelf.run(["import", "-", "--shelf-map", "On Hold=dnf", "--json"], input: Self.export)
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"added\": 2"))
        let dnf = try shelf.output(["list", "dnf", "--json"])
        #expect(dnf.contains("\"title\": \"Frankenstein\""))
        #expect(dnf.contains("\"title\": \"The Hunger Games\""))
        #expect(try shelf.output(["list", "to-read", "--json"]).contains("Frankenstein") == false)
    }

    @Test func aMappedShelfNoRowIsOnIsNamed() throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let result = try shelf.run(
            ["import", "-", "--shelf-map", "on-hodl=dnf", "--shelf-map", "On Hold=dnf", "--shelf-map", "read=read"], input: Self.export)
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix(
            "Not used: --shelf-map \"on-hodl\" — no row of the file is on that shelf; check the spelling against the shelves the file has\n"),
            "\(result.stdout)")
        let json = try shelf.output(["import", "-", "--dry-run", "--json", "--shelf-map", "nosuch=read"], input: Self.export)
        #expect(json.contains(#""unusedShelfMaps": ["#) && json.contains(#""nosuch""#), "\(json)")
    }

    @Test(arguments: [["on-hold"], ["=dnf"], ["on-hold=later"], ["abandoned=read", "Abandoned=dnf"]])
    func aBadMappingIsOneLineAndChangesNothing(mappings: [String]) throws {
        let shelf = try ShelfProcess()
        defer { shelf.cleanUp() }
        let result = try shelf.run(["import", "-"] + mappings.flatMap { ["--shelf-map", $0] }, input: Self.export)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("shelf: "))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try shelf.librarySnapshot().contains("INSERT INTO books") == false)
    }
}
