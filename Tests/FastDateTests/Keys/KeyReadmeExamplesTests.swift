import FastDate
import Foundation
import Testing

/// The examples of the DocC article "Keys in Any Case Style", with their claims checked
/// (`Scripts/snippets.py` also compiles the article's blocks as written).
/// Change both together.
@Suite struct KeyReadmeExamplesTests {
    struct Account: Decodable {
        var userId: Int
        var displayName: String
        var httpStatus: Int
        var isActive: Bool
    }

    @Test func decodeKeysInAnyCaseStyle() throws {
        let json = Data("""
        [
          {"user_id": 1, "display_name": "Ann", "http_status": 200, "is_active": true},
          {"UserID": 2, "DisplayName": "Bo", "HTTPStatus": 404, "IsActive": false},
          {"user-id": 3, "display-name": "Cy", "http-status": 500, "is-active": true},
          {"USER_ID": 4, "DISPLAY_NAME": "Di", "HTTP_STATUS": 301, "IS_ACTIVE": false},
          {"userId": 5, "Display Name": "Ed", "httpStatus": 204, "isActive": true}
        ]
        """.utf8)

        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .fastConvertFromAnyCase
        let accounts = try decoder.decode([Account].self, from: json)
        // accounts.map(\.userId) == [1, 2, 3, 4, 5]
        #expect(accounts.map(\.userId) == [1, 2, 3, 4, 5])
        #expect(accounts.map(\.displayName) == ["Ann", "Bo", "Cy", "Di", "Ed"])
        #expect(accounts.map(\.httpStatus) == [200, 404, 500, 301, 204])
        #expect(accounts.map(\.isActive) == [true, false, true, false, true])
    }

    @Test func theRulesInShort() {
        let convert = FastDate.KeyCase.lowerCamelCase as (String) -> String
        #expect(convert("address2Line") == "address2Line" && convert("HTTP2Server") == "http2Server")
        #expect(convert("userID") == "userId" && convert("ID") == "id")
        #expect(convert("HTTPServer") == "httpServer" && convert("myABBRKey") == "myAbbrKey")
        #expect(convert("_id") == "_id" && convert("__typename") == "__typename" && convert("@odata.nextLink") == "@odata.nextLink")
    }

    @Test func conversionOnItsOwn() {
        #expect(FastDate.KeyCase.lowerCamelCase("HTTPServer_URL") == "httpServerUrl")
        #expect(FastDate.KeyCase.isLowerCamelCase("userId") == true)
    }
}
