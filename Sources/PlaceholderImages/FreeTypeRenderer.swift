#if canImport(CPlaceholderRender)
import CPlaceholderRender
import Foundation
import GraphemeMetrics
import Synchronization
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
/// per cluster) with ``TextFitter`` in the image less a 5% padding, at most half the image height,
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

/// One open font file.
final class LoadedFont: @unchecked Sendable {
    // The C side locks the FreeType face in gmph_draw_glyph; the HarfBuzz font is immutable.
    let handle: OpaquePointer
    let unitsPerEm: Double
    let ascender: Double
    let descender: Double

    init?(path: String) {
        guard let handle = gmph_font_open(path) else { return nil }
        self.handle = handle
        unitsPerEm = Double(max(1, gmph_font_units_per_em(handle)))
        var ascender: Int32 = 0
        var descender: Int32 = 0
        gmph_font_extents(handle, &ascender, &descender)
        self.ascender = Double(ascender) / unitsPerEm
        self.descender = Double(-descender) / unitsPerEm
    }

    deinit { gmph_font_close(handle) }

    func covers(_ scalar: Unicode.Scalar) -> Bool {
        gmph_font_has_codepoint(handle, scalar.value) != 0
    }
}

/// A glyph placed on a line, in em from the line's start and baseline (y up).
struct PlacedGlyph {
    var font: Int
    var glyph: UInt32
    var x: Double
    var y: Double
}

/// The fonts of one ``PlaceholderFonts``, opened, with the per-cluster font choice and shaping.
final class FontSet: @unchecked Sendable {
    // Immutable after init; the C fonts lock their own faces.
    let fonts: [LoadedFont]
    /// Indices into `fonts`, in the order tried for text clusters and for emoji clusters.
    let textOrder: [Int]
    let emojiOrder: [Int]
    /// The base font's ascender and ascender + descender, in em.
    let ascender: Double
    let textHeight: Double
    /// The distance between baselines in em: the tallest font's extent, at least 1.2.
    let lineHeight: Double

    private static let cache = Mutex<[PlaceholderFonts: FontSet]>([:])

    /// The opened fonts for `fonts`, shared between requests.
    static func shared(for fonts: PlaceholderFonts) throws(PlaceholderError) -> FontSet {
        if let set = cache.withLock({ $0[fonts] }) { return set }
        let set = try FontSet(fonts)
        return cache.withLock { cached in
            if let existing = cached[fonts] { return existing }
            cached[fonts] = set
            return set
        }
    }

    private init(_ paths: PlaceholderFonts) throws(PlaceholderError) {
        guard let base = LoadedFont(path: paths.base) else { throw .fontUnavailable(path: paths.base) }
        var fonts = [base]
        var emojiIndex: Int?
        if let path = paths.emoji, let emoji = LoadedFont(path: path) {
            emojiIndex = fonts.count
            fonts.append(emoji)
        }
        var fallbacks: [Int] = []
        for path in paths.fallbacks {
            guard let font = LoadedFont(path: path) else { continue }
            fallbacks.append(fonts.count)
            fonts.append(font)
        }
        self.fonts = fonts
        textOrder = [0] + fallbacks + (emojiIndex.map { [$0] } ?? [])
        emojiOrder = (emojiIndex.map { [$0] } ?? []) + [0] + fallbacks
        ascender = base.ascender
        textHeight = base.ascender + base.descender
        lineHeight = max(1.2, fonts.map { $0.ascender + $0.descender }.max() ?? 1.2)
    }

    // MARK: - Clusters

    /// One grapheme cluster of a line, with the font and script it is shaped in.
    struct Cluster {
        var utf8: Range<Int>
        var utf16Start: Int
        var font: Int
        var script: UInt32
        var isControl: Bool
    }

    static let common = tag("Zyyy"), inherited = tag("Zinh"), unknown = tag("Zzzz")

    static func tag(_ name: String) -> UInt32 {
        name.utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Scalars not checked for coverage: ZERO WIDTH JOINER, variation selectors, tag characters.
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200D, 0xFE00...0xFE0F, 0xE0020...0xE007F, 0xE0100...0xE01EF: true
        default: false
        }
    }

    /// The font for one cluster: the first in the order that covers every scalar, else the base
    /// font's .notdef (or the emoji font for an emoji it lacks).
    func font(for scalars: Substring.UnicodeScalarView) -> Int {
        let isEmoji = Emoji.classify(scalars)?.isPresentedAsEmoji == true
        let order = isEmoji ? emojiOrder : textOrder
        for index in order where scalars.allSatisfy({ Self.isIgnorable($0) || fonts[index].covers($0) }) {
            return index
        }
        return order[0]
    }

    /// Splits `text` into clusters with their fonts and scripts. Controls (line breaks, tabs) take
    /// the previous cluster's font, and clusters of common script (spaces, digits, punctuation,
    /// emoji) the previous cluster's script, so that runs are not cut needlessly.
    func clusters(of text: String) -> [Cluster] {
        let bounds = GraphemeClusters.boundaries(utf8: text.utf8)
        var result: [Cluster] = []
        result.reserveCapacity(max(0, bounds.count - 1))
        let utf8 = text.utf8
        var lower = utf8.startIndex
        var utf16 = 0
        for position in bounds.indices.dropFirst() {
            let upper = utf8.index(lower, offsetBy: bounds[position] - bounds[position - 1])
            let cluster = text[lower..<upper]
            let scalars = cluster.unicodeScalars
            let first = scalars.first ?? " "
            let isControl = first.properties.generalCategory == .control || first == "\u{2028}" || first == "\u{2029}"
            var script = Self.common
            for scalar in scalars {
                let candidate = gmph_script(scalar.value)
                if candidate != Self.common && candidate != Self.inherited && candidate != Self.unknown {
                    script = candidate
                    break
                }
            }
            var font: Int
            if let previous = result.last, isControl {
                font = previous.font
            } else {
                font = self.font(for: scalars)
            }
            if script == Self.common, let previous = result.last { script = previous.script }
            if isControl, font != 0, !fonts[font].covers(first) { font = 0 }
            result.append(Cluster(
                utf8: bounds[position - 1]..<bounds[position], utf16Start: utf16, font: font, script: script,
                isControl: isControl))
            utf16 += cluster.utf16.count
            lower = upper
        }
        // Leading common clusters take the script of the first cluster that has one.
        if let firstScript = result.first(where: { $0.script != Self.common })?.script {
            for index in result.indices {
                guard result[index].script == Self.common else { break }
                result[index].script = firstScript
            }
        }
        return result
    }

    // MARK: - Shaping

    /// `text` shaped: glyphs in visual order with their positions, the advance width in em, and
    /// each cluster's advance in em (keyed by the cluster's UTF-8 offset).
    func shape(_ text: String) -> (glyphs: [PlacedGlyph], width: Double, advances: [Int: Double]) {
        let clusters = clusters(of: text)
        guard !clusters.isEmpty else { return ([], 0, [:]) }
        let utf16 = Array(text.utf16)
        let capacity = utf16.count + 1
        var starts = [Int32](repeating: 0, count: capacity)
        var lengths = [Int32](repeating: 0, count: capacity)
        var rightToLeft = [Int32](repeating: 0, count: capacity)
        var runCount = Int(gmph_bidi_runs(utf16, Int32(utf16.count), &starts, &lengths, &rightToLeft, Int32(capacity)))
        if runCount <= 0 || runCount > capacity {
            (starts[0], lengths[0], rightToLeft[0], runCount) = (0, Int32(utf16.count), 0, 1)
        }
        var glyphs: [PlacedGlyph] = []
        var advances: [Int: Double] = [:]
        var pen = 0.0
        let bytes = Array(text.utf8)
        for run in 0..<runCount {
            let range = Int(starts[run])..<Int(starts[run] + lengths[run])
            let members = clusters.indices.filter { range.contains(clusters[$0].utf16Start) }
            // Pieces of one font and script, in logical order.
            var pieces: [Range<Int>] = []
            for index in members {
                if let last = pieces.last, last.upperBound == index,
                    clusters[index].font == clusters[index - 1].font,
                    clusters[index].script == clusters[index - 1].script
                {
                    pieces[pieces.count - 1] = last.lowerBound..<index + 1
                } else {
                    pieces.append(index..<index + 1)
                }
            }
            let isRightToLeft = rightToLeft[run] != 0
            for piece in isRightToLeft ? pieces.reversed() : pieces {
                let first = clusters[piece.lowerBound]
                let font = fonts[first.font]
                let item = first.utf8.lowerBound..<clusters[piece.upperBound - 1].utf8.upperBound
                for glyph in shapeItem(bytes, item: item, font: font, rightToLeft: isRightToLeft, script: first.script) {
                    let owner = clusters[piece].lastIndex { $0.utf8.lowerBound <= Int(glyph.cluster) } ?? piece.lowerBound
                    let advance = Double(glyph.x_advance) / font.unitsPerEm
                    advances[clusters[owner].utf8.lowerBound, default: 0] += advance
                    if !clusters[owner].isControl {
                        glyphs.append(PlacedGlyph(
                            font: first.font, glyph: glyph.glyph, x: pen + Double(glyph.x_offset) / font.unitsPerEm,
                            y: Double(glyph.y_offset) / font.unitsPerEm))
                    }
                    pen += advance
                }
            }
        }
        return (glyphs, pen, advances)
    }

    private func shapeItem(
        _ bytes: [UInt8], item: Range<Int>, font: LoadedFont, rightToLeft: Bool, script: UInt32
    ) -> [gmph_glyph] {
        var glyphs = [gmph_glyph](repeating: gmph_glyph(), count: item.count * 2 + 8)
        for _ in 0..<2 {
            let count = bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { text in
                    Int(gmph_shape(
                        font.handle, text.baseAddress, Int32(text.count), Int32(item.lowerBound), Int32(item.count),
                        rightToLeft ? 1 : 0, script, &glyphs, Int32(glyphs.count)))
                }
            }
            if count < 0 { return [] }
            if count <= glyphs.count { return Array(glyphs.prefix(count)) }
            glyphs = [gmph_glyph](repeating: gmph_glyph(), count: count)
        }
        return []
    }

    /// Metrics for ``TextFitter`` from `text` shaped as a whole: each cluster's HarfBuzz advance.
    func metrics(for text: String) -> ShapedFontMetrics {
        ShapedFontMetrics(text: text, advances: shape(text).advances, lineHeight: lineHeight)
    }
}

/// Per-cluster advances of one text as HarfBuzz shaped it; other clusters (the ellipsis of a
/// truncated line) are measured with DejaVu Sans's table.
struct ShapedFontMetrics: FontMetrics {
    let text: String
    let advances: [Int: Double]
    let lineHeight: Double

    func advance(of cluster: Substring) -> Double {
        let base = cluster.base
        let offset = base.utf8.distance(from: base.startIndex, to: cluster.startIndex)
        let length = cluster.utf8.count
        if let advance = advances[offset], offset + length <= text.utf8.count,
            text.utf8.dropFirst(offset).prefix(length).elementsEqual(cluster.utf8)
        {
            return advance
        }
        return TabulatedFontMetrics.dejaVuSans.advance(of: cluster)
    }
}
#endif
