import Foundation
import Testing
@testable import Networking

@Suite struct TextParsingTests {
    @Test(arguments: [
        ("1965", 1965), ("1965-08", 1965), ("1965-08-01", 1965), ("2003-01-01T00:00:00Z", 2003), (" 2001 ", 2001),
    ])
    func yearsFromGoogleDates(date: String, year: Int) {
        #expect(Volume.year(from: date) == year)
    }

    @Test(arguments: ["", "19th century", "65", "c1965", "19650801", "１９６５"])
    func datesWithoutAYear(date: String) {
        #expect(Volume.year(from: date) == nil)
    }

    @Test func retryAfterForms() {
        let now = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT
        #expect(RetryAfter.delay(from: "120", now: now) == 120)
        #expect(RetryAfter.delay(from: " 0 ", now: now) == 0)
        #expect(RetryAfter.delay(from: "-5", now: now) == nil)
        #expect(RetryAfter.delay(from: "Sun, 06 Nov 1994 08:50:07 GMT", now: now) == 30)
        #expect(RetryAfter.delay(from: "Sunday, 06-Nov-94 08:50:37 GMT", now: now) == 60)
        #expect(RetryAfter.delay(from: "Sun Nov  6 08:51:37 1994", now: now) == 120)
        #expect(RetryAfter.delay(from: "Sun, 06 Nov 1994 08:00:00 GMT", now: now) == 0)
        #expect(RetryAfter.delay(from: "soon", now: now) == nil)
    }

    @Test func remoteMessagesAreOneShortLine() {
        #expect(RemoteErrorBody.oneLine("  a\nb\r\n\tc\u{1B}[31m d\u{200E} ") == "a b c [31m d")
        let long = RemoteErrorBody.oneLine(String(repeating: "x", count: 500))
        #expect(long?.count == 200 && long?.hasSuffix("…") == true)
        #expect(RemoteErrorBody.oneLine(" \n ") == nil)
        #expect(RemoteErrorBody(body: Data("<html>oops</html>".utf8)).message == nil)
    }
}
