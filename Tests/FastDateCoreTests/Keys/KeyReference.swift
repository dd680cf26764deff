/// `Spec/keys/keys.md` written the slow, literal way: cut the edges (R0), split on separators
/// (R1), split the pieces into words (R2, R3), write the words (R4). It shares no code
/// with the byte reader, so agreeing with it on vectors and random keys means both
/// read the text the same way.
enum KeyReference {
    static func isSeparator(_ b: UInt8) -> Bool { b == UInt8(ascii: "_") || b == UInt8(ascii: "-") || b == UInt8(ascii: " ") }
    static func isUpper(_ b: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b) }
    static func isLower(_ b: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b) }
    static func isDigit(_ b: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) }
    static func isCaseless(_ b: UInt8) -> Bool { !isUpper(b) && !isLower(b) && !isSeparator(b) }

    static func convert(_ key: [UInt8]) -> [UInt8] {
        // R0
        let lead = key.prefix { $0 == UInt8(ascii: "_") }.count
        guard lead < key.count else { return key }
        let trail = key.reversed().prefix { $0 == UInt8(ascii: "_") }.count
        let body = Array(key[lead..<(key.count - trail)])
        guard body.contains(where: { !isSeparator($0) }) else { return key }

        // R1, then R2 and R3 inside each piece.
        var words: [[UInt8]] = []
        for piece in body.split(whereSeparator: isSeparator).map(Array.init) {
            var word: [UInt8] = []
            for (j, b) in piece.enumerated() {
                if j > 0 && isUpper(b) {
                    let before = piece[j - 1]
                    let hump = isLower(before) || isCaseless(before)
                    let acronymEnds = isUpper(before) && j + 1 < piece.count && isLower(piece[j + 1])
                    if hump || acronymEnds {
                        words.append(word)
                        word = []
                    }
                }
                word.append(b)
            }
            words.append(word)
        }

        // R4
        var out = Array(key[..<lead])
        for (n, word) in words.enumerated() {
            var written = word.map { isUpper($0) ? $0 + 32 : $0 }
            if n > 0, let first = written.firstIndex(where: { !isDigit($0) }), isLower(written[first]) {
                written[first] -= 32
            }
            out += written
        }
        out += key[(key.count - trail)...]
        return out
    }
}
