import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// A `URLProtocol` that serves placeholder images in-process, with no network.
///
/// It answers URLs on the configured ``host`` (default "placeholder", over http or https) and any
/// URL with the custom ``scheme`` (default "placeholder"):
///
/// ```swift
/// let configuration = URLSessionConfiguration.ephemeral
/// PlaceholderURLProtocol.register(in: configuration)
/// let session = URLSession(configuration: configuration)
/// let (data, response) = try await session.data(from: URL(string: "http://placeholder/image.svg?text=Hello")!)
/// // response: 200, Content-Type image/svg+xml; charset=utf-8, Content-Length data.count
/// ```
///
/// Responses (see ``response(for:method:)``): 200 with the SVG or PNG (``PlaceholderPNG``); 400 for
/// bad parameters, 404 for unknown paths, 405 for methods other than GET and HEAD, 415 for PNG
/// where the platform has no renderer, 500 when a font is missing, each with a
/// `text/plain; charset=utf-8` body that says what was wrong. HEAD gets the headers only.
/// Register globally with `URLProtocol.registerClass(PlaceholderURLProtocol.self)` (for
/// `URLSession.shared`) or per session with ``register(in:)``.
///
/// On Linux, swift-corelibs-foundation gives `URLSession.shared` a copy of the classes registered
/// when the process creates its first `URLSession`, and asks them in registration order, so call
/// `registerClass` before any session exists (as `placeholder --through-url-session` does);
/// registered later, `http://placeholder/…` goes to the network. ``register(in:)`` has no such
/// ordering.
///
/// - Complexity: O(n) per request in the URL's length (the text is capped by ``PlaceholderRequest``).
public final class PlaceholderURLProtocol: URLProtocol {
    private struct Settings {
        var host = "placeholder"
        var scheme = "placeholder"
    }

    private static let settings = Mutex(Settings())
    private let stopped = Mutex(false)

    /// The host served over http and https, compared case-insensitively. Default "placeholder".
    public static var host: String {
        get { settings.withLock { $0.host } }
        set { settings.withLock { $0.host = newValue.lowercased() } }
    }

    /// The custom scheme served for any host, compared case-insensitively. Default "placeholder".
    public static var scheme: String {
        get { settings.withLock { $0.scheme } }
        set { settings.withLock { $0.scheme = newValue.lowercased() } }
    }

    /// Puts this class first in `configuration.protocolClasses`.
    public static func register(in configuration: URLSessionConfiguration) {
        configuration.protocolClasses = [PlaceholderURLProtocol.self] + (configuration.protocolClasses ?? [])
    }

    /// Whether `url` is one this protocol serves: the custom ``scheme``, or http(s) on ``host``.
    public static func handles(_ url: URL) -> Bool {
        let settings = settings.withLock { $0 }
        guard let scheme = url.scheme?.lowercased() else { return false }
        if scheme == settings.scheme { return true }
        return (scheme == "http" || scheme == "https") && url.host?.lowercased() == settings.host
    }

    /// The status, headers and body served for `url`.
    ///
    /// ```swift
    /// PlaceholderURLProtocol.response(for: URL(string: "http://placeholder/300x0.svg")!).statusCode  // 404
    /// PlaceholderURLProtocol.response(for: URL(string: "http://placeholder/image.svg?width=0")!).statusCode  // 400
    /// ```
    public static func response(for url: URL, method: String = "GET")
        -> (statusCode: Int, headers: [String: String], body: Data)
    {
        let (status, type, body): (Int, String, Data)
        if method != "GET" && method != "HEAD" {
            (status, type, body) = (405, "text/plain; charset=utf-8", Data("only GET and HEAD are supported\n".utf8))
        } else {
            do throws(PlaceholderError) {
                let request = try PlaceholderRequest(url: url)
                switch request.format {
                case .svg: (status, type, body) = (200, "image/svg+xml; charset=utf-8", Data(PlaceholderSVG.render(request).utf8))
                case .png: (status, type, body) = (200, "image/png", try PlaceholderPNG.render(request))
                }
            } catch {
                (status, type, body) = (error.statusCode, "text/plain; charset=utf-8", Data((error.description + "\n").utf8))
            }
        }
        var headers = ["Content-Type": type, "Content-Length": String(body.count), "Cache-Control": "no-store"]
        if status == 405 { headers["Allow"] = "GET, HEAD" }
        return (status, headers, method == "HEAD" ? Data() : body)
    }

    /// Whether this protocol serves `request`: see ``handles(_:)``.
    override public class func canInit(with request: URLRequest) -> Bool {
        request.url.map(handles) ?? false
    }

    /// `request` unchanged: placeholder URLs are already canonical for caching purposes.
    override public class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    /// Renders the image and hands the response and body to the client.
    override public func startLoading() {
        guard let url = request.url else {
            client?.urlProtocol(self, didFailWithError: URLError(.badURL))
            return
        }
        let (status, headers, body) = Self.response(for: url, method: request.httpMethod ?? "GET")
        guard !stopped.withLock({ $0 }),
            let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
        else { return }
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        if !body.isEmpty { client?.urlProtocol(self, didLoad: body) }
        client?.urlProtocolDidFinishLoading(self)
    }

    /// Stops delivering: loading is synchronous, so this only suppresses a response not yet sent.
    override public func stopLoading() {
        stopped.withLock { $0 = true }
    }
}
