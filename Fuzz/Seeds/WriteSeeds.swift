// Writes every Spec vector's input bytes as one file each, the fuzzer's starting corpus.
// A separate little program (not part of the fuzz target) so seeding needs nothing but the
// Swift toolchain: `write-seeds <output folder> <vector folder>...`, each folder searched
// recursively for `*.json` (each `Spec/<grammar>/vectors`).
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: write-seeds <output folder> <vector folder>...\n".utf8))
    exit(2)
}
let output = URL(fileURLWithPath: arguments[1])
try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)

func bytes(fromHex hex: String) -> Data? {
    let digits = Array(hex.utf8)
    guard digits.count % 2 == 0 else { return nil }
    var data = Data()
    for i in stride(from: 0, to: digits.count, by: 2) {
        guard let byte = UInt8(String(decoding: digits[i...i + 1], as: UTF8.self), radix: 16) else { return nil }
        data.append(byte)
    }
    return data
}

var written = 0
var files: [URL] = []
for folder in arguments.dropFirst(2).map({ URL(fileURLWithPath: $0) }) {
    guard let paths = FileManager.default.subpaths(atPath: folder.path) else {
        FileHandle.standardError.write(Data("\(folder.path): no such folder\n".utf8))
        exit(1)
    }
    files += paths.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
}
for file in files {
    let name = file.deletingLastPathComponent().lastPathComponent + "-" + file.lastPathComponent
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
    // `patterns/vectors/dateformatter.json` groups its vectors by pattern, each an array of
    // [instant, text, instant]: a few texts of each, after the pattern and 0x01, the
    // separator `PatternInvariants` splits the pattern from the text at.
    if let file = json as? [String: Any], let groups = file["patterns"] as? [[String: Any]] {
        for (group, entry) in groups.enumerated() {
            guard let pattern = entry["pattern"] as? String, let list = entry["vectors"] as? [[Any]] else { continue }
            for (index, vector) in list.prefix(8).enumerated() {
                guard let text = vector.count > 1 ? vector[1] as? String : nil else { continue }
                try Data((pattern + "\u{1}" + text).utf8)
                    .write(to: output.appendingPathComponent("\(name.dropLast(5))-\(group)-\(index)"))
                written += 1
            }
        }
        continue
    }
    // `patterns/vectors/strftime.json` groups its texts by strftime format: a few written
    // and near texts of each, after the format and 0x01, as for the patterns above.
    if let file = json as? [String: Any], let groups = file["formats"] as? [[String: Any]] {
        for (group, entry) in groups.enumerated() {
            guard let format = entry["format"] as? String, let list = entry["written"] as? [[Any]],
                  let near = entry["read"] as? [[Any]] else { continue }
            let texts = list.prefix(4).compactMap { $0.count > 2 ? $0[2] as? String : nil }
                + near.prefix(4).compactMap { $0.first as? String }
            for (index, text) in texts.enumerated() {
                try Data((format + "\u{1}" + text).utf8)
                    .write(to: output.appendingPathComponent("\(name.dropLast(5))-\(group)-\(index)"))
                written += 1
            }
        }
        continue
    }
    // `time-zones/vectors/zones.json` holds instants, not texts: its seeds are TZif files,
    // which `Scripts/fuzz.sh` adds from the system's database.
    if let file = json as? [String: Any], file["zones"] != nil { continue }
    // `arithmetic/vectors/spans*.json` hold operations on values (`cases`), not texts to read:
    // `SpanInvariants` makes its values from the input's bytes.
    if let file = json as? [String: Any], file["cases"] != nil { continue }
    guard let file = json as? [String: Any], let list = file["vectors"] as? [[String: Any]] else {
        FileHandle.standardError.write(Data("\(name): not a vector file\n".utf8))
        exit(1)
    }
    for (index, vector) in list.enumerated() {
        // Parse vectors give their input; format vectors give text the parser must read back.
        let seed: Data?
        if let text = vector["input"] as? String {
            seed = Data(text.utf8)
        } else if let hex = vector["inputHex"] as? String {
            seed = bytes(fromHex: hex)
        } else {
            seed = (vector["expected"] as? String).map { Data($0.utf8) }
        }
        guard var seed else { continue }
        // A pattern vector's text follows its pattern and 0x01, as `PatternInvariants` reads it.
        if let pattern = vector["pattern"] as? String { seed = Data((pattern + "\u{1}").utf8) + seed }
        try seed.write(to: output.appendingPathComponent("\(name.dropLast(5))-\(index)"))
        written += 1
    }
}
print("wrote \(written) seeds from \(files.count) vector files")
