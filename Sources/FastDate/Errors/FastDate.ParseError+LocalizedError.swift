#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FastDate.ParseError: LocalizedError {
    /// The same sentence as `FastDate.ParseError.description`, such as
    /// "day 30 is out of range for February 2021 at byte 8", so that
    /// `error.localizedDescription` and logging frameworks show the reason rather than
    /// Foundation's generic "The operation could not be completed".
    public var errorDescription: String? { description }
}

extension FastDate.FormatError: LocalizedError {
    /// The same sentence as `FastDate.FormatError.description`.
    public var errorDescription: String? { description }
}
