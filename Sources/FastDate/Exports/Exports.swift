// `import FastDate` gives users the whole core (`FastDate.parse`, `FastDate.Timestamp`, …)
// as well as the Foundation and Codable integration in this module.
@_exported import FastDateCore
