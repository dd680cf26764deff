import FastDate
import Foundation
import Vapor

/// A reminder: an instant to ring at, and the day it belongs to.
public struct Reminder: Content {
    public var id: Int?
    public var title: String
    /// An instant, sent as any date text a client writes.
    public var ringsAt: Date
    /// A day, not an instant: `"2024-01-15"` stays the 15th wherever the server runs.
    public var day: FastDate.LocalDate
    /// When the server stored it, in whole seconds: also its `Last-Modified` date.
    public var stored: Date?
}
