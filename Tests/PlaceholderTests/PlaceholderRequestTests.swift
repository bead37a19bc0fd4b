import Foundation
import PlaceholderImages
import Testing

/// Parsing placeholder URLs: both forms, defaults, and every kind of bad parameter.
@Suite struct PlaceholderRequestTests {
    static func request(_ string: String) throws(PlaceholderError) -> PlaceholderRequest {
        try PlaceholderRequest(url: URL(string: string)!)
    }

    @Test func queryForm() throws {
        let request = try Self.request(
            "http://placeholder/image.png?width=300&height=200&text=Hello&fgcolor=ffffff&bgcolor=ff0000")
        #expect(request.width == 300 && request.height == 200)
        #expect(request.text == "Hello")
        #expect(request.foreground.hex == "ffffff" && request.background.hex == "ff0000")
        #expect(request.format == .png)
    }

    @Test func defaults() throws {
        let request = try Self.request("http://placeholder/image.svg")
        #expect(request.width == 250 && request.height == 250 && request.text == "dummy")
        #expect(request.foreground.hex == "202f55" && request.background.hex == "dddddd")
        #expect(request.format == .svg)
    }

    @Test func pathForm() throws {
        let request = try Self.request("placeholder://any/ff0000/FFF/640x480.svg?text=Hi+there%21")
        #expect(request.width == 640 && request.height == 480)
        #expect(request.background.hex == "ff0000" && request.foreground.hex == "ffffff")
        #expect(request.text == "Hi there!")
    }

    @Test func textIsDecodedAndCountedInClusters() throws {
        // FAMILY: MAN, WOMAN, GIRL (ZWJ sequence), percent-encoded: one cluster of five scalars
        let family = "%F0%9F%91%A8%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7"
        let request = try Self.request("http://placeholder/image.svg?text=" + String(repeating: family, count: 200))
        #expect(request.text.unicodeScalars.count == 1000)
        #expect(throws: PlaceholderError.textTooLong(clusters: 201, bytes: 201)) {
            try Self.request("http://placeholder/image.svg?text=" + String(repeating: "a", count: 201))
        }
        // one cluster of 5,000 COMBINING ACUTE ACCENTs: 1 cluster but 10,001 bytes
        #expect(throws: PlaceholderError.textTooLong(clusters: 1, bytes: 10001)) {
            try Self.request("http://placeholder/image.svg?text=e" + String(repeating: "%CC%81", count: 5000))
        }
    }

    @Test(arguments: [
        ("width=0", PlaceholderError.invalidSize(name: "width", value: "0")),
        ("width=4097", .invalidSize(name: "width", value: "4097")),
        ("height=-5", .invalidSize(name: "height", value: "-5")),
        ("height=12.5", .invalidSize(name: "height", value: "12.5")),
        ("width=%2B5", .invalidSize(name: "width", value: "+5")),
        ("width=99999999999999999999", .invalidSize(name: "width", value: "9999999999999999")),
        ("width=", .invalidSize(name: "width", value: "")),
        ("fgcolor=red", .invalidColor(name: "fgcolor", value: "red")),
        ("bgcolor=ff00", .invalidColor(name: "bgcolor", value: "ff00")),
        ("bgcolor=%EF%BC%91%EF%BC%92%EF%BC%93", .invalidColor(name: "bgcolor", value: "\u{FF11}\u{FF12}\u{FF13}")),  // full-width digits
    ])
    func badParameters(query: String, error: PlaceholderError) {
        #expect(throws: error) { try Self.request("http://placeholder/image.svg?" + query) }
        #expect(error.statusCode == 400)
    }

    @Test(arguments: ["/", "/image", "/favicon/x.svg", "/a/b/c/d.svg", "/ff0000/ffffff/300.svg", "/other.svg"])
    func unknownPaths(path: String) {
        #expect(throws: PlaceholderError.self) { try Self.request("http://placeholder" + path) }
        do {
            _ = try Self.request("http://placeholder" + path)
        } catch {
            #expect(error.statusCode == 404, "\(path): \(error)")
        }
    }

    @Test func unsupportedExtension() {
        #expect(throws: PlaceholderError.unsupportedFormat("gif")) { try Self.request("http://placeholder/image.gif") }
        #expect(PlaceholderError.unsupportedFormat("gif").statusCode == 415)
    }
}
