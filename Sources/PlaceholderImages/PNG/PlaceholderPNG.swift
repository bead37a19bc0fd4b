import Foundation
import Synchronization

/// Renders placeholder requests as PNG, through a replaceable ``PlaceholderRenderer``.
///
/// On Linux the default renderer is ``FreeTypeRenderer`` (HarfBuzz shaping, FreeType rasterising,
/// libpng encoding); on other platforms there is none yet and PNG requests are answered 415
/// (``PlaceholderError/unsupportedFormat(_:)``). An Apple renderer (CoreText, ImageIO) can be set
/// with ``renderer`` without changing the URL protocol or the command.
///
/// ```swift
/// let request = try PlaceholderRequest(width: 300, height: 200, text: "Hello", format: .png)
/// let png = try PlaceholderPNG.render(request)   // 300 × 200 PNG bytes (Linux)
/// ```
public enum PlaceholderPNG {
    private static let current = Mutex<(any PlaceholderRenderer)?>(defaultRenderer)

    /// The renderer used by ``render(_:)``, the URL protocol and the `placeholder` command; `nil`
    /// where the platform has none (then PNG is answered 415).
    public static var renderer: (any PlaceholderRenderer)? {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }

    private static var defaultRenderer: (any PlaceholderRenderer)? { fontConfigured(.debian) }

    /// The platform's renderer drawing with `fonts`, or `nil` where the platform has none.
    public static func fontConfigured(_ fonts: PlaceholderFonts) -> (any PlaceholderRenderer)? {
        #if os(Linux) && canImport(CPlaceholderRender)
        FreeTypeRenderer(fonts: fonts)
        #else
        nil
        #endif
    }

    /// The PNG for a request, from ``renderer``.
    ///
    /// - Throws: ``PlaceholderError/unsupportedFormat(_:)`` when there is no renderer, and the
    ///   renderer's errors (``PlaceholderError/fontUnavailable(path:)``, ``PlaceholderError/renderingFailed(_:)``).
    public static func render(_ request: PlaceholderRequest) throws(PlaceholderError) -> Data {
        guard let renderer else { throw .unsupportedFormat(PlaceholderRequest.Format.png.rawValue) }
        return try renderer.png(for: request)
    }
}
