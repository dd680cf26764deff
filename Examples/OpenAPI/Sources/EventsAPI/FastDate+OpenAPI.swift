import FastDate
import OpenAPIRuntime

// The one line that puts FastDate into generated code. `FastDate.DateTranscoder` declares
// exactly the protocol's two methods, so the extension is empty; `@retroactive` because both
// the type and the protocol belong to other packages.
extension FastDate.DateTranscoder: @retroactive OpenAPIRuntime.DateTranscoder {}

extension OpenAPIRuntime.Configuration {
    /// The configuration this API's server and client share: every `format: date-time` read
    /// as `.iso8601` (`Z`, `+01:00`, `+0100`, any fraction) and written as `toISOString()`
    /// writes it.
    public static var fastDate: Self { .init(dateTranscoder: FastDate.DateTranscoder()) }
}
