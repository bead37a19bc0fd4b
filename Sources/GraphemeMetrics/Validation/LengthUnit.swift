/// A unit that text lengths are counted, limited and truncated in.
///
/// ```swift
/// let text = "e\u{0301}\u{1F1FA}\u{1F1E6}"      // é (decomposed) and a flag
/// TextMetrics.measure(text)[.graphemes]       // 2
/// TextMetrics.measure(text)[.scalars]         // 4
/// TextMetrics.measure(text)[.utf16]           // 6
/// TextMetrics.measure(text)[.utf8]            // 11
/// TextMetrics.measure(text)[.width]           // 3
/// ```
public enum LengthUnit: String, CaseIterable, Hashable, Sendable {
    /// Extended grapheme clusters (UAX #29): what people call characters.
    case graphemes
    /// Unicode scalars (code points other than surrogates): Python's `len`, twitter-text's unit.
    case scalars
    /// UTF-16 code units: JavaScript's and Java's `length`, `NSString.length`, HTML `maxlength`.
    case utf16
    /// UTF-8 bytes: what databases and network protocols store.
    case utf8
    /// Terminal columns (see ``DisplayWidth``).
    case width
}
