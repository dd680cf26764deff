#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#elseif canImport(WASILibc)
import WASILibc
#elseif canImport(ucrt)
import ucrt
#endif

extension FastDate.TimeZone {
    /// The zone named `identifier` in the system's time zone database: the TZif file of
    /// that name under `TZDIR`, else `/usr/share/zoneinfo`, read by the core, with no
    /// Foundation time zone (`Spec/time-zones/time-zones.md`, "Where zones come from").
    ///
    /// `UTC` and fixed offsets (`+05:30`, `-0800`, `+09`) need no file. A zone is read once
    /// and kept for the life of the process, so asking again costs a dictionary lookup.
    /// This works with FoundationEssentials alone, where Foundation's
    /// `TimeZone(identifier:)` finds no zone on Linux.
    ///
    /// ```swift
    /// let paris = try FastDate.TimeZone(identifier: "Europe/Paris")
    /// ```
    /// - Throws: `FastDate.TimeZoneError`: `unknownIdentifier` when the database has no
    ///   such zone, `invalidIdentifier` for a name that cannot be one (`../etc/passwd`), or
    ///   the TZif reader's error for a file that is not valid TZif.
    public init(identifier: String) throws(FastDate.TimeZoneError) {
        if let fixed = FastDate.TimeZone.fixed(named: identifier) {
            self = fixed
            return
        }
        self = try SystemZoneDatabase.zone(identifier)
    }

    /// The zone a name in a text (an RFC 9557 annotation, a pattern's `Codable` form)
    /// stands for: the system's database, else Foundation's own, as on an Apple platform
    /// whose files are elsewhere; `nil` when neither has it.
    static func named(_ identifier: String) -> FastDate.TimeZone? {
        if let zone = try? FastDate.TimeZone(identifier: identifier) { return zone }
        return TimeZone(identifier: identifier).map(FastDate.TimeZone.init)
    }
}

/// The system's TZif files, read once per zone and kept.
package enum SystemZoneDatabase {
    /// `TZDIR`, as the C library reads it, else `/usr/share/zoneinfo`. Read with `getenv`
    /// at each lookup, as before, but without `ProcessInfo.environment`, which copies the
    /// whole environment into a dictionary at every call (tens of microseconds: most of a
    /// cached zone's lookup, and of an RFC 9557 text's with a zone name).
    package static var directory: String {
        guard let value = getenv("TZDIR"), value.pointee != 0 else { return "/usr/share/zoneinfo" }
        return String(cString: value)
    }

    /// The zone `identifier` from the database in `directory` (the tests name a folder
    /// of their own).
    package static func zone(_ identifier: String, in directory: String = directory) throws(FastDate.TimeZoneError) -> FastDate.TimeZone {
        guard FastDate.TimeZone.isDatabaseName(identifier) else { throw FastDate.TimeZoneError(.invalidIdentifier) }
        let key = directory + "/" + identifier
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *),
           let kept = Cache.shared.withLock({ $0[key] }) {
            return kept
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: key))
        } catch {
            // A folder of zones (`America`) is no zone either.
            let isFolder = (try? FileManager.default.contentsOfDirectory(atPath: key)) != nil
            throw FastDate.TimeZoneError(FileManager.default.fileExists(atPath: key) && !isFolder ? .unreadable : .unknownIdentifier)
        }
        let zone = try FastDate.TimeZone(identifier: identifier, tzif: data)
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            Cache.shared.withLock { $0[key] = zone }
        }
        return zone
    }

    /// Zones by path: a database has a few hundred, and only zones that were read are kept.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    private enum Cache {
        static let shared = Mutex<[String: FastDate.TimeZone]>([:])
    }
}
