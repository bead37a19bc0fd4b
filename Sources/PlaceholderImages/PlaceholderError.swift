/// Why a placeholder request cannot be served, with the HTTP status that reports it.
///
/// ```swift
/// PlaceholderError.invalidSize(name: "width", value: "0").statusCode   // 400
/// PlaceholderError.unknownPath("/favicon.ico").statusCode              // 404
/// PlaceholderError.unsupportedFormat("png").statusCode                 // 415
/// ```
public enum PlaceholderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A width or height that is not a whole number from 1 to ``PlaceholderRequest/maximumSize``.
    case invalidSize(name: String, value: String)
    /// A colour that is not 3 or 6 hex digits.
    case invalidColor(name: String, value: String)
    /// A text longer than ``PlaceholderRequest/maximumTextClusters`` grapheme clusters or
    /// ``PlaceholderRequest/maximumTextBytes`` UTF-8 bytes.
    case textTooLong(clusters: Int, bytes: Int)
    /// A path that is neither `/image.{svg|png}` nor `/{bgcolor}/{fgcolor}/{width}x{height}.{svg|png}`.
    case unknownPath(String)
    /// A format this platform cannot render (PNG where ``PlaceholderPNG/renderer`` is `nil`).
    case unsupportedFormat(String)
    /// A scale other than 1, 2 or 3.
    case invalidScale(String)
    /// A `sizing` other than `fitted` or `seed`.
    case invalidSizing(String)
    /// A PNG of more than ``PlaceholderRequest/maximumPixelArea`` pixels.
    case imageTooLarge(pixels: Int)
    /// The base font (or another required font file) cannot be opened.
    case fontUnavailable(path: String)
    /// The renderer failed for another reason (out of memory, a library error).
    case renderingFailed(String)

    /// The HTTP status code: 400 for bad parameters, 404 for unknown paths, 415 for formats, 500
    /// for missing fonts and rendering failures.
    public var statusCode: Int {
        switch self {
        case .invalidSize, .invalidColor, .textTooLong, .invalidScale, .invalidSizing, .imageTooLarge: 400
        case .unknownPath: 404
        case .unsupportedFormat: 415
        case .fontUnavailable, .renderingFailed: 500
        }
    }

    /// A one-line explanation for people, used as the error response's body.
    public var description: String {
        switch self {
        case .invalidSize(let name, let value):
            "invalid \(name) \"\(value)\": expected a whole number from 1 to \(PlaceholderRequest.maximumSize)"
        case .invalidColor(let name, let value):
            "invalid \(name) \"\(value)\": expected 3 or 6 hex digits such as ff0000"
        case .textTooLong(let clusters, let bytes):
            "text too long (\(clusters) characters, \(bytes) bytes): at most \(PlaceholderRequest.maximumTextClusters) characters and \(PlaceholderRequest.maximumTextBytes) bytes"
        case .unknownPath(let path):
            "no placeholder image at \"\(path)\": use /image.{svg|png}?width=300&height=200&text=Hello, /{bgcolor}/{fgcolor}/{width}x{height}.{svg|png}, or placeholder://image.{svg|png}?text=Hello"
        case .unsupportedFormat(let format):
            "format \"\(format)\" is not supported on this platform; request .svg (PNG is rendered on Linux)"
        case .invalidScale(let value):
            "invalid scale \"\(value)\": expected 1, 2 or 3 (or @2x, @3x in the file name)"
        case .invalidSizing(let value):
            "invalid sizing \"\(value)\": expected fitted or seed"
        case .imageTooLarge(let pixels):
            "image too large (\(pixels) pixels): a PNG has at most \(PlaceholderRequest.maximumPixelArea) pixels (width × height × scale²)"
        case .fontUnavailable(let path):
            "font unavailable: cannot open \(path)"
        case .renderingFailed(let reason):
            "rendering failed: \(reason)"
        }
    }
}
