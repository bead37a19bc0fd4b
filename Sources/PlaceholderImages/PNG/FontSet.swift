#if os(Linux) && canImport(CPlaceholderRender)
import CPlaceholderRender
import GraphemeMetrics
import Synchronization

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

    /// Metrics for `TextFitter` from `text` shaped as a whole: each cluster's HarfBuzz advance.
    func metrics(for text: String) -> ShapedFontMetrics {
        ShapedFontMetrics(text: text, advances: shape(text).advances, lineHeight: lineHeight)
    }
}
#endif
