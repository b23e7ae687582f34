import Foundation

/// The process's environment variables, read once at start.
public enum ProcessEnvironment {
    /// Every variable by name. Read straight from `environ` where the C library exposes it:
    /// `ProcessInfo.environment` costs a short command several hundred thousand instructions,
    /// a tenth of `shelf --version`. A name given twice keeps its first value, as `getenv` does.
    public static func current() -> [String: String] {
        #if canImport(Glibc)
            var variables: [String: String] = [:]
            let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
            var next = start
            while let entry = next?.pointee {
                next = next.map { $0 + 1 }
                guard let equals = strchr(entry, Int32(UInt8(ascii: "="))) else { continue }
                let name = String(decoding: UnsafeRawBufferPointer(start: entry, count: entry.distance(to: equals)), as: UTF8.self)
                if variables[name] == nil { variables[name] = String(cString: equals + 1) }
            }
            return variables
        #else
            return ProcessInfo.processInfo.environment
        #endif
    }
}
