import Foundation

/// How long the exhaustive tests run. The README's `swift test` takes the short length, a
/// newcomer's few minutes on two cores; CI's test step sets `FASTDATE_LONG_TESTS=1` for the
/// long one (`.ci/run`), which checks every case the short length samples.
public enum TestLength {
    /// Whether `FASTDATE_LONG_TESTS=1`.
    public static let isLong = ProcessInfo.processInfo.environment["FASTDATE_LONG_TESTS"] == "1"

    /// Every element of `values` in a long run; in a short one, every `stride`-th (from the
    /// first), so a short run still meets every kind of case the long one does.
    public static func sample<T>(_ values: [T], every stride: Int) -> [T] {
        isLong ? values : everyNth(values, stride)
    }

    /// Every `stride`-th element of `values`, from the first; all of them for a stride of 1
    /// or less.
    public static func everyNth<T>(_ values: [T], _ stride: Int) -> [T] {
        stride <= 1 ? values : values.enumerated().filter { $0.offset % stride == 0 }.map(\.element)
    }

    /// `long` in a long run, `short` in a short one.
    public static func choose<T>(short: T, long: T) -> T { isLong ? long : short }
}
