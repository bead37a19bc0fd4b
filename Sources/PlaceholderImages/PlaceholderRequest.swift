import Foundation
import GraphemeMetrics

/// A validated request for a placeholder image: its size, text, colours and format.
///
/// Two URL forms are understood, on any host or scheme (``PlaceholderURLProtocol`` decides which
/// URLs reach this parser), and with a custom scheme the image name may stand in the host position
/// (`placeholder://image.png?text=Hi`):
///
/// ```swift
/// // The query form; every parameter is optional.
/// try PlaceholderRequest(url: URL(string: "http://placeholder/image.svg?width=300&height=200&text=Hello&fgcolor=ffffff&bgcolor=ff0000")!)
/// // The path form: /{bgcolor}/{fgcolor}/{width}x{height}.{svg|png}, text in the query.
/// try PlaceholderRequest(url: URL(string: "http://placeholder/ff0000/ffffff/300x200.svg?text=Hello")!)
/// ```
///
/// Defaults: width and height 250, text "dummy", foreground 202f55, background dddddd, scale 1,
/// sizing ``Sizing/fitted``. In the query, "+" stands for a space and percent escapes are decoded,
/// as in HTML forms. The scale is `scale=1…3` or an "@2x"/"@3x" suffix on the file name
/// (`image@2x.png`, `300x200@3x.png`); the pixel size is the width and height times the scale.
/// `sizing=seed` asks for the seed service's font size rule (see ``Sizing/seed``).
///
/// Limits, each reported as a ``PlaceholderError`` (never a trap or a huge allocation): sizes are
/// whole numbers from 1 to ``maximumSize``; the text has at most ``maximumTextClusters``
/// grapheme clusters (counted with GraphemeMetrics' `GraphemeClusters`, so a family emoji counts once) and at most
/// ``maximumTextBytes`` UTF-8 bytes (so that one cluster of 10,000 combining marks is refused too);
/// a PNG has at most ``maximumPixelArea`` pixels.
public struct PlaceholderRequest: Hashable, Sendable {
    /// An image format.
    public enum Format: String, Hashable, Sendable, CaseIterable {
        /// Scalable Vector Graphics, `image/svg+xml`.
        case svg
        /// Portable Network Graphics, `image/png`: rendered by ``PlaceholderPNG`` (on Linux).
        case png

        /// The MIME type.
        public var mimeType: String {
            switch self {
            case .svg: "image/svg+xml"
            case .png: "image/png"
            }
        }
    }

    /// How the font size is chosen.
    public enum Sizing: String, Hashable, Sendable, CaseIterable {
        /// The largest size at which the measured (shaped) text fits the image less a 5% padding,
        /// wrapping at spaces, at most half the image height.
        case fitted
        /// The seed service's rule: `min(width × 0.8 / clusters, height × 0.2)`, with the text's
        /// length counted in grapheme clusters; lines are not wrapped and may overflow.
        case seed
    }

    /// The largest width or height accepted, in pixels.
    public static let maximumSize = 4096
    /// The scales accepted (`scale=`, or "@2x" and "@3x").
    public static let scales = 1...3
    /// The largest PNG accepted, in pixels (pixel width × pixel height): 2048 × 2048.
    public static let maximumPixelArea = 4_194_304
    /// The most grapheme clusters accepted in the text.
    public static let maximumTextClusters = 200
    /// The most UTF-8 bytes accepted in the text.
    public static let maximumTextBytes = 8192

    /// The image width in pixels, 1 to ``maximumSize``.
    public let width: Int
    /// The image height in pixels, 1 to ``maximumSize``.
    public let height: Int
    /// The text to draw; may contain line breaks.
    public let text: String
    /// The text colour.
    public let foreground: PlaceholderColor
    /// The background colour.
    public let background: PlaceholderColor
    /// The requested format.
    public let format: Format
    /// The scale: pixels per unit of ``width`` and ``height`` (1 to 3).
    public let scale: Int
    /// How the font size is chosen.
    public let sizing: Sizing

    /// The image width in pixels: ``width`` × ``scale``.
    public var pixelWidth: Int { width * scale }
    /// The image height in pixels: ``height`` × ``scale``.
    public var pixelHeight: Int { height * scale }

    /// Creates a request, checking the limits.
    ///
    /// - Throws: ``PlaceholderError/invalidSize(name:value:)``, ``PlaceholderError/invalidScale(_:)``,
    ///   ``PlaceholderError/imageTooLarge(pixels:)`` (PNG only) or ``PlaceholderError/textTooLong(clusters:bytes:)``.
    /// - Complexity: O(n) in the text's UTF-8 length.
    public init(
        width: Int = 250, height: Int = 250, text: String = "dummy",
        foreground: PlaceholderColor = PlaceholderColor(red: 0x20, green: 0x2F, blue: 0x55),
        background: PlaceholderColor = PlaceholderColor(red: 0xDD, green: 0xDD, blue: 0xDD),
        format: Format = .svg, scale: Int = 1, sizing: Sizing = .fitted
    ) throws(PlaceholderError) {
        for (name, value) in [("width", width), ("height", height)] where !(1...Self.maximumSize).contains(value) {
            throw .invalidSize(name: name, value: String(value))
        }
        guard Self.scales.contains(scale) else { throw .invalidScale(String(scale)) }
        if format == .png, width * scale * height * scale > Self.maximumPixelArea {
            throw .imageTooLarge(pixels: width * scale * height * scale)
        }
        // Counting is linear and allocates nothing, so even an over-long text is counted for the message.
        let bytes = text.utf8.count
        let clusters = GraphemeClusters.count(text)
        guard clusters <= Self.maximumTextClusters, bytes <= Self.maximumTextBytes else {
            throw .textTooLong(clusters: clusters, bytes: bytes)
        }
        self.width = width
        self.height = height
        self.text = text
        self.foreground = foreground
        self.background = background
        self.format = format
        self.scale = scale
        self.sizing = sizing
    }

    /// Parses a placeholder URL (see the type's discussion for the two forms).
    ///
    /// - Throws: ``PlaceholderError/unknownPath(_:)`` when the path is neither form,
    ///   ``PlaceholderError/unsupportedFormat(_:)`` for an extension other than svg or png,
    ///   and the parameter errors of ``init(width:height:text:foreground:background:format:scale:sizing:)``.
    public init(url: URL) throws(PlaceholderError) {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let path = components?.percentEncodedPath ?? url.path
        var query: [String: String] = [:]
        for item in (components?.percentEncodedQuery ?? "").split(separator: "&", omittingEmptySubsequences: true) {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = Self.formDecoded(pair[0])
            if query[name] == nil { query[name] = pair.count > 1 ? Self.formDecoded(pair[1]) : "" }
        }
        var segments = path.split(separator: "/").map(String.init)
        // placeholder://image.png?text=Hi: the image name in the host position.
        if segments.isEmpty, let host = url.host, !["http", "https"].contains(url.scheme?.lowercased() ?? "") {
            segments = [host]
        }
        var (stem, format) = try Self.splitExtension(segments.last ?? "", path: path)
        var scale = try query["scale"].map { value throws(PlaceholderError) in try Self.scale(value) } ?? 1
        for suffix in 2...3 where stem.hasSuffix("@\(suffix)x") {
            stem.removeLast(3)
            scale = suffix
        }
        let sizing = try query["sizing"].map { value throws(PlaceholderError) in
            guard let sizing = Sizing(rawValue: value) else { throw .invalidSizing(String(value.prefix(16))) }
            return sizing
        } ?? .fitted
        let size = (width: query["width"], height: query["height"])
        var colors = (foreground: query["fgcolor"], background: query["bgcolor"])
        var dimensions = size
        switch segments.count {
        case 1 where stem == "image":
            break
        case 3:
            let parts = stem.split(separator: "x", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw .unknownPath(String(path.prefix(200))) }
            dimensions = (String(parts[0]), String(parts[1]))
            colors = (Self.formDecoded(Substring(segments[1])), Self.formDecoded(Substring(segments[0])))
        default:
            throw .unknownPath(String(path.prefix(200)))
        }
        try self.init(
            width: Self.size(dimensions.width, name: "width"),
            height: Self.size(dimensions.height, name: "height"),
            text: query["text"] ?? "dummy",
            foreground: colors.foreground.map { hex throws(PlaceholderError) in
                try PlaceholderColor(hex: hex, parameter: "fgcolor")
            } ?? PlaceholderColor(red: 0x20, green: 0x2F, blue: 0x55),
            background: colors.background.map { hex throws(PlaceholderError) in
                try PlaceholderColor(hex: hex, parameter: "bgcolor")
            } ?? PlaceholderColor(red: 0xDD, green: 0xDD, blue: 0xDD),
            format: format, scale: scale, sizing: sizing)
    }

    /// A scale written as "1" to "3", optionally with "x" ("2x").
    static func scale(_ value: String) throws(PlaceholderError) -> Int {
        let digits = value.hasSuffix("x") ? String(value.dropLast()) : value
        guard digits.utf8.count == 1, let number = Int(digits), scales.contains(number) else {
            throw .invalidScale(String(value.prefix(16)))
        }
        return number
    }

    /// A whole number from 1 to ``maximumSize`` written in ASCII digits, or 250 when absent.
    static func size(_ value: String?, name: String) throws(PlaceholderError) -> Int {
        guard let value else { return 250 }
        guard !value.isEmpty, value.utf8.count <= 5, value.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let number = Int(value), (1...maximumSize).contains(number)
        else { throw .invalidSize(name: name, value: String(value.prefix(16))) }
        return number
    }

    /// Splits "name.ext" into the name and a supported format.
    static func splitExtension(_ segment: String, path: String) throws(PlaceholderError) -> (String, Format) {
        guard let dot = segment.lastIndex(of: ".") else { throw .unknownPath(String(path.prefix(200))) }
        let ext = segment[segment.index(after: dot)...].lowercased()
        guard let format = Format(rawValue: ext) else { throw .unsupportedFormat(String(ext.prefix(16))) }
        return (String(segment[..<dot]), format)
    }

    /// Decodes an `application/x-www-form-urlencoded` value: "+" is a space, then percent escapes.
    /// Malformed escapes are kept as written.
    static func formDecoded(_ value: Substring) -> String {
        let spaced = value.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
