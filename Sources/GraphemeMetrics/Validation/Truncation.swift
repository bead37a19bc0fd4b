/// Where a text was cut by ``Truncation``: a prefix that ends on a grapheme cluster boundary.
public struct TruncationPoint: Hashable, Sendable {
    /// The prefix's length in UTF-16 code units.
    public var utf16Length: Int
    /// The prefix's length in UTF-8 bytes (of the input, for UTF-8 and `String` input).
    public var utf8Length: Int
    /// Whether the text was longer than the limit, so that the prefix is shorter than the text.
    public var isTruncated: Bool
    /// Whether the ellipsis is to be appended after the prefix.
    public var appendsEllipsis: Bool

    /// Creates a truncation point.
    public init(utf16Length: Int, utf8Length: Int, isTruncated: Bool, appendsEllipsis: Bool) {
        self.utf16Length = utf16Length
        self.utf8Length = utf8Length
        self.isTruncated = isTruncated
        self.appendsEllipsis = appendsEllipsis
    }
}

/// Shortening text to a limit in any ``LengthUnit`` without splitting a grapheme cluster.
///
/// ```swift
/// Truncation.truncate("Hello, world", to: 8, in: .graphemes, ellipsis: "\u{2026}")
/// // "Hello, …"  (7 + the ellipsis = 8)
/// Truncation.truncate("ab\u{1F1FA}\u{1F1E6}", to: 4, in: .utf16)
/// // "ab"        the flag (4 units) does not fit whole and is never split
/// Truncation.truncate("e\u{0301}x", to: 1, in: .scalars)
/// // ""          é is two scalars: keeping "e" alone would change the letter
/// ```
///
/// The ellipsis is counted within the limit: when the text is too long, the result is the longest
/// prefix whose length plus the ellipsis' own length fits. An ellipsis longer than the limit is
/// left out (the prefix then fits the limit alone). The ellipsis is measured on its own; one that
/// starts with a combining mark would join the prefix's last cluster, so use a visible one. Even a
/// visible ellipsis joins a prefix that ends in a Prepend character (such as U+0600 ARABIC NUMBER
/// SIGN, rule GB9b): the combined text then has one cluster fewer, never more.
///
/// - Complexity: O(n) in code units, stopping at the first cluster that does not fit.
public enum Truncation {
    /// Truncates a string so that its length in `unit`, with the ellipsis, is at most `maximum`.
    ///
    /// - Complexity: O(n) in UTF-8 bytes.
    public static func truncate(
        _ text: some StringProtocol, to maximum: Int, in unit: LengthUnit, ellipsis: String = "",
        options: DisplayWidth.Options = .standard, unicode version: UnicodeVersion = .default
    ) -> String {
        let point = prefix(text, fitting: maximum, in: unit, ellipsis: ellipsis, options: options, unicode: version)
        guard point.isTruncated else { return String(text) }
        let end = text.utf8.index(text.utf8.startIndex, offsetBy: point.utf8Length)
        let kept = String(text[..<end])
        return point.appendsEllipsis ? kept + ellipsis : kept
    }

    /// The longest prefix of a string that fits (see ``truncate(_:to:in:ellipsis:options:unicode:)``).
    ///
    /// - Complexity: O(n) in UTF-8 bytes; allocates nothing for native strings.
    public static func prefix(
        _ text: some StringProtocol, fitting maximum: Int, in unit: LengthUnit, ellipsis: String = "",
        options: DisplayWidth.Options = .standard, unicode version: UnicodeVersion = .default
    ) -> TruncationPoint {
        GraphemeClusters.withUTF8(of: text) { bytes in
            prefix(bytes, as: Unicode.UTF8.self, fitting: maximum, in: unit, ellipsis: ellipsis, options: options, unicode: version)
        }
    }

    /// The longest prefix of UTF-16 code units in an array, a buffer or any other sequence that
    /// fits; ill-formed input is never split inside a surrogate pair and an unpaired surrogate is
    /// kept or dropped whole.
    ///
    /// - Complexity: O(n) in UTF-16 code units; allocates nothing for contiguous storage, copies
    ///   any other sequence.
    public static func prefix(
        utf16 units: some Sequence<UInt16>, fitting maximum: Int, in unit: LengthUnit, ellipsis: String = "",
        options: DisplayWidth.Options = .standard, unicode version: UnicodeVersion = .default
    ) -> TruncationPoint {
        GraphemeClusters.withContiguous(units) { buffer in
            prefix(buffer, as: Unicode.UTF16.self, fitting: maximum, in: unit, ellipsis: ellipsis, options: options, unicode: version)
        }
    }

    /// The longest prefix of UTF-8 bytes in an array, a buffer or any other sequence that fits;
    /// a maximal ill-formed subpart is kept or dropped whole. ``TruncationPoint/utf8Length`` is
    /// in the input's bytes.
    ///
    /// - Complexity: O(n) in bytes; allocates nothing for contiguous storage, copies any other
    ///   sequence.
    public static func prefix(
        utf8 bytes: some Sequence<UInt8>, fitting maximum: Int, in unit: LengthUnit, ellipsis: String = "",
        options: DisplayWidth.Options = .standard, unicode version: UnicodeVersion = .default
    ) -> TruncationPoint {
        GraphemeClusters.withContiguous(bytes) { buffer in
            prefix(buffer, as: Unicode.UTF8.self, fitting: maximum, in: unit, ellipsis: ellipsis, options: options, unicode: version)
        }
    }

    /// The longest prefix of contiguous code units of either encoding that fits.
    static func prefix<Encoding: GraphemeEncoding>(
        _ units: UnsafeBufferPointer<Encoding.CodeUnit>, as encoding: Encoding.Type, fitting maximum: Int,
        in unit: LengthUnit, ellipsis: String, options: DisplayWidth.Options, unicode version: UnicodeVersion
    ) -> TruncationPoint {
        let ellipsisLength = ellipsis.isEmpty ? 0 : TextMetrics.measure(ellipsis, options: options, unicode: version)[unit]
        return cut(maximum: maximum, unit: unit, ellipsisLength: ellipsisLength) { body in
            ScanDriver.forEachCluster(units, as: encoding, options: options, unicode: version, body)
        }
    }

    private static func cut(
        maximum: Int, unit: LengthUnit, ellipsisLength: Int,
        clusters: ((ClusterSummary) -> Bool) -> Bool
    ) -> TruncationPoint {
        let budgetWithEllipsis = maximum - ellipsisLength
        var total = 0
        var plain = (utf16: 0, utf8: 0)
        var withEllipsis = (utf16: 0, utf8: 0)
        let finished = clusters { cluster in
            total += cluster.length(in: unit)
            if total > maximum { return false }
            plain = (cluster.utf16End, cluster.utf8End)
            if total <= budgetWithEllipsis { withEllipsis = plain }
            return true
        }
        if finished {
            return TruncationPoint(utf16Length: plain.utf16, utf8Length: plain.utf8, isTruncated: false, appendsEllipsis: false)
        }
        if ellipsisLength > 0 && budgetWithEllipsis >= 0 {
            return TruncationPoint(
                utf16Length: withEllipsis.utf16, utf8Length: withEllipsis.utf8, isTruncated: true, appendsEllipsis: true)
        }
        return TruncationPoint(utf16Length: plain.utf16, utf8Length: plain.utf8, isTruncated: true, appendsEllipsis: false)
    }
}
