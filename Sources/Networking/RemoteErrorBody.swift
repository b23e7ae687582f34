internal import Essentials
import Foundation
internal import JSON

/// The useful part of an error body: Google's `{"error": {"message", "status", "errors":
/// [{"reason"}], "details": [{"reason"}]}}` or the dictionary's `{"title", "message"}`. The message
/// is reduced to one short line; the rest of the body is never shown.
struct RemoteErrorBody: Equatable {
    /// The server's explanation, one line, or nil when the body has none (an HTML page, say).
    var message: String?
    /// Google's machine-readable reasons and status, e.g. `dailyLimitExceeded`, `RESOURCE_EXHAUSTED`.
    var reasons: [String]
    /// Google's `details[].metadata.quota_limit` names, e.g. `defaultPerDayPerProject`.
    var quotaLimits: [String]

    private static let maximumMessageLength = 200

    /// Reads `body`, hiding `secret` in the message before it is shortened, so no part of the
    /// key can survive at the cut.
    init(body: Data, hiding secret: SecretRedaction = SecretRedaction(secret: nil)) {
        message = nil
        reasons = []
        quotaLimits = []
        guard let object = try? JSONReader.parse(body), object.objectValue != nil else { return }
        let line = { (text: String?) in Self.oneLine(text.map(secret.redact)) }
        if let error = object["error"], error.objectValue != nil {
            message = line(error["message"]?.stringValue)
            let entries = (JSONField.objects(error["errors"]) ?? []) + (JSONField.objects(error["details"]) ?? [])
            reasons = entries.compactMap { $0["reason"]?.stringValue } + [error["status"]?.stringValue].compactMap { $0 }
            quotaLimits = entries.compactMap { $0["metadata"]?["quota_limit"]?.stringValue }
        } else if let error = object["error"]?.stringValue {
            message = line(error)
        } else {
            message = line(object["title"]?.stringValue ?? object["message"]?.stringValue)
        }
    }

    /// The error for a final non-2xx response of `service`.
    func error(status: Int, service: NetworkService) -> NetworkError {
        switch status {
        case 400 where mentionsKey: .invalidAPIKey(message: message)
        case 400: .badRequest(service, message: message)
        case 401, 403:
            if mentionsQuota {
                .rateLimited(service, message: message)
            } else if mentionsKey {
                .invalidAPIKey(message: message)
            } else {
                .forbidden(service, message: message)
            }
        case 404: .notFound(service, message: message)
        case 429 where isDailyQuota: .dailyQuotaUsedUp(service, message: message, remembered: false)
        case 429: .rateLimited(service, message: message)
        case 500...599: .serverError(service, status: status)
        default: .httpStatus(service, status: status, message: message)
        }
    }

    /// True when the quota that ran out is counted per day (`defaultPerDayPerProject`), which no
    /// wait within one command can outlast.
    var isDailyQuota: Bool {
        quotaLimits.contains { $0.lowercased().contains("perday") }
    }

    private var lowercasedReasons: [String] { reasons.map { $0.lowercased() } }

    /// Google's quota reasons: dailyLimitExceeded, rateLimitExceeded, userRateLimitExceeded,
    /// quotaExceeded, RATE_LIMIT_EXCEEDED and the status RESOURCE_EXHAUSTED.
    private var mentionsQuota: Bool {
        lowercasedReasons.contains {
            $0.contains("limitexceeded") || $0.contains("limit_exceeded") || $0.contains("quota")
                || $0 == "resource_exhausted"
        }
    }

    /// Google's key reasons: keyInvalid, keyExpired, API_KEY_INVALID, API_KEY_SERVICE_BLOCKED, ….
    private var mentionsKey: Bool {
        lowercasedReasons.contains { $0.hasPrefix("key") || $0.contains("api_key") }
    }

    /// Control characters and line breaks become spaces, runs of spaces collapse, and long
    /// messages are cut, so a hostile or chatty server cannot flood or reshape the output line.
    static func oneLine(_ text: String?) -> String? {
        guard let text else { return nil }
        var line = ""
        var lastWasSpace = true
        for scalar in text.unicodeScalars {
            let isSpace = scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
                || scalar.properties.generalCategory == .format
            if isSpace {
                if !lastWasSpace { line.append(" ") }
                lastWasSpace = true
            } else {
                line.unicodeScalars.append(scalar)
                lastWasSpace = false
            }
        }
        line = Whitespace.trimmed(line, newlines: false)
        if line.count > maximumMessageLength { line = String(line.prefix(maximumMessageLength - 1)) + "…" }
        return line.isEmpty ? nil : line
    }
}
