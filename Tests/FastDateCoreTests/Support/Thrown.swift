import FastDateCore

/// The typed error a call throws, or `nil` when it returns: lets a test compare kinds
/// without needing the errors' internal initializers.
enum Thrown {
    static func formatError<T>(_ body: () throws(FastDate.FormatError) -> T) -> FastDate.FormatError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }

    static func parseError<T>(_ body: () throws(FastDate.ParseError) -> T) -> FastDate.ParseError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }
}
