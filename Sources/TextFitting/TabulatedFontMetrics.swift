import GraphemeMetrics

/// Advance widths of a real font, read from a run-length encoded table of its cmap.
///
/// The table is generated from the font file by `scripts/font-metrics.py` (see
/// ``TabulatedFontMetrics/dejaVuSans``): one run per range of consecutive code points with one
/// advance width. A cluster's advance is the sum of its scalars' advances, which is what a
/// renderer gives for a base letter and its combining marks (marks have zero advance in the
/// font). Clusters the table cannot measure fall back to ``fallback``: emoji (drawn by an emoji
/// font), and clusters with a scalar the font does not map (drawn by another font). Default
/// ignorable scalars that the font lacks (ZWJ, variation selectors) count as zero.
///
/// ```swift
/// let metrics = TabulatedFontMetrics.dejaVuSans
/// metrics.advance(of: "i")         // 569 / 2048 ≈ 0.278 em
/// metrics.advance(of: "W")         // 2025 / 2048 ≈ 0.989 em
/// metrics.advance(of: "\u{6F22}")  // 1.0: 漢 is not in DejaVu Sans, so the estimate's wide advance
/// ```
///
/// - Complexity: ``advance(of:)`` is O(k log r) for k scalars in the cluster and r runs.
public struct TabulatedFontMetrics: FontMetrics, Hashable {
    /// The font's units per em (2048 for DejaVu Sans).
    public let unitsPerEm: Int
    /// The distance between baselines in em: the font's (ascender + descender + line gap) / units
    /// per em, and at least 1.2 so that taller fallback glyphs (CJK, emoji) do not collide.
    public var lineHeight: Double
    /// The font's ascender above the baseline, in em.
    public let ascender: Double
    /// The font's descender below the baseline, in em (a positive number).
    public let descender: Double
    /// The metrics for emoji and for clusters the table does not cover.
    public var fallback: EstimatedFontMetrics

    private let runStarts: [UInt16]
    private let runLengths: [UInt16]
    private let runAdvances: [UInt16]

    /// Creates metrics from a run-length encoded advance table.
    ///
    /// Run `i` maps the code points `runStarts[i] ..< runStarts[i] + runLengths[i]` to
    /// `runAdvances[i]` font units. Runs must be sorted and must not overlap; if the arrays differ in
    /// length the extra entries are ignored. A `unitsPerEm` below 1 is treated as 1.
    public init(
        unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int,
        runStarts: [UInt16], runLengths: [UInt16], runAdvances: [UInt16],
        fallback: EstimatedFontMetrics = EstimatedFontMetrics()
    ) {
        let units = max(unitsPerEm, 1)
        let count = min(runStarts.count, runLengths.count, runAdvances.count)
        self.unitsPerEm = units
        self.ascender = Double(ascender) / Double(units)
        self.descender = Double(descender.magnitude) / Double(units)
        let extent = (Double(ascender) + Double(descender.magnitude) + Double(lineGap)) / Double(units)
        self.lineHeight = extent.isFinite ? max(1.2, extent) : 1.2
        self.fallback = fallback
        self.runStarts = Array(runStarts.prefix(count))
        self.runLengths = Array(runLengths.prefix(count))
        self.runAdvances = Array(runAdvances.prefix(count))
    }

    /// The advance of `scalar` in font units, or `nil` when the table does not map it.
    ///
    /// - Complexity: O(log r) in the number of runs.
    public func advanceUnits(of scalar: Unicode.Scalar) -> Int? {
        guard scalar.value <= 0xFFFF else { return nil }
        let value = UInt16(scalar.value)
        var low = 0
        var high = runStarts.count
        while low < high {
            let middle = (low + high) / 2
            if runStarts[middle] <= value { low = middle + 1 } else { high = middle }
        }
        let run = low - 1
        guard run >= 0, Int(value) - Int(runStarts[run]) < Int(runLengths[run]) else { return nil }
        return Int(runAdvances[run])
    }

    /// The advance of one grapheme cluster, in em.
    ///
    /// - Complexity: O(k log r) for k scalars in the cluster and r runs.
    public func advance(of cluster: Substring) -> Double {
        switch ClusterWidthClass(cluster) {
        case .zero: return 0
        case .emoji: return fallback.emoji
        case .narrow, .wide: break
        }
        var units = 0
        for scalar in cluster.unicodeScalars {
            if let advance = advanceUnits(of: scalar) {
                units += advance
                continue
            }
            switch GraphemeClusterBreak(scalar) {
            case .extend, .zwj, .control: continue
            default: return fallback.advance(of: cluster)
            }
        }
        return Double(units) / Double(unitsPerEm)
    }
}
