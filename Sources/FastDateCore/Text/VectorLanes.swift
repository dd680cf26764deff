/// Lane-wise operations that SSE2 and NEON have as one instruction but the standard library
/// does not inline: written so that the optimizer finds that instruction (checked in the
/// assembly of the column door's readers, `JavaScriptLanes` and `EpochLanes`).
extension SIMD16 where Scalar == UInt8 {
    /// The larger byte of each lane (`pmaxub`). The standard library's `pointwiseMax` is
    /// not inlined for 16 lanes: a call per use.
    @inline(__always)
    func lanewiseMaximum(_ other: Self) -> Self { replacing(with: other, where: self .< other) }
}

extension SIMD8 where Scalar == UInt8 {
    /// The larger byte of each lane (`pmaxub` on the low half of a register).
    @inline(__always)
    func lanewiseMaximum(_ other: Self) -> Self { replacing(with: other, where: self .< other) }
}
