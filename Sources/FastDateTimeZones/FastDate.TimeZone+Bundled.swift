internal import CFastDateTimeZones
// The fuzz target (`Scripts/fuzz.sh`) compiles this file into one module with the core's
// sources, where there is no FastDateCore to import.
#if canImport(FastDateCore)
import FastDateCore
#endif

extension FastDate.TimeZone {
    /// The zone named `identifier` in the database this product carries: every IANA zone
    /// and link name (`Europe/Paris`, `US/Eastern`, `Asia/Calcutta`), compiled from the tzdata
    /// release ``bundledDatabaseVersion`` (`Spec/time-zones/time-zones.md`, "The bundled
    /// database").
    ///
    /// For containers without tzdata, Embedded Swift and builds that must give the same
    /// answer everywhere; only an app that links `FastDateTimeZones` carries its 320 kB.
    /// Each call reads the zone's TZif bytes anew: keep the value.
    ///
    /// ```swift
    /// import FastDateTimeZones
    ///
    /// let tokyo = try FastDate.TimeZone(bundledIdentifier: "Asia/Tokyo")
    /// ```
    /// - Throws: ``FastDate/TimeZoneError`` `unknownIdentifier` for a name the database
    ///   does not have.
    public init(bundledIdentifier identifier: String) throws(FastDate.TimeZoneError) {
        guard let bytes = Self.bundledBytes(identifier) else { throw FastDate.TimeZoneError(.unknownIdentifier) }
        try self.init(identifier: identifier, tzif: bytes)
    }

    /// The bundled TZif bytes of `identifier`, in place in the library's data.
    private static func bundledBytes(_ identifier: String) -> UnsafeRawBufferPointer? {
        var name = identifier
        let index = name.withUTF8 { fastdate_tzdb_find($0.baseAddress, $0.count) }
        var length = 0
        guard index >= 0, let bytes = fastdate_tzdb_tzif(index, &length) else { return nil }
        return UnsafeRawBufferPointer(start: bytes, count: length)
    }

    /// Every name the bundled database has, in byte order.
    public static var bundledIdentifiers: [String] {
        (0..<fastdate_tzdb_count()).map { String(cString: fastdate_tzdb_name($0)) }
    }

    /// The tzdata release the bundled database was compiled from, such as `2025b`.
    public static var bundledDatabaseVersion: String { String(cString: fastdate_tzdb_version()) }
}

extension FastDate.TimeZone {
    /// The bundled TZif bytes of `identifier`, for the package's tests and fuzz targets.
    package static func bundledTZif(_ identifier: String) -> [UInt8]? {
        bundledBytes(identifier).map { Array($0) }
    }
}
