/// The rectangle that text must fit in, with an inner margin on every side.
///
/// ```swift
/// let box = TextBox(width: 300, height: 200, padding: 15)
/// box.availableWidth   // 270
/// box.availableHeight  // 170
/// ```
///
/// Units are whatever the caller uses for font sizes (points, CSS pixels). Negative, NaN or
/// infinite values are treated as 0, so a bad box gives an empty, truncated fit, never a trap.
public struct TextBox: Hashable, Sendable {
    /// The outer width.
    public var width: Double
    /// The outer height.
    public var height: Double
    /// The margin kept free on each of the four sides.
    public var padding: Double

    /// Creates a box of `width` × `height` with `padding` on every side.
    public init(width: Double, height: Double, padding: Double = 0) {
        self.width = width
        self.height = height
        self.padding = padding
    }

    /// The width left for text: `width - 2 × padding`, never negative.
    public var availableWidth: Double { Self.sanitized(Self.sanitized(width) - 2 * Self.sanitized(padding)) }

    /// The height left for text: `height - 2 × padding`, never negative.
    public var availableHeight: Double { Self.sanitized(Self.sanitized(height) - 2 * Self.sanitized(padding)) }

    static func sanitized(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }
}
