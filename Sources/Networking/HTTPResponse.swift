import Foundation

/// What came back over the wire for one attempt, before any interpretation.
struct HTTPResponse: Sendable {
    /// The status code.
    var status: Int
    /// Headers with lowercased names.
    var headers: [String: String]
    /// The body bytes as received.
    var body: Data

    /// The header named `name`, compared case-insensitively.
    func header(_ name: String) -> String? { headers[name.lowercased()] }
}
