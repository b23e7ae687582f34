import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The local time zone as the C library knows it: the zone `LocalTimeText` shows times in, and
/// the one `date` and every other program on the machine use, so a time typed is read in the zone
/// it is shown in. Found from the environment shelf has already read: Foundation's
/// `TimeZone.current` reads the process's environment twice through `ProcessInfo`, over 700,000
/// instructions, a twentieth of a `shelf show`, and it also takes `TZFILE` and abbreviations such
/// as `TZ=PST`, which the C library does not (it shows UTC for `PST`: the times would be read as
/// Pacific and shown as UTC).
enum LocalTimeZone {
    static func find(in environment: [String: String]) -> TimeZone {
        #if os(Linux)
            let folder = environment["TZDIR"] ?? "/usr/share/zoneinfo"
            guard let rule = environment["TZ"] else {
                return linkedZone(under: folder) ?? abbreviatedZone(under: folder) ?? offsetNow()
            }
            // `:Europe/Paris` names a zone as `Europe/Paris` does; an empty TZ is UTC.
            let name = rule.hasPrefix(":") ? String(rule.dropFirst()) : rule
            if name.isEmpty { return utc }
            // A name with no zone file is a POSIX rule (`<+03>-3`, `CET-1CEST,M3.5.0,M10.5.0/3`)
            // or not a zone at all (`PST`, which the C library takes as UTC): its offset now.
            return zone(atPath: name.hasPrefix("/") ? name : folder + "/" + name, under: folder) ?? offsetNow()
        #else
            return .current
        #endif
    }

    #if os(Linux)
        private static let utc = TimeZone(secondsFromGMT: 0) ?? .current

        /// The zone whose file is at `path`, when it is a readable file in the zone folder.
        private static func zone(atPath path: String, under folder: String) -> TimeZone? {
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            guard path.hasPrefix(prefix), access(path, R_OK) == 0 else { return nil }
            return TimeZone(identifier: String(path.dropFirst(prefix.count)))
        }

        /// The zone `/etc/localtime` links to (`/usr/share/zoneinfo/Europe/Paris` is `Europe/Paris`).
        private static func linkedZone(under folder: String) -> TimeZone? {
            var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink("/etc/localtime", &target, Int(PATH_MAX))
            guard length > 0 else { return nil }
            let path = String(decoding: target[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard let start = path.range(of: "/zoneinfo/") else { return nil }
            // A `String` of the name first: `+` with a `Substring` is the generic append, whose
            // first call costs the runtime a search of every protocol conformance.
            let name = String(path[start.upperBound...])
            return zone(atPath: folder + "/" + name, under: folder)
        }

        /// The zone the C library names now (`CET` for a copy of the Paris zone in
        /// `/etc/localtime`), when the zone folder has a file of that name, which keeps its rules.
        private static func abbreviatedZone(under folder: String) -> TimeZone? {
            guard let abbreviation = localNow()?.tm_zone else { return nil }
            return zone(atPath: folder + "/" + String(cString: abbreviation), under: folder)
        }

        /// The C library's offset from UTC now, as a fixed zone.
        private static func offsetNow() -> TimeZone {
            guard let now = localNow() else { return utc }
            return TimeZone(secondsFromGMT: Int(now.tm_gmtoff)) ?? utc
        }

        private static func localNow() -> tm? {
            tzset()
            var now = time(nil)
            var local = tm()
            return localtime_r(&now, &local) == nil ? nil : local
        }
    #endif
}
