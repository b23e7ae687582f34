import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The local time zone, found from the environment shelf has already read. Foundation's
/// `TimeZone.current` reads the process's environment twice through `ProcessInfo`, over 700,000
/// instructions, a twentieth of a `shelf show`; this looks in the same places in the same order:
/// `TZFILE`, then `TZ` (an abbreviation such as `PST`, else a zone's name), then the zone
/// `/etc/localtime` links to, then the zone the C library names, and GMT when none is known.
enum LocalTimeZone {
    static func find(in environment: [String: String]) -> TimeZone {
        #if os(Linux)
            if let file = environment["TZFILE"], let zone = TimeZone(identifier: file) { return zone }
            if let name = environment["TZ"] {
                if let full = TimeZone.abbreviationDictionary[name], let zone = TimeZone(identifier: full) { return zone }
                if let zone = TimeZone(identifier: name) { return zone }
            }
            if let zone = linkedZone() { return zone }
            tzset()
            var now = time(nil)
            var local = tm()
            if localtime_r(&now, &local) != nil, let abbreviation = local.tm_zone,
                let zone = TimeZone(identifier: String(cString: abbreviation))
            {
                return zone
            }
            return TimeZone(secondsFromGMT: 0) ?? .current
        #else
            return .current
        #endif
    }

    #if os(Linux)
        /// The zone `/etc/localtime` links to: the part of its target after the zone folder
        /// (`/usr/share/zoneinfo/Europe/Paris` is `Europe/Paris`).
        private static func linkedZone() -> TimeZone? {
            var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink("/etc/localtime", &target, Int(PATH_MAX))
            guard length > 0 else { return nil }
            let path = String(decoding: target[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard let folder = path.range(of: "/usr/share/zoneinfo/") else { return nil }
            return TimeZone(identifier: String(path[folder.upperBound...]))
        }
    #endif
}
