import Foundation

/// What every key-strategy row decodes: five properties, one of them all acronym (`id`),
/// two with one (`userId`, `httpStatus`), two plain.
struct KeyedAccount: Decodable, Equatable {
    var id: Int
    var userId: Int
    var displayName: String
    var isActive: Bool
    var httpStatus: Int
}

/// The same shape with every property optional, for the strategy that cannot map every
/// key of the mixed document: it decodes what it can, and the audit counts the rest.
struct LenientAccount: Decodable {
    var id: Int?
    var userId: Int?
    var displayName: String?
    var isActive: Bool?
    var httpStatus: Int?

    var mappedCount: Int {
        [id != nil, userId != nil, displayName != nil, isActive != nil, httpStatus != nil].filter { $0 }.count
    }
}

/// A JSON array of accounts (~8 kB, the size of a typical API page) written three ways
/// from one seeded list of values: keys in every case style, keys all in snake_case, and
/// keys already lowerCamelCase.
struct KeyDocuments {
    /// How a backend spells a property name.
    enum Style: CaseIterable {
        case snake, screamingSnake, kebab, upperCamel, lowerCamel, lowerCamelAcronyms, title

        /// `words` as this style writes them; acronyms are written in capitals where the
        /// style keeps capitals (`UserID`, `HTTPStatus`, `userID`).
        func key(_ words: [(word: String, acronym: Bool)]) -> String {
            func capitalized(_ w: (word: String, acronym: Bool)) -> String {
                w.acronym ? w.word.uppercased() : w.word.prefix(1).uppercased() + w.word.dropFirst()
            }
            switch self {
            case .snake: return words.map(\.word).joined(separator: "_")
            case .screamingSnake: return words.map { $0.word.uppercased() }.joined(separator: "_")
            case .kebab: return words.map(\.word).joined(separator: "-")
            case .upperCamel: return words.map(capitalized).joined()
            case .lowerCamel: return words[0].word + words.dropFirst().map { $0.word.prefix(1).uppercased() + $0.word.dropFirst() }.joined()
            case .lowerCamelAcronyms: return words[0].word + words.dropFirst().map(capitalized).joined()
            case .title: return words.map(capitalized).joined(separator: " ")
            }
        }
    }

    static let properties: [[(word: String, acronym: Bool)]] = [
        [("id", true)],
        [("user", false), ("id", true)],
        [("display", false), ("name", false)],
        [("is", false), ("active", false)],
        [("http", true), ("status", false)],
    ]

    let objects: Int
    let accounts: [KeyedAccount]
    let mixed: Data
    let snake: Data
    let camel: Data
    /// Every distinct key of the mixed document, for the per-key rows.
    let mixedKeys: [String]
    let camelKeys: [String]

    init(objects: Int = 100) {
        self.objects = objects
        var g = SplitMix64(seed: 0x6B65_7973)
        let names = ["Ann", "Bo", "Cyrille", "Dee", "Esmé", "Fitz", "Gwendolyn", "Hal"]
        let statuses = [200, 201, 204, 301, 404, 500]
        accounts = (0..<objects).map { i in
            KeyedAccount(
                id: i, userId: Int.random(in: 1_000...99_999, using: &g), displayName: names.randomElement(using: &g)!,
                isActive: Bool.random(using: &g), httpStatus: statuses.randomElement(using: &g)!)
        }
        // Each object takes the next style in turn; every eighth mixes styles key by key.
        var styles: [[Style]] = []
        for i in 0..<objects {
            if i % 8 == 7 {
                styles.append(Self.properties.map { _ in Style.allCases.randomElement(using: &g)! })
            } else {
                styles.append(Array(repeating: Style.allCases[i % 8], count: Self.properties.count))
            }
        }
        mixed = Self.document(accounts, styles)
        snake = Self.document(accounts, styles.map { $0.map { _ in .snake } })
        camel = Self.document(accounts, styles.map { $0.map { _ in .lowerCamel } })
        var seen: Set<String> = []
        mixedKeys = styles.flatMap { s in zip(s, Self.properties).map { $0.key($1) } }.filter { seen.insert($0).inserted }
        camelKeys = Self.properties.map { Style.lowerCamel.key($0) }
    }

    static func document(_ accounts: [KeyedAccount], _ styles: [[Style]]) -> Data {
        var text = "["
        for (i, (account, style)) in zip(accounts, styles).enumerated() {
            if i > 0 { text += "," }
            let k = zip(style, properties).map { $0.key($1) }
            text += "{\"\(k[0])\":\(account.id),\"\(k[1])\":\(account.userId),\"\(k[2])\":\"\(account.displayName)\","
            text += "\"\(k[3])\":\(account.isActive),\"\(k[4])\":\(account.httpStatus)}"
        }
        return Data((text + "]").utf8)
    }
}
