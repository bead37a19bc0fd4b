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
    /// A format this package cannot render (PNG: there is no rasteriser; see ``PlaceholderSVG``).
    case unsupportedFormat(String)

    /// The HTTP status code: 400 for bad parameters, 404 for unknown paths, 415 for formats.
    public var statusCode: Int {
        switch self {
        case .invalidSize, .invalidColor, .textTooLong: 400
        case .unknownPath: 404
        case .unsupportedFormat: 415
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
            "no placeholder image at \"\(path)\": use /image.svg?width=300&height=200&text=Hello or /{bgcolor}/{fgcolor}/{width}x{height}.svg"
        case .unsupportedFormat(let format):
            "format \"\(format)\" is not supported: PNG needs a rasteriser this package does not have; request .svg"
        }
    }
}
