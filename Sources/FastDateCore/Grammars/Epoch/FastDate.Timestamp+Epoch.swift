extension FastDate.Timestamp {
    /// The instant `value` units after 1970-01-01T00:00:00Z, exactly.
    ///
    /// For epoch numbers that arrive as integers (a JSON number already decoded to `Int64`):
    /// printing them only to read them back would cost more than this floor division.
    /// Negative values count back from 1970, so −1 ms is 1969-12-31T23:59:59.999Z.
    /// - Throws: ``FastDate/ParseError`` of kind `outOfRange` (offset 0) outside ±8.64e15 ms,
    ///   the same rule as ``FastDate/Format/epoch(_:)``.
    public init(epoch value: Int64, unit: FastDate.EpochUnit) throws(FastDate.ParseError) {
        let perSecond = unit.unitsPerSecond
        let (seconds, remainder) = floorDivision(value, by: perSecond)
        self.init(unchecked: seconds, Int32(truncatingIfNeeded: remainder * (.nanosecondsPerSecond / perSecond)), 0)
        guard isInSupportedRange else { throw FastDate.ParseError(.outOfRange, offset: 0) }
    }
}
