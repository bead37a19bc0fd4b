#if os(Linux) && canImport(CPlaceholderRender)
import CPlaceholderRender
import Foundation
import GraphemeMetrics
import TextFitting

/// The Linux PNG renderer: HarfBuzz shapes, FreeType draws, libpng encodes.
///
/// Each grapheme cluster is drawn from one font (see ``PlaceholderFonts`` for the order), so a ZWJ
/// sequence, a flag or a Devanagari conjunct is never split across fonts. The text is split into
/// bidirectional runs (ICU's `ubidi`: Hebrew and Arabic are laid out right to left), and within a
/// run neighbouring clusters with the same font and script are shaped as one HarfBuzz run, with
/// the whole line as context.
///
/// Sizing (``PlaceholderRequest/Sizing``): `fitted` measures the shaped text (HarfBuzz advances
/// per cluster) with `TextFitter` in the image less a 5% padding, at most half the image height,
/// wrapping at spaces; `seed` is the seed's rule. Each line is centred by its advance width, the
/// lines are stacked around the middle, and the whole drawing is then shifted so that its ink's
/// bounding box is centred (so "dummy" is centred although "y" descends).
///
/// Noto Color Emoji has one 109 px bitmap strike; it is scaled to the font size (area averaging
/// down, bilinear up). Fonts are opened once per ``PlaceholderFonts`` and shared; each face has a
/// lock, so requests may arrive on any thread.
public struct FreeTypeRenderer: PlaceholderRenderer {
    /// The font files.
    public var fonts: PlaceholderFonts

    /// Creates a renderer with the given fonts (Debian's by default).
    public init(fonts: PlaceholderFonts = .debian) {
        self.fonts = fonts
    }

    /// The PNG for `request`.
    ///
    /// - Throws: ``PlaceholderError/fontUnavailable(path:)`` when the base font cannot be opened,
    ///   ``PlaceholderError/renderingFailed(_:)`` when a library fails.
    public func png(for request: PlaceholderRequest) throws(PlaceholderError) -> Data {
        let set = try FontSet.shared(for: fonts)
        let width = request.pixelWidth
        let height = request.pixelHeight
        var layer = [UInt8](repeating: 0, count: width * height * 4)
        let (fontSize, lines) = Self.layout(request, with: set)
        let lineHeight = set.lineHeight * fontSize
        let top = (Double(height) - lineHeight * Double(lines.count)) / 2
        let foreground = request.foreground
        layer.withUnsafeMutableBufferPointer { pixels in
            for (index, line) in lines.enumerated() {
                let shaped = set.shape(line)
                let baseline = top + lineHeight * Double(index) + (lineHeight - set.textHeight * fontSize) / 2
                    + set.ascender * fontSize
                let start = (Double(width) - shaped.width * fontSize) / 2
                for glyph in shaped.glyphs {
                    _ = gmph_draw_glyph(
                        set.fonts[glyph.font].handle, glyph.glyph, fontSize, start + glyph.x * fontSize,
                        baseline - glyph.y * fontSize, pixels.baseAddress, Int32(width), Int32(height),
                        foreground.red, foreground.green, foreground.blue)
                }
            }
        }
        var (minX, minY, maxX, maxY): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        var shift = (x: Int32(0), y: Int32(0))
        if gmph_ink_bounds(layer, Int32(width), Int32(height), &minX, &minY, &maxX, &maxY) != 0 {
            shift.x = Int32((Double(Int32(width) - (maxX + 1) - minX) / 2).rounded(.down))
            shift.y = Int32((Double(Int32(height) - (maxY + 1) - minY) / 2).rounded(.down))
        }
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        let background = request.background
        gmph_composite(
            layer, Int32(width), Int32(height), shift.x, shift.y, background.red, background.green,
            background.blue, &rgb)
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        guard gmph_png_encode(rgb, Int32(width), Int32(height), &output, &size) == 0, let output else {
            throw .renderingFailed("libpng could not encode a \(width) × \(height) image")
        }
        defer { gmph_free(output) }
        return Data(bytes: output, count: size)
    }

    /// The font size in pixels and the lines to draw.
    static func layout(_ request: PlaceholderRequest, with set: FontSet) -> (Double, [String]) {
        let width = Double(request.pixelWidth)
        let height = Double(request.pixelHeight)
        switch request.sizing {
        case .seed:
            let clusters = max(1, GraphemeClusters.count(request.text))
            let size = min(width * 0.8 / Double(clusters), height * 0.2)
            return (size, request.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init))
        case .fitted:
            let minimum = PlaceholderSVG.minimumFontSize
            let fitter = TextFitter(
                metrics: set.metrics(for: request.text), minimumFontSize: minimum,
                maximumFontSize: max(minimum, height * 0.5), wrapsAtSpaces: true)
            let box = TextBox(width: width, height: height, padding: min(width, height) * 0.05)
            let fit = fitter.fit(request.text, in: box)
            return (fit.fontSize, fit.lines)
        }
    }
}
#endif
