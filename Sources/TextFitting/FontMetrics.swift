/// The horizontal and vertical measures of a font that text fitting needs, in em units.
///
/// An em is the font size: a cluster with an advance of 0.5 em is 10 points wide at 20 points.
/// ``TextFitter`` asks for the advance of each grapheme cluster, never of a single scalar, so
/// that a whole ZWJ family, a flag or a Devanagari conjunct is measured as the one glyph a
/// renderer draws, and combining marks add nothing on their own.
///
/// ```swift
/// let metrics = EstimatedFontMetrics()
/// metrics.advance(of: "W")                                              // 0.55
/// metrics.advance(of: "\u{6F22}")                                       // 1.0  CJK ideograph 漢
/// metrics.advance(of: "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}")    // 1.0  FAMILY: WOMAN, WOMAN, GIRL
/// ```
///
/// Conforming types must return finite, non-negative values; ``TextFitter`` treats anything
/// else as 0 for advances and as 1 em for the line height.
public protocol FontMetrics: Sendable {
    /// The advance width of one grapheme cluster, in em units.
    ///
    /// `cluster` is exactly one extended grapheme cluster (UAX #29) of the text being fitted.
    func advance(of cluster: Substring) -> Double

    /// The distance between the baselines of two consecutive lines, in em units.
    var lineHeight: Double { get }
}

extension FontMetrics where Self == EstimatedFontMetrics {
    /// The generic estimate: narrow 0.55 em, wide and emoji 1 em, line height 1.2 em.
    public static var estimated: EstimatedFontMetrics { EstimatedFontMetrics() }
}

extension FontMetrics where Self == TabulatedFontMetrics {
    /// DejaVu Sans's advance widths, from the generated table.
    public static var dejaVuSans: TabulatedFontMetrics { TabulatedFontMetrics.dejaVuSans }
}
