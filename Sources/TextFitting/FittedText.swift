/// The result of fitting a text into a box: the font size, the lines, and their measured extent.
///
/// ```swift
/// let fit = TextFitter().fit("Hello\nworld", in: TextBox(width: 300, height: 200))
/// fit.lines          // ["Hello", "world"]
/// fit.fontSize       // the largest size at which both lines fit
/// fit.width          // the wider line's advance at that size, ≤ 300
/// fit.isTruncated    // false
/// ```
public struct FittedText: Hashable, Sendable {
    /// The chosen font size, between the fitter's minimum and maximum.
    public var fontSize: Double
    /// The lines to draw, top to bottom, without line break characters or trailing spaces.
    /// A truncated line ends with U+2026 HORIZONTAL ELLIPSIS.
    public var lines: [String]
    /// The advance width of each line at ``fontSize``, in the box's units.
    public var lineWidths: [Double]
    /// The distance between baselines at ``fontSize``.
    public var lineHeight: Double
    /// Whether text was dropped (at a grapheme cluster boundary) because it did not fit at the
    /// minimum font size.
    public var isTruncated: Bool

    /// Creates a result; ``TextFitter`` is the usual source of these.
    public init(fontSize: Double, lines: [String], lineWidths: [Double], lineHeight: Double, isTruncated: Bool) {
        self.fontSize = fontSize
        self.lines = lines
        self.lineWidths = lineWidths
        self.lineHeight = lineHeight
        self.isTruncated = isTruncated
    }

    /// The measured width: the widest line's advance.
    public var width: Double { lineWidths.max() ?? 0 }

    /// The measured height: the number of lines times ``lineHeight``.
    public var height: Double { Double(lines.count) * lineHeight }
}
