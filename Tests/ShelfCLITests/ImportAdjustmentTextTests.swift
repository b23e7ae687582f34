import Library
@testable import ShelfCLI
import Testing

/// The summary line of values an import left empty.
@Suite struct ImportAdjustmentTextTests {
    @Test func eachColumnIsNamedOnceWithItsFirstValueHowManyMoreAndLines() {
        let line = ImportAdjustmentText.line([
            ImportAdjustment(column: "Year Published", value: "65535", lines: [364], count: 1),
            ImportAdjustment(column: "Date Added", value: "1800/01/01", lines: [2, 4, 9], count: 5),
        ])
        #expect(line == "6 values left empty: Year Published \"65535\" (line 364), Date Added \"1800/01/01\" and 4 more (lines 2, 4, 9 and 2 more)")
        #expect(ImportAdjustmentText.line([]) == nil)
    }

    @Test func twoValuesOnOneLineNameTheLineOnce() {
        let line = ImportAdjustmentText.line([ImportAdjustment(column: "Dates Read", value: "2022/13-2022/14", lines: [5, 5], count: 2)])
        #expect(line == "2 values left empty: Dates Read \"2022/13-2022/14\" and 1 more (line 5)")
    }
}
