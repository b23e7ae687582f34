import Foundation
import Testing
@testable import Essentials

/// `ProcessEnvironment` reads what `ProcessInfo` reads, values with `=` and non-ASCII text included.
@Suite struct ProcessEnvironmentTests {
    @Test func readsEveryVariableAsFoundationDoes() {
        setenv("SHELF_ENVIRONMENT_TEST", "a=b é", 1)
        setenv("SHELF_ENVIRONMENT_EMPTY", "", 1)
        defer {
            unsetenv("SHELF_ENVIRONMENT_TEST")
            unsetenv("SHELF_ENVIRONMENT_EMPTY")
        }
        let read = ProcessEnvironment.current()
        #expect(read["SHELF_ENVIRONMENT_TEST"] == "a=b é")
        #expect(read["SHELF_ENVIRONMENT_EMPTY"] == "")
        #expect(read == ProcessInfo.processInfo.environment)
    }
}
