import Testing
@testable import Networking

/// `JSONField` reads blank strings, wrong types and stray list elements as absent.
@Suite struct JSONFieldTests {
    @Test func textReadsBlankAndWrongTypesAsAbsent() {
        #expect(JSONField.text(.string("  Dune \n")) == "Dune")
        #expect(JSONField.text(.string(" \u{3000} ")) == nil)
        #expect(JSONField.text(.number(1)) == nil)
        #expect(JSONField.text(nil) == nil)
        #expect(JSONField.texts(.array([.string("a"), .null, .string(" "), .string(" b ")])) == ["a", "b"])
        #expect(JSONField.texts(.string("a")) == [])
        #expect(JSONField.objects(.array([.object([:]), .object(["k": .null])]))?.count == 2)
        #expect(JSONField.objects(.array([.object([:]), .string("stray")])) == nil)
        #expect(JSONField.objects(.array([])) == [])
    }
}
