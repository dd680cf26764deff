extension FastDate {
    /// What a date-time that writes both a UTC offset and a time zone names when the two
    /// disagree (`2024-07-12T15:00:00+01:00[Europe/Paris]`, where Paris is at +02:00): the
    /// zone's rules changed after the text was written, or the text is wrong
    /// (`Spec/rfc9557/rfc9557.md`). Temporal's `offset` option, by other names.
    ///
    /// ```swift
    /// let text = "2024-07-12T15:00:00+01:00[Europe/Paris]"
    /// try FastDate.parseZonedDate(text, offsetConflict: .preferOffset).timestamp.description
    /// // "2024-07-12T16:00:00+02:00": 14:00 UTC, shown at Paris's offset
    /// ```
    public enum OffsetConflict: Sendable, Hashable, CaseIterable {
        /// Refuse the text: `ParseError.Kind.offsetMismatch`. The default, as Temporal's
        /// (`offset: "reject"`): either answer would be a guess.
        case reject
        /// The written offset names the instant; the zone then says its local time
        /// (Temporal's `"use"`).
        case preferOffset
        /// The written local date-time is placed in the zone, as if no offset were written
        /// (Temporal's `"ignore"`).
        case preferZone
    }
}
