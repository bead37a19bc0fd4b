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
        #if canImport(CPlaceholderRender)
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

/// Something that turns a placeholder request into PNG bytes.
///
/// The package ships ``FreeTypeRenderer`` for Linux. A renderer must be safe to call from any
/// thread: URL protocol requests arrive on any thread.
public protocol PlaceholderRenderer: Sendable {
    /// The PNG image for `request`: `request.pixelWidth` × `request.pixelHeight` pixels.
    func png(for request: PlaceholderRequest) throws(PlaceholderError) -> Data
}

/// The font files a renderer draws with, and the order in which it falls back between them.
///
/// Each grapheme cluster is drawn from one font, the first in this order that has a glyph for
/// every scalar of the cluster (ZWJ, variation selectors and tag characters are not checked):
/// - a cluster that presents as emoji (``GraphemeMetrics/EmojiInfo/isPresentedAsEmoji``: emoji
///   presentation, VS16, flags, keycaps, modifier, ZWJ and tag sequences): ``emoji``, ``base``,
///   then ``fallbacks``;
/// - any other cluster: ``base``, then ``fallbacks`` in order, then ``emoji``.
///
/// A cluster that no font covers is drawn as the base font's .notdef box. A missing fallback or
/// emoji font is skipped (its clusters fall to the next font, often to .notdef); a missing base
/// font is an error (``PlaceholderError/fontUnavailable(path:)``, HTTP 500).
public struct PlaceholderFonts: Hashable, Sendable {
    /// The font for text: DejaVu Sans (Latin, Greek, Cyrillic, Arabic, Hebrew, many symbols).
    public var base: String
    /// The colour emoji font (Noto Color Emoji), or `nil` for none.
    public var emoji: String?
    /// Further fonts for what the base font lacks, in order (CJK, Devanagari).
    public var fallbacks: [String]

    /// Creates a font list.
    public init(base: String, emoji: String?, fallbacks: [String]) {
        self.base = base
        self.emoji = emoji
        self.fallbacks = fallbacks
    }

    /// Debian's paths: `fonts-dejavu-core`, `fonts-noto-color-emoji`, then `fonts-droid-fallback`
    /// (Droid Sans Fallback: CJK ideographs, kana, Hangul) and `fonts-lohit-deva` (Devanagari).
    public static let debian = PlaceholderFonts(
        base: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        emoji: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
        fallbacks: [
            "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
            "/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf",
        ])
}
