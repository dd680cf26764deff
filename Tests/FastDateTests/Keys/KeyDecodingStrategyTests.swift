import FastDate
import Foundation
import Testing

/// `.fastConvertFromAnyCase` decoding real JSON: every case style in one payload, nested
/// containers, optional and missing keys, and what it hands back for keys it leaves alone.
@Suite struct KeyDecodingStrategyTests {
    struct Account: Decodable, Equatable {
        var id: Int
        var userId: Int
        var displayName: String
        var isActive: Bool
        var httpStatus: Int
        var apiKey: String?
    }

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .fastConvertFromAnyCase
        return decoder
    }()

    @Test func everyStyleInOnePayload() throws {
        let json = Data("""
            [
              {"id": 1, "user_id": 10, "display_name": "snake", "is_active": true, "http_status": 200, "api_key": "k1"},
              {"ID": 2, "UserID": 20, "DisplayName": "Upper", "IsActive": false, "HTTPStatus": 201, "APIKey": "k2"},
              {"Id": 3, "user-id": 30, "display-name": "kebab", "is-active": true, "http-status": 202},
              {"ID": 4, "USER_ID": 40, "DISPLAY_NAME": "SCREAMING", "IS_ACTIVE": false, "HTTP_STATUS": 203, "API_KEY": null},
              {"id": 5, "userId": 50, "displayName": "lower", "isActive": true, "httpStatus": 204, "apiKey": "k5"},
              {"_id": 0, "id": 6, "User ID": 60, "Display Name": "Title", "is_Active": false, "HTTP-Status": 205, "api-KEY": "k6"},
              {"id": 7, "userID": 70, "display_Name": "hodgepodge", "Is-Active": true, "httpSTATUS": 206}
            ]
            """.utf8)
        let accounts = try Self.decoder.decode([Account].self, from: json)
        #expect(accounts.map(\.id) == [1, 2, 3, 4, 5, 6, 7])
        #expect(accounts.map(\.userId) == [10, 20, 30, 40, 50, 60, 70])
        #expect(accounts.map(\.displayName) == ["snake", "Upper", "kebab", "SCREAMING", "lower", "Title", "hodgepodge"])
        #expect(accounts.map(\.isActive) == [true, false, true, false, true, false, true])
        #expect(accounts.map(\.apiKey) == ["k1", "k2", nil, nil, "k5", "k6", nil])
        // `httpSTATUS` is http · STATUS, an acronym at the end: httpStatus.
        #expect(accounts.map(\.httpStatus) == [200, 201, 202, 203, 204, 205, 206])
    }

    struct Order: Decodable, Equatable {
        struct Line: Decodable, Equatable {
            var skuCode: String
            var unitPriceCents: Int
        }

        var orderId: String
        var shippingAddress: [String: String]
        var lineItems: [Line]
        var metaData: Meta

        struct Meta: Decodable, Equatable {
            var createdBy: String
            var _rev: String
        }
    }

    @Test func nestedContainersAreConvertedAtEveryLevel() throws {
        let json = Data("""
            {
              "ORDER_ID": "A-1",
              "shipping-address": {"Street_Name": "Main St", "ZIP": "12345"},
              "LineItems": [{"sku_code": "X", "UnitPriceCents": 100}, {"SKU-CODE": "Y", "unit_price_cents": 250}],
              "Meta Data": {"CreatedBy": "batch", "_rev": "3-abc"}
            }
            """.utf8)
        let order = try Self.decoder.decode(Order.self, from: json)
        #expect(order.orderId == "A-1")
        #expect(order.lineItems == [.init(skuCode: "X", unitPriceCents: 100), .init(skuCode: "Y", unitPriceCents: 250)])
        #expect(order.metaData == .init(createdBy: "batch", _rev: "3-abc"))
        // As with every key strategy, JSONDecoder leaves the keys of a [String: T] alone.
        #expect(order.shippingAddress == ["Street_Name": "Main St", "ZIP": "12345"])
    }

    /// A `CodingKey` raw value is matched against the converted key.
    struct Renamed: Decodable {
        var addresses: [String]
        var ipv4: String
        var odataNext: String

        enum CodingKeys: String, CodingKey {
            case addresses = "urLs"  // `URLs` converts to `urLs` (a known limit)
            case ipv4 = "iPv4Address"
            case odataNext = "@odata.nextLink"  // dotted keys are left alone
        }
    }

    @Test func customRawValuesMatchTheConvertedKey() throws {
        let json = Data(#"{"URLs": ["a"], "IPv4Address": "10.0.0.1", "@odata.nextLink": "next"}"#.utf8)
        let value = try Self.decoder.decode(Renamed.self, from: json)
        #expect(value.addresses == ["a"] && value.ipv4 == "10.0.0.1" && value.odataNext == "next")
    }

    @Test func theFirstOfTwoCollidingKeysWins() throws {
        struct User: Decodable { var userId: Int }
        #expect(try Self.decoder.decode(User.self, from: Data(#"{"user_id": 1, "userId": 2}"#.utf8)).userId == 1)
        #expect(try Self.decoder.decode(User.self, from: Data(#"{"userId": 2, "USER_ID": 1}"#.utf8)).userId == 2)
    }

    @Test func aMissingKeyIsReportedUnderItsPropertyName() throws {
        struct User: Decodable { var userId: Int }
        do {
            _ = try Self.decoder.decode(User.self, from: Data(#"{"user_ident": 1}"#.utf8))
            Issue.record("decoded without a userId")
        } catch DecodingError.keyNotFound(let key, _) {
            #expect(key.stringValue == "userId")
        }
    }

    /// A key type of the caller's own, to see which key the strategy returns.
    struct CallersKey: CodingKey {
        var stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    static func convert(_ path: [any CodingKey]) throws -> any CodingKey {
        guard case .custom(let convert) = JSONDecoder.KeyDecodingStrategy.fastConvertFromAnyCase else {
            throw Failure("fastConvertFromAnyCase is not a .custom strategy")
        }
        return convert(path)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    @Test func anUnchangedKeyIsHandedBackItself() throws {
        for text in ["userId", "_id", "", "aBCd", "@odata.nextLink", "über"] {
            let key = try Self.convert([CallersKey(stringValue: "outer"), CallersKey(stringValue: text)])
            #expect(key is CallersKey, "\(String(reflecting: text)) came back as a \(type(of: key))")
            #expect(key.stringValue == text)
        }
    }

    @Test func aConvertedKeyIsAFreshStringKey() throws {
        let key = try Self.convert([CallersKey(stringValue: "USER_ID")])
        #expect(!(key is CallersKey))
        #expect(key.stringValue == "userId" && key.intValue == nil)
        #expect(try Self.convert([]).stringValue == "")
    }

    @Test func longKeysGoPastTheStackBuffer() throws {
        let words = (0..<400).map { "WORD_\($0)" }
        let key = words.joined(separator: "_")  // about 3 KB
        let converted = FastDate.KeyCase.lowerCamelCase(key)
        #expect(converted == "word0" + (1..<400).map { "Word\($0)" }.joined())
        let decoded = try KeyVectorDecodingTests.decodedKey(key, .fastConvertFromAnyCase)
        #expect(decoded == converted)
    }

    @Test func decodesConcurrently() async throws {
        let json = Data(#"[{"id": 1, "USER_ID": 2, "DisplayName": "x", "is-active": true, "http_status": 200}]"#.utf8)
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let decoder = JSONDecoder()
                    decoder.keyDecodingStrategy = .fastConvertFromAnyCase
                    var sum = 0
                    for _ in 0..<200 { sum += try decoder.decode([Account].self, from: json)[0].userId }
                    return sum
                }
            }
            for try await sum in group { #expect(sum == 400) }
        }
    }
}
