import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import PlaceholderImages
import Testing

/// End to end: a real URLSession with PlaceholderURLProtocol in its protocol classes.
@Suite(.serialized) struct PlaceholderURLProtocolTests {
    static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        PlaceholderURLProtocol.register(in: configuration)
        return URLSession(configuration: configuration)
    }()

    static func fetch(_ string: String, method: String = "GET") async throws -> (Data, HTTPURLResponse) {
        var request = URLRequest(url: URL(string: string)!)
        request.httpMethod = method
        let (data, response) = try await session.data(for: request)
        return (data, try #require(response as? HTTPURLResponse))
    }

    @Test func servesSVG() async throws {
        let (data, response) = try await Self.fetch(
            "http://placeholder/image.svg?width=300&height=200&text=Hello&fgcolor=ffffff&bgcolor=ff0000")
        #expect(response.statusCode == 200)
        #expect(response.value(forHTTPHeaderField: "Content-Type") == "image/svg+xml; charset=utf-8")
        #expect(response.value(forHTTPHeaderField: "Content-Length") == String(data.count))
        let svg = try #require(String(data: data, encoding: .utf8))
        #expect(svg.contains(">Hello</tspan>"))
        #expect(svg.contains("fill=\"#ff0000\""))
    }

    @Test func servesTheCustomSchemeAndPathForm() async throws {
        let (data, response) = try await Self.fetch("placeholder://x/00ff00/000/120x80.svg?text=%E6%BC%A2")  // 漢
        #expect(response.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self).contains(">\u{6F22}</tspan>"))
    }

    @Test(arguments: [
        ("http://placeholder/favicon.ico", 415), ("http://placeholder/nothing/here", 404),
        ("http://placeholder/image.svg?width=0", 400), ("http://placeholder/image.svg?bgcolor=xyz", 400),
        ("http://placeholder/image.gif?text=Hello", 415),
        ("http://placeholder/image.png?scale=4", 400),
        ("http://placeholder/image.png?width=4096&height=4096", 400),
    ])
    func errorsHaveATextBody(url: String, status: Int) async throws {
        let (data, response) = try await Self.fetch(url)
        #expect(response.statusCode == status)
        #expect(response.value(forHTTPHeaderField: "Content-Type") == "text/plain; charset=utf-8")
        #expect(response.value(forHTTPHeaderField: "Content-Length") == String(data.count))
        #expect(!data.isEmpty)
    }

    @Test func headAndOtherMethods() async throws {
        let (head, headResponse) = try await Self.fetch("http://placeholder/image.svg", method: "HEAD")
        #expect(headResponse.statusCode == 200 && head.isEmpty)
        let (_, post) = try await Self.fetch("http://placeholder/image.svg", method: "POST")
        #expect(post.statusCode == 405)
    }

    @Test func decidesWhichURLsItServes() {
        #expect(PlaceholderURLProtocol.handles(URL(string: "http://PLACEHOLDER/image.svg")!))
        #expect(PlaceholderURLProtocol.handles(URL(string: "placeholder:/image.svg")!))
        #expect(!PlaceholderURLProtocol.handles(URL(string: "http://example.com/image.svg")!))
        #expect(!PlaceholderURLProtocol.canInit(with: URLRequest(url: URL(string: "https://example.com/")!)))
    }
}
